// Compiled with tsc --strict next to the generated module: the types must accept valid
// objects and reject a member the discriminator does not select.
import { applyStrategicMergePatch, createTwoWayMergePatch } from "openapi-markers/runtime";
import { tables, type ApisV1App as App, type DefinitionName, type ApisV1Strategy as Strategy } from "./tables.js";

export const rolling: Strategy = { type: "RollingUpdate", rollingUpdate: { maxSurge: 1 } };
export const recreate: Strategy = { type: "Recreate" };
// @ts-expect-error: Recreate selects no member, so rollingUpdate must be absent
export const wrong: Strategy = { type: "Recreate", rollingUpdate: { maxSurge: 1 } };
// @ts-expect-error: not a value of StrategyType
export const unknown: Strategy = { type: "BlueGreen" };
export const app: App = { spec: { strategy: rolling, ports: [{ port: 80, protocol: "TCP" }] } };

// the tables know their definition names and types
export const appName: DefinitionName = "com.example.apps.v1.App";
export const patched: App = applyStrategicMergePatch(tables, "com.example.apps.v1.App", app, { spec: { strategy: recreate } });
// @ts-expect-error: not a definition of these tables
export const misspelt = createTwoWayMergePatch(tables, "com.example.apps.v1.Ap", app, app);
