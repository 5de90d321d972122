// The runtime's scale scenarios: one input of n list items (or map entries) per strategic
// merge patch feature and for union normalization/validation, built deterministically. Used by
// `npm run bench` (bench-runtime.ts, timings) and runtime-scale.test.ts (which asserts growth
// in operation counts, never times).

import {
  applyStrategicMergePatch, createThreeWayMergePatch, createTwoWayMergePatch, mergeApplied, normalizeUnions, validateCustomResource, validateDeclarative, validateUnions, type Tables,
} from "../src/runtime/index.js";

const str = { kind: "string" } as const;
const int = { kind: "integer" } as const;
const ref = (name: string) => ({ kind: "object", ref: name }) as const;

export const SCALE_TABLES: Tables = {
  Root: {
    fields: {
      items: { kind: "array", items: ref("Item"), patchStrategy: "merge", patchMergeKey: "name" },
      ports: { kind: "array", items: ref("Port"), patchStrategy: "merge", patchMergeKey: "port", recommendedMergeKeys: ["port", "protocol"] },
      tags: { kind: "array", items: str, patchStrategy: "merge" },
      volumes: { kind: "array", items: ref("Volume"), patchStrategy: "merge,retainKeys", patchMergeKey: "name" },
      strategies: { kind: "array", items: ref("Strategy"), listType: "map", listMapKeys: ["name"], patchStrategy: "merge", patchMergeKey: "name" },
      byName: { kind: "map", values: ref("Strategy") },
      endpoints: { kind: "array", items: ref("Port"), listType: "map", listMapKeys: ["port", "protocol"] },
      checked: {
        kind: "array", items: ref("Checked"), goShape: "slice",
        validations: [{ name: "listType", value: "map" }, { name: "listMapKey", value: "name" }, { name: "maxItems", value: 1_000_000 }],
      },
    },
    unions: [],
  },
  Item: { fields: { name: str, value: int, tags: { kind: "array", items: str, patchStrategy: "merge" } }, unions: [] },
  Port: { fields: { port: int, protocol: str, name: str }, unions: [] },
  Volume: { fields: { name: str, hostPath: ref("Path"), emptyDir: ref("Path") }, unions: [] },
  Path: { fields: { path: str }, unions: [] },
  Strategy: {
    fields: { name: str, type: { kind: "string", enum: ["Recreate", "RollingUpdate"] }, rollingUpdate: ref("Rolling") },
    unions: [{
      origin: "kep-1027",
      discriminator: "type",
      values: { Recreate: null, RollingUpdate: "rollingUpdate" },
      members: { rollingUpdate: { value: "RollingUpdate", optional: false } },
    }],
  },
  Rolling: { fields: { maxSurge: int }, unions: [] },
  Checked: {
    fields: {
      name: { kind: "string", goShape: "value", validations: [{ name: "required" }, { name: "format", value: "k8s-short-name" }] },
      value: { kind: "integer", goShape: "pointer", validations: [{ name: "optional" }, { name: "minimum", value: 0 }] },
    },
    unions: [],
  },
};

export interface Scenario {
  readonly name: string;
  /** Builds the inputs for n items and returns the call to measure. */
  readonly prepare: (n: number) => () => unknown;
}

const range = <T>(n: number, item: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => item(i));
const items = (n: number, from = 0): Record<string, unknown>[] => range(n, (i) => ({ name: `item-${from + i}`, value: i }));
const tags = (n: number, from = 0): string[] => range(n, (i) => `tag-${from + i}`);
const ports = (n: number): Record<string, unknown>[] => range(n, (i) => ({ port: i >> 1, protocol: i % 2 === 0 ? "TCP" : "UDP", name: `p${i}` }));
const strategies = (n: number, type: (i: number) => string): Record<string, unknown>[] =>
  range(n, (i) => ({ name: `s-${i}`, type: type(i), rollingUpdate: { maxSurge: i } }));
const apply = (live: object, patch: object) => () => applyStrategicMergePatch(SCALE_TABLES, "Root", live, patch);

export const SCENARIOS: readonly Scenario[] = [
  { name: "append n items to an n-item merge list", prepare: (n) => apply({ items: items(n) }, { items: items(n, n) }) },
  { name: "merge n existing items (reversed)", prepare: (n) => apply({ items: items(n) }, { items: items(n).reverse().map((item) => ({ ...item, value: -1 })) }) },
  {
    name: "`$patchMergeKey` on n items (two-field keys)",
    prepare: (n) => apply({ ports: ports(n) }, { ports: ports(n).map((port) => ({ $patchMergeKey: ["port", "protocol"], ...port, name: "renamed" })) }),
  },
  { name: "`$patch: delete` of n/2 of n items", prepare: (n) => apply({ items: items(n) }, { items: range(n >> 1, (i) => ({ name: `item-${2 * i}`, $patch: "delete" })) }) },
  {
    name: "`$setElementOrder` reversing n items, n/10 changed",
    prepare: (n) => apply({ items: items(n) }, {
      "$setElementOrder/items": items(n).reverse().map((item) => ({ name: item["name"] })),
      items: items(n).reverse().filter((_, i) => i % 10 === 0).map((item) => ({ name: item["name"], value: -1 })),
    }),
  },
  { name: "`$deleteFromPrimitiveList` of n/2 of n strings", prepare: (n) => apply({ tags: tags(n) }, { "$deleteFromPrimitiveList/tags": range(n >> 1, (i) => `tag-${2 * i}`) }) },
  { name: "scalar merge list: n strings into n (half new)", prepare: (n) => apply({ tags: tags(n) }, { tags: tags(n, n >> 1) }) },
  {
    name: "retainKeys list: n items, each `$retainKeys`",
    prepare: (n) => apply({ volumes: range(n, (i) => ({ name: `v-${i}`, hostPath: { path: "/" } })) },
      { volumes: range(n, (i) => ({ name: `v-${i}`, $retainKeys: ["emptyDir", "name"], emptyDir: {} })) }),
  },
  {
    name: "two-way diff: n items, n/2 changed, n/4 removed, n/4 added",
    prepare: (n) => {
      const original = { items: items(n), ports: ports(n >> 2) };
      const modified = {
        items: [...items(n).filter((_, i) => i % 4 !== 3).map((item, i) => (i % 2 === 0 ? { ...item, value: -1 } : item)), ...items(n >> 2, n)],
        ports: ports(n >> 2).reverse(),
      };
      return () => createTwoWayMergePatch(SCALE_TABLES, "Root", original, modified);
    },
  },
  {
    name: "two-way diff: n strings, half replaced",
    prepare: (n) => {
      const original = { tags: tags(n) };
      const modified = { tags: [...tags(n >> 1), ...tags(n >> 1, n)] };
      return () => createTwoWayMergePatch(SCALE_TABLES, "Root", original, modified);
    },
  },
  {
    name: "three-way diff: n items, n/2 changed, n/4 removed from the configuration, n/4 added by the server",
    prepare: (n) => {
      const original = { items: items(n), tags: tags(n) };
      const modified = { items: items(n).filter((_, i) => i % 4 !== 3).map((item, i) => (i % 2 === 0 ? { ...item, value: -1 } : item)), tags: tags(n >> 1) };
      const current = { items: [...items(n), ...items(n >> 2, n)], tags: tags(n + (n >> 2)) };
      return () => createThreeWayMergePatch(SCALE_TABLES, "Root", original, modified, current, { overwrite: false });
    },
  },
  {
    name: "server-side apply merge: n two-key items (reversed, half new) into n",
    prepare: (n) => {
      const live = { endpoints: ports(n) };
      const applied = { endpoints: [...ports(n).filter((_, i) => i % 2 === 0).reverse(), ...ports(n >> 1).map((port) => ({ ...port, port: n + Number(port["port"]) }))] };
      return () => mergeApplied(SCALE_TABLES, "Root", live, applied);
    },
  },
  {
    name: "normalizeUnions: n-item map list (reversed), every discriminator changed",
    prepare: (n) => {
      const old = { strategies: strategies(n, () => "RollingUpdate") };
      const next = { strategies: strategies(n, () => "Recreate").reverse() };
      return () => normalizeUnions(SCALE_TABLES, "Root", old, next);
    },
  },
  {
    name: "normalizeUnions: n-entry map, every discriminator changed",
    prepare: (n) => {
      const entries = (type: string): Record<string, unknown> => Object.fromEntries(strategies(n, () => type).map((s) => [s["name"], s]));
      const old = { byName: entries("RollingUpdate") };
      const next = { byName: entries("Recreate") };
      return () => normalizeUnions(SCALE_TABLES, "Root", old, next);
    },
  },
  {
    name: "validateUnions (ratcheting): n-item map list, half invalid",
    prepare: (n) => {
      const object = { strategies: strategies(n, (i) => (i % 2 === 0 ? "Recreate" : "RollingUpdate")) };
      const old = { strategies: strategies(n, () => "RollingUpdate") };
      return () => validateUnions(SCALE_TABLES, "Root", object, old, { ratchet: true });
    },
  },
  {
    name: "validateDeclarative: n-item map list, every item's tags (create)",
    prepare: (n) => {
      const object = { checked: range(n, (i) => ({ name: `c-${i}`, value: i % 10 === 0 ? -1 : i })) };
      return () => validateDeclarative(SCALE_TABLES, "Root", object);
    },
  },
  {
    name: "validateDeclarative (ratcheting update): n-item map list reversed, half changed",
    prepare: (n) => {
      const old = { checked: range(n, (i) => ({ name: `c-${i}`, value: i })) };
      const object = { checked: range(n, (i) => ({ name: `c-${i}`, value: i % 2 === 0 ? -i : i })).reverse() };
      return () => validateDeclarative(SCALE_TABLES, "Root", object, { old });
    },
  },
  {
    name: "validateCustomResource: n-item list-map (enum, bounds, pattern per item), 1 in 10 invalid",
    prepare: (n) => {
      const object = { ...CR, spec: { items: range(n, (i) => ({ name: `c-${i}`, mode: i % 10 === 0 ? "Sometimes" : "Fast", value: i % 10 === 1 ? -1 : i })) } };
      return () => validateCustomResource(CRD_TABLES, "Kind", object);
    },
  },
  {
    name: "validateCustomResource: n-item list-map with formats per item (ipv4, date-time, email), 1 in 10 invalid",
    prepare: (n) => {
      const item = (i: number): Record<string, unknown> => ({
        name: `c-${i}`, address: i % 10 === 0 ? "10.0.0.256" : `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        at: "2024-01-02T03:04:05Z", contact: `\"user ${i}\" <u${i}@example.com>`,
      });
      const object = { ...CR, spec: { items: range(n, item) } };
      return () => validateCustomResource(CRD_TABLES, "Kind", object);
    },
  },
  {
    name: "validateCustomResource (ratcheting update): n-item list-map reversed, half changed",
    prepare: (n) => {
      const old = { ...CR, spec: { items: range(n, (i) => ({ name: `c-${i}`, mode: "Fast", value: i })) } };
      const object = { ...CR, spec: { items: range(n, (i) => ({ name: `c-${i}`, mode: "Fast", value: i % 2 === 0 ? i + 1 : i })).reverse() } };
      return () => validateCustomResource(CRD_TABLES, "Kind", object, { old });
    },
  },
];

const CR = { apiVersion: "example.com/v1", kind: "Kind", metadata: { name: "x" } };

/** A kind whose spec holds a list-map of constrained items, as `generate --ts` writes CRD schemas. */
export const CRD_TABLES: Tables = {
  Kind: {
    fields: {}, unions: [],
    schema: {
      type: "object",
      properties: {
        apiVersion: { type: "string" }, kind: { type: "string" }, metadata: { type: "object" },
        spec: { type: "object", properties: { items: { type: "array", maxItems: 1_000_000, "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"], items: { $ref: "Item" } } } },
      },
    },
  },
  Item: {
    fields: {}, unions: [],
    schema: {
      type: "object", required: ["name"],
      properties: {
        name: { type: "string", maxLength: 63, pattern: "^[a-z0-9-]+$" },
        mode: { type: "string", enum: ["Fast", "Slow"] },
        value: { type: "integer", format: "int64", minimum: 0 },
        address: { type: "string", format: "ipv4" },
        at: { type: "string", format: "date-time" },
        contact: { type: "string", format: "email" },
      },
    },
  },
};
