// Helpers for the runtime's ava tests (not part of the public API).

import type { Tables } from "./tables.js";

/** Freezes a value recursively, so a test fails if the runtime writes to its inputs. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

const str = { kind: "string" } as const;
const int = { kind: "integer" } as const;
const ref = (name: string) => ({ kind: "object", ref: name }) as const;

/**
 * A Pod-like schema with every kind of field the strategic merge patch code distinguishes:
 * merge lists of structs (single key, nested, retainKeys), merge and replace lists of scalars,
 * retainKeys and replace struct fields, free-form objects, scalar definitions, maps of structs.
 */
export const POD_TABLES: Tables = deepFreeze({
  Pod: { fields: { metadata: ref("Meta"), spec: ref("PodSpec") }, unions: [] },
  Meta: {
    fields: {
      name: str,
      labels: { kind: "map", values: str },
      finalizers: { kind: "array", items: str, patchStrategy: "merge" },
    },
    unions: [],
  },
  PodSpec: {
    fields: {
      containers: { kind: "array", items: ref("Container"), patchStrategy: "merge", patchMergeKey: "name" },
      args: { kind: "array", items: str },
      volumes: { kind: "array", items: ref("Volume"), patchStrategy: "merge,retainKeys", patchMergeKey: "name" },
      strategy: { ...ref("Strategy"), patchStrategy: "retainKeys" },
      selector: { ...ref("Selector"), patchStrategy: "replace" },
      raw: { kind: "object" },
      startTime: ref("Time"),
      byZone: { kind: "map", values: ref("Container") },
      broken: ref("Missing"),
    },
    unions: [],
  },
  Container: {
    fields: {
      name: str,
      image: str,
      ports: { kind: "array", items: ref("Port"), patchStrategy: "merge", patchMergeKey: "containerPort" },
      command: { kind: "array", items: str },
    },
    unions: [],
  },
  Port: { fields: { containerPort: int, protocol: str }, unions: [] },
  Volume: { fields: { name: str, hostPath: ref("HostPath"), emptyDir: ref("EmptyDir") }, unions: [] },
  HostPath: { fields: { path: str }, unions: [] },
  EmptyDir: { fields: { medium: str }, unions: [] },
  Strategy: { fields: { type: str, rollingUpdate: ref("RollingUpdate") }, unions: [] },
  RollingUpdate: { fields: { maxSurge: int }, unions: [] },
  Selector: { fields: { matchLabels: { kind: "map", values: str }, matchExpressions: { kind: "array", items: str } }, unions: [] },
  Time: { fields: {}, unions: [], scalar: true },
});

/**
 * Union fixtures. `Union` is the KEP-1027 example as a server that knows `fieldC` sees it (old
 * clients do not know fieldC); `DeploymentStrategy` has an empty union member (`Recreate`);
 * `Volume` is a legacy union without discriminator, `Legacy` one with a discriminator without
 * enum, `LegacyEnum` one with an enum (`None` selects nothing).
 */
export const UNION_TABLES: Tables = deepFreeze({
  Union: {
    fields: {
      name: str,
      unionType: { kind: "string", enum: ["FieldA", "FieldB", "FieldC", "FieldD", ""] },
      fieldA: int, fieldB: int, fieldC: int,
    },
    unions: [{
      origin: "kep-1027",
      discriminator: "unionType",
      values: { FieldA: "fieldA", FieldB: "fieldB", FieldC: "fieldC", FieldD: null, "": null },
      members: {
        fieldA: { value: "FieldA", optional: false },
        fieldB: { value: "FieldB", optional: true },
        fieldC: { value: "FieldC", optional: false },
      },
    }],
  },
  Deployment: { fields: { spec: ref("DeploymentSpec") }, unions: [] },
  DeploymentSpec: {
    fields: {
      replicas: int,
      strategy: ref("DeploymentStrategy"),
      strategies: { kind: "array", items: ref("DeploymentStrategy"), listType: "map", listMapKeys: ["name"] },
      byName: { kind: "map", values: ref("DeploymentStrategy") },
      positional: { kind: "array", items: ref("Union") },
      volumes: { kind: "array", items: ref("Volume"), patchStrategy: "merge", patchMergeKey: "name" },
      grid: { kind: "array", items: { kind: "array", items: ref("Union") } },
    },
    unions: [],
  },
  DeploymentStrategy: {
    fields: {
      name: str,
      type: { kind: "string", enum: ["Recreate", "RollingUpdate"] },
      rollingUpdate: ref("RollingUpdate"),
    },
    unions: [{
      origin: "kep-1027",
      discriminator: "type",
      values: { Recreate: null, RollingUpdate: "rollingUpdate" },
      members: { rollingUpdate: { value: "RollingUpdate", optional: false } },
    }],
  },
  RollingUpdate: { fields: { maxSurge: int }, unions: [] },
  Volume: {
    fields: { name: str, hostPath: ref("HostPath"), emptyDir: ref("EmptyDir"), nfs: ref("HostPath") },
    unions: [{
      origin: "legacy",
      discriminator: null,
      values: {},
      members: {
        hostPath: { value: "HostPath", optional: true },
        emptyDir: { value: "EmptyDir", optional: true },
        nfs: { value: "NFS", optional: true },
      },
    }],
  },
  HostPath: { fields: { path: str }, unions: [] },
  EmptyDir: { fields: { medium: str }, unions: [] },
  Legacy: {
    fields: { type: str, alpha: int, beta: int },
    unions: [{
      origin: "legacy",
      discriminator: "type",
      values: { Alpha: "alpha", Beta: "beta" },
      members: { alpha: { value: "Alpha", optional: true }, beta: { value: "Beta", optional: true } },
    }],
  },
  LegacyEnum: {
    fields: { kind: { kind: "string", enum: ["One", "Two", "None"] }, one: int, two: int },
    unions: [{
      origin: "legacy",
      discriminator: "kind",
      values: { One: "one", Two: "two" },
      members: { one: { value: "One", optional: true }, two: { value: "Two", optional: true } },
    }],
  },
});
