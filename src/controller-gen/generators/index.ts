// Every generator controller-gen has, in the order controller-gen's help lists them.
// A generator openapi-markers writes has `generate`; the others are usage errors.

import type { ControllerGenGenerator } from "../generator.js";
import { applyconfigurationGenerator } from "./applyconfiguration.js";
import { objectGenerator, schemapatchGenerator } from "./controller-gen-only.js";
import { crdGenerator } from "./crd.js";
import { rbacGenerator } from "./rbac.js";
import { webhookGenerator } from "./webhook.js";

export const controllerGenGenerators: readonly ControllerGenGenerator[] = [
  applyconfigurationGenerator,
  crdGenerator,
  objectGenerator,
  rbacGenerator,
  schemapatchGenerator,
  webhookGenerator,
];
