// k8sUnionRules: the exact rules, and the rules evaluated with a CEL engine (@bufbuild/cel,
// a dev dependency) on our own objects reject exactly when validateK8sUnions (validation-gen's
// semantics) does, with its messages, on create and on update (ratcheting).

import test from "ava";
import { validateK8sUnions, type K8sUnionTable, type Tables } from "../../runtime/index.js";
import { field, k8sUnionRules } from "./k8s-union-rules.js";
import { evaluateRule } from "./test-support.js";

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

function rejections(union: K8sUnionTable, self: unknown, old?: unknown): string[] {
  return k8sUnionRules(union, fields).map((r) => evaluateRule(r, self, old)).filter((v): v is string => v !== true);
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

test("updates ratchet as validation-gen does: unchanged set/unset states and discriminator pass", (t) => {
  for (const union of [exactlyOne, zeroOrOne, discriminated]) {
    const tables: Tables = { T: { fields, unions: [], k8sUnions: [union] } };
    for (const object of objects) for (const old of objects) {
      const want = validateK8sUnions(tables, "T", object, old).map((e) => e.detail);
      t.deepEqual(rejections(union, object, old), want, `${union.kind} ${JSON.stringify(old)} -> ${JSON.stringify(object)}`);
    }
  }
});

test("the rules, exactly", (t) => {
  t.deepEqual(k8sUnionRules({ kind: "zeroOrOne", name: "", members: members.slice(0, 2) }, fields), [{
    rule: "((has(self.number) ? 1 : 0) + ((has(self.text) && self.text != '') ? 1 : 0) <= 1) || (oldSelf.hasValue() && [has(self.number), (has(self.text) && self.text != '')] == [has(oldSelf.value().number), (has(oldSelf.value().text) && oldSelf.value().text != '')])",
    message: "must specify at most one of: `number`, `text`",
    optionalOldSelf: true,
  }]);
  t.deepEqual(k8sUnionRules({ ...discriminated, members: members.slice(0, 1) }, fields)[0], {
    rule: "(!has(self.number) || (has(self.mode) ? self.mode : '') == \"Number\") || (oldSelf.hasValue() && (has(self.mode) ? self.mode : '') == (has(oldSelf.value().mode) ? oldSelf.value().mode : '') && [has(self.number)] == [has(oldSelf.value().number)])",
    message: "may only be specified when `mode` is \"Number\"",
    fieldPath: ".number",
    optionalOldSelf: true,
  });
  t.deepEqual(k8sUnionRules(items, {})[0], {
    rule: "(self.exists(i, has(i.name) && i.name == \"a\") ? 1 : 0) + (self.exists(i, has(i.name) && i.name == \"b\") ? 1 : 0) >= 1",
    message: "must specify one of: `tasks[{\"name\": \"a\"}]`, `tasks[{\"name\": \"b\"}]`",
  });
});

test("item unions read only self (a bounded cost): an update is checked unless the API server's ratcheting skips an unchanged list", (t) => {
  const rules = k8sUnionRules(items, {});
  t.true(rules.every((rule) => rule.optionalOldSelf === undefined && !rule.rule.includes("oldSelf")));
  // validation-gen passes this update (the same members are present); the rules check it again (OM5090)
  const old = [{ name: "a" }, { name: "b" }];
  t.deepEqual(rejections(items, [...old, { name: "c" }], old), ["must specify exactly one of: `tasks[{\"name\": \"a\"}]`, `tasks[{\"name\": \"b\"}]`"]);
});

test("property names CEL cannot spell are escaped as Kubernetes escapes them", (t) => {
  t.deepEqual(["a-b", "a.b", "a/b", "a__b", "namespace", "in", "plain"].map(field), ["a__dash__b", "a__dot__b", "a__slash__b", "a__underscores__b", "__namespace__", "__in__", "plain"]);
});
