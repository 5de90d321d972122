// k8sUnionRules: the exact rules, and the rules evaluated with a CEL engine (@bufbuild/cel,
// a dev dependency) on our own objects reject exactly when validateK8sUnions (validation-gen's
// semantics) does, with its messages.

import test from "ava";
import { run, type CelInput } from "@bufbuild/cel";
import { validateK8sUnions, type K8sUnionTable, type Tables } from "../../runtime/index.js";
import { field, k8sUnionRules } from "./k8s-union-rules.js";

const members = [
  { name: "number", memberName: "Number", field: "number" },
  { name: "text", memberName: "Text", field: "text" },
  { name: "list", memberName: "List", field: "list" },
  { name: "labels", memberName: "Labels", field: "labels" },
];
const fields = {
  mode: { kind: "string", goShape: "value" },
  number: { kind: "integer", goShape: "pointer" },
  text: { kind: "string", goShape: "value" },
  list: { kind: "array", items: { kind: "string" }, goShape: "slice" },
  labels: { kind: "map", values: { kind: "string" }, goShape: "map" },
} as const;
const exactlyOne: K8sUnionTable = { kind: "exactlyOne", name: "", members };
const zeroOrOne: K8sUnionTable = { kind: "zeroOrOne", name: "", members };
const discriminated: K8sUnionTable = { kind: "discriminated", name: "", discriminator: "mode", members: members.slice(0, 2) };
const items: K8sUnionTable = {
  kind: "exactlyOne", name: "",
  members: [{ name: "tasks[{\"name\": \"a\"}]", memberName: "", item: { name: "a" } }, { name: "tasks[{\"name\": \"b\"}]", memberName: "", item: { name: "b" } }],
};

const objects: unknown[] = [
  {}, { number: 0 }, { text: "" }, { text: "x" }, { list: [] }, { list: ["a"] }, { labels: {} }, { labels: { a: "b" } },
  { number: 1, text: "x" }, { number: 1, list: ["a"], labels: { a: "b" } }, { mode: "Number" }, { mode: "Number", number: 3 },
  { mode: "Text", number: 3 }, { mode: "Other" }, { mode: "Text", text: "t" }, { mode: "", text: "t" },
];

function toCel(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toCel);
  if (value !== null && typeof value === "object") return new Map(Object.entries(value).map(([k, v]) => [k, toCel(v)]));
  return typeof value === "number" && Number.isInteger(value) ? BigInt(value) : value;
}

function rejections(union: K8sUnionTable, self: unknown): string[] {
  return k8sUnionRules(union, fields).filter((r) => run(r.rule, { self: toCel(self) as CelInput }) !== true).map((r) => r.message);
}

for (const [name, union] of [["exactlyOne", exactlyOne], ["zeroOrOne", zeroOrOne], ["discriminated", discriminated]] as const) {
  test(`${name}: CEL rejects exactly as validation-gen, with its messages`, (t) => {
    const tables: Tables = { T: { fields, unions: [], k8sUnions: [union] } };
    for (const object of objects) {
      const want = validateK8sUnions(tables, "T", object).map((e) => e.detail);
      t.deepEqual(rejections(union, object), want, JSON.stringify(object));
    }
  });
}

test("item unions: CEL on the list rejects exactly as validation-gen", (t) => {
  const tables: Tables = { T: { fields: { tasks: { kind: "array", items: { kind: "object", ref: "Task" }, goShape: "slice", listType: "map", listMapKeys: ["name"], k8sUnions: [items] } }, unions: [] }, Task: { fields: { name: { kind: "string", goShape: "value" } }, unions: [] } };
  for (const tasks of [[], [{ name: "a" }], [{ name: "a" }, { name: "b" }], [{ name: "c" }], [{}], [{ name: "b" }, { name: "c" }]]) {
    const want = validateK8sUnions(tables, "T", { tasks }).map((e) => e.detail);
    t.deepEqual(rejections(items, tasks), want, JSON.stringify(tasks));
  }
});

test("the rules, exactly", (t) => {
  t.deepEqual(k8sUnionRules({ kind: "zeroOrOne", name: "", members: members.slice(0, 3) }, fields), [{
    rule: "(has(self.number) ? 1 : 0) + ((has(self.text) && self.text != '') ? 1 : 0) + ((has(self.list) && size(self.list) > 0) ? 1 : 0) <= 1",
    message: "must specify at most one of: `number`, `text`, `list`",
  }]);
  t.deepEqual(k8sUnionRules(discriminated, fields)[0], {
    rule: "!has(self.number) || (has(self.mode) ? self.mode : '') == \"Number\"",
    message: "may only be specified when `mode` is \"Number\"",
    fieldPath: ".number",
  });
  t.is(k8sUnionRules(items, {})[0]!.rule, "(self.exists(i, has(i.name) && i.name == \"a\") ? 1 : 0) + (self.exists(i, has(i.name) && i.name == \"b\") ? 1 : 0) >= 1");
});

test("property names CEL cannot spell are escaped as Kubernetes escapes them", (t) => {
  t.deepEqual(["a-b", "a.b", "a/b", "a__b", "namespace", "in", "plain"].map(field), ["a__dash__b", "a__dot__b", "a__slash__b", "a__underscores__b", "__namespace__", "__in__", "plain"]);
});
