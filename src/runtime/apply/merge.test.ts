// mergeApplied: server-side apply's merge of list-maps (two keys), sets and atomic lists, on
// our own small inputs; errors with their exact codes and paths.

import test from "ava";
import { deepFreeze } from "../test-support.js";
import { ApplyError, InputError, mergeApplied, type Tables } from "../index.js";

const str = { kind: "string" } as const;
const int = { kind: "integer" } as const;

/** A Service-like type: ports keyed on port and protocol, a set of finalizers, atomic args, an atomic selector. */
const TABLES: Tables = deepFreeze({
  Svc: {
    fields: {
      ports: { kind: "array", items: { kind: "object", ref: "Port" }, listType: "map", listMapKeys: ["port", "protocol"] },
      finalizers: { kind: "array", items: str, listType: "set" },
      args: { kind: "array", items: str, listType: "atomic" },
      plain: { kind: "array", items: str },
      labels: { kind: "map", values: str },
      selector: { kind: "object", ref: "Selector", mapType: "atomic" },
      spec: { kind: "object", ref: "Spec" },
      raw: { kind: "object" },
    },
    unions: [],
  },
  Port: { fields: { port: int, protocol: str, name: str, targetPort: int }, unions: [] },
  Selector: { fields: { app: str, tier: str }, unions: [] },
  Spec: { fields: { replicas: int, paused: { kind: "boolean" } }, unions: [] },
});

const merge = (live: object, applied: object): unknown => mergeApplied(TABLES, "Svc", deepFreeze(live), deepFreeze(applied));

test("list-map items are matched on all their keys: same port, other protocol is another item", (t) => {
  t.deepEqual(merge(
    { ports: [{ port: 53, protocol: "TCP", name: "dns-tcp" }, { port: 53, protocol: "UDP", name: "dns" }] },
    { ports: [{ port: 53, protocol: "UDP", name: "dns-udp" }] },
  ), { ports: [{ port: 53, protocol: "TCP", name: "dns-tcp" }, { port: 53, protocol: "UDP", name: "dns-udp" }] });
});

test("list-map items merge field by field", (t) => {
  t.deepEqual(merge({ ports: [{ port: 80, protocol: "TCP", targetPort: 8080 }] }, { ports: [{ port: 80, protocol: "TCP", name: "http" }] }),
    { ports: [{ port: 80, protocol: "TCP", targetPort: 8080, name: "http" }] });
});

test("order: the applied list's, live-only items keep their places", (t) => {
  const p = (port: number): object => ({ port, protocol: "TCP" });
  t.deepEqual(merge({ ports: [p(1), p(2), p(3)] }, { ports: [p(3), p(2)] }), { ports: [p(1), p(3), p(2)] });
  t.deepEqual(merge({ ports: [p(1), p(2), p(3)] }, { ports: [p(3), p(1)] }), { ports: [p(2), p(3), p(1)] });
  t.deepEqual(merge({ ports: [p(2)] }, { ports: [p(1), p(2), p(3)] }), { ports: [p(1), p(2), p(3)] });
});

test("live duplicates are replaced by the applied item; live-only duplicates stay", (t) => {
  t.deepEqual(merge(
    { ports: [{ port: 1, protocol: "TCP", name: "a" }, { port: 2, protocol: "TCP" }, { port: 1, protocol: "TCP", targetPort: 9 }] },
    { ports: [{ port: 1, protocol: "TCP", name: "b" }, { port: 2, protocol: "TCP" }] },
  ), { ports: [{ port: 1, protocol: "TCP", name: "b" }, { port: 2, protocol: "TCP" }] });
  t.deepEqual(merge({ ports: [{ port: 1, protocol: "TCP", name: "a" }, { port: 1, protocol: "TCP", name: "b" }] }, { ports: [] }),
    { ports: [{ port: 1, protocol: "TCP", name: "a" }, { port: 1, protocol: "TCP", name: "b" }] });
});

test("sets: a union in the applied order, live-only items after the item they followed", (t) => {
  t.deepEqual(merge({ finalizers: ["a", "b"] }, { finalizers: ["c", "a"] }), { finalizers: ["c", "a", "b"] });
});

test("atomic lists, atomic structs and free-form values are replaced whole, even by null", (t) => {
  t.deepEqual(merge({ args: ["a", "b"], plain: ["x"] }, { args: ["c"], plain: [] }), { args: ["c"], plain: [] });
  t.deepEqual(merge({ args: ["a", "a"] }, { args: null }), { args: null });
  t.deepEqual(merge({ selector: { app: "a", tier: "t" } }, { selector: { app: "b" } }), { selector: { app: "b" } });
  t.deepEqual(merge({ raw: { a: 1 } }, { raw: { b: 2 } }), { raw: { b: 2 } });
});

test("granular structs and maps merge by key; null or empty on one side is the other side", (t) => {
  t.deepEqual(merge({ spec: { replicas: 1 }, labels: { a: "1" } }, { spec: { paused: true }, labels: { b: "2" } }),
    { spec: { replicas: 1, paused: true }, labels: { a: "1", b: "2" } });
  t.deepEqual(merge({ spec: { replicas: 1 } }, { spec: null }), { spec: { replicas: 1 } });
  t.deepEqual(merge({ spec: null }, { spec: {} }), { spec: {} });
  t.deepEqual(merge({ spec: { replicas: 1 } }, { spec: { replicas: null } }), { spec: { replicas: null } });
  t.deepEqual(merge({ ports: [{ port: 1, protocol: "TCP" }] }, { ports: null }), { ports: [{ port: 1, protocol: "TCP" }] });
});

test("bad applied lists: duplicates, items without keys, items of the wrong kind", (t) => {
  const fail = (live: object, applied: object, code: string, input: string, path: string, message: string): void => {
    const error = t.throws(() => merge(live, applied), { instanceOf: ApplyError });
    t.deepEqual([error.code, error.input, error.path, error.message], [code, input, path, message]);
  };
  fail({}, { ports: [{ port: 1, protocol: "TCP" }, { protocol: "TCP", port: 1 }] }, "apply.duplicateEntries", "applied", "ports[1]",
    'applied at ports[1]: duplicate entries for key [["port",1],["protocol","TCP"]]');
  fail({}, { ports: [{ name: "x" }] }, "apply.missingListMapKeys", "applied", "ports[0]", "applied at ports[0]: the item has none of the list's keys (port, protocol)");
  fail({ ports: [null] }, { ports: [{ port: 1 }] }, "apply.invalidListItem", "live", "ports[0]", "live at ports[0]: an item of a listType=map list must be an object");
  fail({}, { finalizers: [{}] }, "apply.invalidListItem", "applied", "finalizers[0]", "applied at finalizers[0]: an item of a set must be a scalar");
  const notObject = t.throws(() => mergeApplied(TABLES, "Svc", [] as unknown as object, {}), { instanceOf: ApplyError });
  t.deepEqual([notObject.code, notObject.input, notObject.message], ["apply.invalidDocument", "live", "live: the live and applied values must be JSON objects"]);
});

test("hostile inputs: prototype keys are plain keys, deep nesting is InputError", (t) => {
  const live = JSON.parse('{"labels":{"__proto__":"x"}}') as object;
  const out = mergeApplied(TABLES, "Svc", live, JSON.parse('{"labels":{"constructor":"y"}}') as object);
  t.deepEqual(Object.keys(out["labels"] as object), ["__proto__", "constructor"]);
  let deep: unknown = {};
  for (let i = 0; i < 600; i++) deep = { raw: deep };
  t.is(t.throws(() => mergeApplied(TABLES, "Svc", {}, deep as object), { instanceOf: InputError }).code, "input.tooDeep");
});
