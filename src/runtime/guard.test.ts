// Deep, cyclic and shared inputs, and malformed tables: every entry point fails with the
// library's own error (InputError, TablesError), code and path, never a RangeError or TypeError.

import test from "ava";
import {
  InputError, MAX_DEPTH, TablesError, applyStrategicMergePatch, createTwoWayMergePatch, normalizeUnions, validateK8sUnions, validateUnions,
  type Tables,
} from "./index.js";
import { deepFreeze } from "./test-support.js";

const ref = (name: string) => ({ kind: "object", ref: name }) as const;

const TABLES: Tables = deepFreeze({
  Node: {
    fields: {
      name: { kind: "string" },
      child: ref("Node"),
      list: { kind: "array", items: ref("Node"), patchStrategy: "merge", patchMergeKey: "name" },
      type: { kind: "string" },
      a: ref("Node"),
    },
    unions: [{ origin: "kep-1027", discriminator: "type", values: { A: "a" }, members: { a: { value: "A", optional: true } } }],
  },
});

/** `{child: {child: … {name}}}` with `levels` levels of objects in all. */
function chain(levels: number, name: string): Record<string, unknown> {
  let value: Record<string, unknown> = { name };
  for (let i = 1; i < levels; i++) value = { child: value };
  return value;
}

const ENTRY_POINTS: readonly [string, (deep: object) => unknown][] = [
  ["applyStrategicMergePatch", (deep) => applyStrategicMergePatch(TABLES, "Node", {}, deep)],
  ["createTwoWayMergePatch", (deep) => createTwoWayMergePatch(TABLES, "Node", deep, {})],
  ["normalizeUnions", (deep) => normalizeUnions(TABLES, "Node", undefined, deep)],
  ["validateUnions", (deep) => validateUnions(TABLES, "Node", deep)],
];

const INPUT_NAMES: Record<string, string> = {
  applyStrategicMergePatch: "patch", createTwoWayMergePatch: "original", normalizeUnions: "new", validateUnions: "object",
};

for (const [name, run] of ENTRY_POINTS) {
  test(`${name}: MAX_DEPTH levels work, one more is input.tooDeep at the first value past the limit`, (t) => {
    t.notThrows(() => run(chain(MAX_DEPTH, "leaf")));
    const error = t.throws(() => run(chain(MAX_DEPTH + 1, "leaf")), { instanceOf: InputError });
    t.deepEqual({ code: error?.code, input: error?.input, path: error?.path },
      { code: "input.tooDeep", input: INPUT_NAMES[name], path: Array.from({ length: MAX_DEPTH }, () => "child").join(".") });
  });

  test(`${name}: far too deep (10,000 levels) is input.tooDeep, not a RangeError`, (t) => {
    const error = t.throws(() => run(chain(10_000, "leaf")), { instanceOf: InputError });
    t.is(error?.code, "input.tooDeep");
  });

  test(`${name}: a cyclic object is input.cyclic where the cycle closes`, (t) => {
    const cyclic: Record<string, unknown> = { name: "x", child: { name: "y" } };
    (cyclic["child"] as Record<string, unknown>)["list"] = [{ name: "z" }, cyclic];
    const error = t.throws(() => run(cyclic), { instanceOf: InputError });
    t.deepEqual({ code: error?.code, path: error?.path }, { code: "input.cyclic", path: "child.list[1]" });
  });
}

test("deep lists count every level: a list and its objects", (t) => {
  let value: unknown = { name: "leaf" };
  for (let i = 1; i < MAX_DEPTH; i += 2) value = { name: "n", list: [value] };
  const error = t.throws(() => applyStrategicMergePatch(TABLES, "Node", value as object, {}), { instanceOf: InputError });
  t.deepEqual({ code: error?.code, input: error?.input }, { code: "input.tooDeep", input: "original" });
  t.true(error?.path.startsWith("list[0].list[0]"));
});

test("a subtree shared by several parents is no cycle; its depth counts where it sits deepest", (t) => {
  const shared = chain(MAX_DEPTH - 2, "shared");
  const ok = { name: "root", list: [shared, shared] };
  t.deepEqual(applyStrategicMergePatch(TABLES, "Node", {}, ok), { name: "root", list: [shared, shared] });
  const tooDeep = { name: "root", child: shared, list: [{ name: "x", child: shared }] };
  const error = t.throws(() => applyStrategicMergePatch(TABLES, "Node", {}, tooDeep), { instanceOf: InputError });
  t.deepEqual({ code: error?.code, path: error?.path }, { code: "input.tooDeep", path: `list[0]${".child".repeat(MAX_DEPTH - 2)}` });
});

const MALFORMED: readonly [string, unknown, string][] = [
  ["tables that are not an object", null, ""],
  ["a definition that is not an object", { Node: 3 }, "Node"],
  ["a definition without fields", { Node: { unions: [] } }, "Node.fields"],
  ["a definition without unions", { Node: { fields: {} } }, "Node.unions"],
  ["a field that is not an object", { Node: { fields: { a: "string" }, unions: [] } }, "Node.fields.a"],
  ["an unknown kind", { Node: { fields: { a: { kind: "float" } }, unions: [] } }, "Node.fields.a.kind"],
  ["a ref that is not a string", { Node: { fields: { a: { kind: "object", ref: 1 } }, unions: [] } }, "Node.fields.a.ref"],
  ["nested items without a kind", { Node: { fields: { a: { kind: "array", items: { kind: "array", items: {} } } }, unions: [] } }, "Node.fields.a.items.items.kind"],
  ["listMapKeys that are not strings", { Node: { fields: { a: { kind: "array", listMapKeys: [1] } }, unions: [] } }, "Node.fields.a.listMapKeys"],
  ["a patchMergeKey that is not a string", { Node: { fields: { a: { kind: "array", patchMergeKey: ["x"] } }, unions: [] } }, "Node.fields.a.patchMergeKey"],
  ["a union with an unknown origin", { Node: { fields: {}, unions: [{ origin: "x", discriminator: null, values: {}, members: {} }] } }, "Node.unions[0].origin"],
  ["a union member without its value", { Node: { fields: {}, unions: [{ origin: "legacy", discriminator: null, values: {}, members: { a: {} } }] } }, "Node.unions[0].members.a"],
  ["union values that are not member names", { Node: { fields: {}, unions: [{ origin: "legacy", discriminator: "t", values: { A: 1 }, members: {} }] } }, "Node.unions[0].values.A"],
];

for (const [what, tables, path] of MALFORMED) {
  test(`malformed tables: ${what} is tables.malformed at ${JSON.stringify(path)} from every entry point`, (t) => {
    for (const [, run] of [
      ["apply", () => applyStrategicMergePatch(tables as Tables, "Node", {}, {})],
      ["diff", () => createTwoWayMergePatch(tables as Tables, "Node", {}, {})],
      ["normalize", () => normalizeUnions(tables as Tables, "Node", undefined, {})],
      ["validate", () => validateUnions(tables as Tables, "Node", {})],
      ["validate k8s", () => validateK8sUnions(tables as Tables, "Node", {})],
    ] as const) {
      const error = t.throws(run, { instanceOf: TablesError });
      t.deepEqual({ code: error?.code, path: error?.path }, { code: "tables.malformed", path });
    }
  });
}

test("a cyclic element in the tables is tables.malformed, not an endless loop", (t) => {
  const items: Record<string, unknown> = { kind: "array" };
  items["items"] = items;
  const tables = { Node: { fields: { a: items }, unions: [] } } as unknown as Tables;
  const error = t.throws(() => applyStrategicMergePatch(tables, "Node", {}, {}), { instanceOf: TablesError });
  t.deepEqual({ code: error?.code, path: error?.path }, { code: "tables.malformed", path: `Node.fields.a${".items".repeat(101)}` });
});

test("tables with properties the runtime does not know are accepted", (t) => {
  const tables = { Node: { fields: { a: { kind: "string", future: 1 } }, unions: [], future: true } } as unknown as Tables;
  t.deepEqual(applyStrategicMergePatch(tables, "Node", {}, { a: "x" }), { a: "x" });
});

/** A list of no elements whose length is `length` (a sparse array). */
function sparse(length: number, at?: number): unknown[] {
  const list: unknown[] = [];
  list.length = length;
  if (at !== undefined) list[at] = { name: "x" };
  return list;
}

const ALL_ENTRY_POINTS: readonly [string, (value: object) => unknown][] = [
  ...ENTRY_POINTS,
  ["validateK8sUnions", (value) => validateK8sUnions(TABLES, "Node", value)],
];

for (const [name, run] of ALL_ENTRY_POINTS) {
  test(`${name}: a sparse list costs what it holds: input.sparse at its first hole, at once even for length 2**32-1`, (t) => {
    for (const list of [sparse(2 ** 32 - 1), sparse(1e8, 5), sparse(2 ** 32 - 1, 2 ** 32 - 2), [{ name: "a" }, , { name: "b" }]]) {
      const started = performance.now();
      const error = t.throws(() => run({ name: "root", list }), { instanceOf: InputError });
      t.is(error?.code, "input.sparse");
      t.true(performance.now() - started < 1000, "no walk over the length");
    }
  });

  test(`${name}: a revoked Proxy, as the input or inside it, is input.unreadable`, (t) => {
    const revoked = (): object => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    };
    for (const value of [revoked(), { name: "root", child: revoked() }, { name: "root", list: [revoked()] }]) {
      const error = t.throws(() => run(value), { instanceOf: InputError });
      t.is(error?.code, "input.unreadable");
    }
  });
}

test("input.sparse names the first hole's path", (t) => {
  const error = t.throws(() => applyStrategicMergePatch(TABLES, "Node", {}, { name: "r", list: [{ name: "a" }, , { name: "b" }] }), { instanceOf: InputError });
  t.deepEqual({ code: error?.code, input: error?.input, path: error?.path }, { code: "input.sparse", input: "patch", path: "list[1]" });
});
