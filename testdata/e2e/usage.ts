// Compiled with tsc --strict next to the generated module: the types must accept valid
// objects and reject a member the discriminator does not select.
import type { ApisV1App as App, ApisV1Strategy as Strategy } from "./tables.js";

export const rolling: Strategy = { type: "RollingUpdate", rollingUpdate: { maxSurge: 1 } };
export const recreate: Strategy = { type: "Recreate" };
// @ts-expect-error: Recreate selects no member, so rollingUpdate must be absent
export const wrong: Strategy = { type: "Recreate", rollingUpdate: { maxSurge: 1 } };
// @ts-expect-error: not a value of StrategyType
export const unknown: Strategy = { type: "BlueGreen" };
export const app: App = { spec: { strategy: rolling, ports: [{ port: 80, protocol: "TCP" }] } };
