// validateK8sUnions: validation-gen's union semantics on our own tables — Go-shape "set",
// exact messages and paths, discriminated per-member errors, ratcheting, list items,
// stability levels, and a walk that neither recurses nor goes quadratic.

import test from "ava";
import { FieldError, InputError, validateK8sUnions, type Tables } from "../index.js";
import { deepFreeze } from "../test-support.js";

const TABLES: Tables = {
  Value: {
    fields: {
      number: { kind: "integer", goShape: "pointer" },
      text: { kind: "string", goShape: "value" },
      list: { kind: "array", items: { kind: "string" }, goShape: "slice" },
      labels: { kind: "map", values: { kind: "string" }, goShape: "map" },
    },
    unions: [],
    k8sUnions: [{
      kind: "exactlyOne", name: "",
      members: [
        { name: "number", memberName: "Number", field: "number" },
        { name: "text", memberName: "Text", field: "text" },
        { name: "list", memberName: "List", field: "list" },
        { name: "labels", memberName: "Labels", field: "labels" },
      ],
      stability: "alpha", since: "1.36",
    }],
  },
  Drive: {
    fields: {
      mode: { kind: "string", goShape: "value" },
      battery: { kind: "object", goShape: "pointer" },
      panels: { kind: "map", values: { kind: "string" }, goShape: "map" },
    },
    unions: [],
    k8sUnions: [{
      kind: "discriminated", name: "", discriminator: "mode",
      members: [
        { name: "battery", memberName: "Electric", field: "battery" },
        { name: "panels", memberName: "Solar", field: "panels" },
      ],
    }],
  },
  Pair: {
    fields: { low: { kind: "integer", goShape: "pointer" }, high: { kind: "integer", goShape: "pointer" } },
    unions: [],
  },
  Step: { fields: { name: { kind: "string", goShape: "value" }, count: { kind: "integer", goShape: "value" } }, unions: [] },
  Holder: {
    fields: {
      value: { kind: "object", ref: "Value", goShape: "struct" },
      drive: { kind: "object", ref: "Drive", goShape: "pointer" },
      drives: { kind: "map", values: { kind: "object", ref: "Drive" }, goShape: "map" },
      pair: {
        kind: "object", ref: "Pair", goShape: "struct",
        k8sUnions: [{ kind: "zeroOrOne", name: "", members: [{ name: "low", memberName: "Low", field: "low" }, { name: "high", memberName: "High", field: "high" }], stability: "beta" }],
      },
      steps: {
        kind: "array", items: { kind: "object", ref: "Step" }, goShape: "slice", listType: "map", listMapKeys: ["name"],
        k8sUnions: [{ kind: "exactlyOne", name: "", members: [{ name: "steps[{\"name\": \"start\"}]", memberName: "", item: { name: "start" } }, { name: "steps[{\"name\": \"resume\"}]", memberName: "", item: { name: "resume" } }] }],
        k8sOptional: true,
      },
      next: { kind: "object", ref: "Holder", goShape: "pointer" },
    },
    unions: [],
  },
};

function validate(type: string, object: unknown, old?: unknown): FieldError[] {
  return validateK8sUnions(TABLES, type, deepFreeze(object), deepFreeze(old));
}

const invalid = (field: string, badValue: string, detail: string, origin: "union" | "zeroOrOneOf", level?: "alpha" | "beta"): FieldError =>
  new FieldError(field, badValue, detail, origin, level);

const ALL_VALUE = "must specify one of: `number`, `text`, `list`, `labels`";

test("exactly one: Go-shape set rules (\"\", [] and {} are unset; a null pointer is unset)", (t) => {
  t.deepEqual(validate("Value", { number: 0 }), [], "a pointer to zero is set");
  t.deepEqual(validate("Value", { text: "a" }), []);
  t.deepEqual(validate("Value", { text: "", list: [], labels: {}, number: null }), [invalid("<nil>", "", ALL_VALUE, "union", "alpha")]);
  t.deepEqual(validate("Value", { text: "a", list: ["x"], labels: { k: "v" } }), [
    invalid("<nil>", "{text, list, labels}", "must specify exactly one of: `number`, `text`, `list`, `labels`", "union", "alpha"),
  ]);
  t.is(validate("Value", {})[0]!.toString(), "<nil>: Invalid value: \"\": must specify one of: `number`, `text`, `list`, `labels`");
});

test("discriminated: one error per member; empty and unknown discriminators are no error by themselves", (t) => {
  t.deepEqual(validate("Drive", { mode: "Electric", battery: {} }), []);
  t.deepEqual(validate("Drive", { mode: "Manual" }), [], "a value that selects no member");
  t.deepEqual(validate("Drive", {}), [], "empty");
  t.deepEqual(validate("Drive", { mode: "Solar", battery: {} }), [
    invalid("battery", "", "may only be specified when `mode` is \"Electric\"", "union"),
    invalid("panels", "", "must be specified when `mode` is \"Solar\"", "union"),
  ]);
  t.deepEqual(validate("Drive", { mode: "Solar", panels: {} }), [invalid("panels", "", "must be specified when `mode` is \"Solar\"", "union")], "an empty map is unset");
  t.deepEqual(validate("Drive", { battery: {} }), [invalid("battery", "", "may only be specified when `mode` is \"Electric\"", "union")], "no discriminator with a member set");
});

test("nested unions: paths as Kubernetes prints them; a struct value is validated even when absent", (t) => {
  t.deepEqual(validate("Holder", { value: { text: "a" } }), []);
  t.deepEqual(validate("Holder", {}), [invalid("value", "", ALL_VALUE, "union", "alpha")], "value is a Go struct value: its zero value is validated");
  t.deepEqual(validate("Holder", { value: { text: "a" }, drive: { mode: "Electric" }, drives: { x: { mode: "Solar", panels: { a: "b" } }, y: { battery: {} } } }), [
    invalid("drive.battery", "", "must be specified when `mode` is \"Electric\"", "union"),
    invalid("drives[y].battery", "", "may only be specified when `mode` is \"Electric\"", "union"),
  ]);
  t.deepEqual(validate("Holder", { value: { text: "a" }, pair: { low: 1, high: 2 } }), [
    invalid("pair", "{low, high}", "must specify at most one of: `low`, `high`", "zeroOrOneOf", "beta"),
  ]);
});

test("list-item members: set when an item has the keys; +k8s:optional skips an empty list", (t) => {
  const base = { value: { text: "a" } };
  t.deepEqual(validate("Holder", { ...base, steps: [{ name: "start" }, { name: "other" }] }), []);
  t.deepEqual(validate("Holder", { ...base, steps: [] }), [], "optional and unset");
  t.deepEqual(validate("Holder", { ...base, steps: [{ name: "other" }] }), [
    invalid("steps", "", "must specify one of: `steps[{\"name\": \"start\"}]`, `steps[{\"name\": \"resume\"}]`", "union"),
  ]);
  t.deepEqual(validate("Holder", { ...base, steps: [{ name: "resume" }, { name: "start" }] }), [
    invalid("steps", "{steps[{\"name\": \"start\"}], steps[{\"name\": \"resume\"}]}", "must specify exactly one of: `steps[{\"name\": \"start\"}]`, `steps[{\"name\": \"resume\"}]`", "union"),
  ], "members listed in declaration order, not item order");
});

test("ratcheting: skipped on update when the discriminator and every member's set state are unchanged", (t) => {
  const bad = { mode: "Solar", battery: { volts: 1 } };
  t.is(validate("Drive", bad).length, 2, "create");
  t.deepEqual(validate("Drive", bad, { mode: "Solar", battery: { volts: 2 } }), [], "values changed, membership did not");
  t.is(validate("Drive", bad, { mode: "Electric", battery: {} }).length, 2, "the discriminator changed");
  t.is(validate("Drive", bad, { mode: "Solar" }).length, 2, "a member changed");
  t.is(validate("Drive", bad, null).length, 2, "update without an old object");
  t.deepEqual(validate("Value", { text: "a", list: ["x"] }, { text: "b", list: ["y"] }), []);
  t.is(validate("Value", { text: "a", list: ["x"] }, { text: "b" }).length, 1);
  t.deepEqual(validate("Value", { text: "", list: [] }, { list: [] }), [], "unset before and after");
  const holder = { value: { text: "a" }, drive: bad };
  t.is(validate("Holder", holder, { value: { text: "a" } }).length, 2, "no old value at that place: no ratcheting");
  t.deepEqual(validate("Holder", holder, { value: { text: "a" }, drive: bad }), []);
  t.deepEqual(validate("Holder", { ...holder, drives: { k: bad } }, { value: { text: "a" }, drive: bad, drives: { k: bad } }), [], "map values by key");
});

test("ratcheting of list items: old items are found by their listType=map keys", (t) => {
  const steps = [{ name: "resume" }, { name: "start" }];
  const holder = { value: { text: "a" }, steps };
  t.deepEqual(validate("Holder", holder, { value: { text: "a" }, steps: [{ name: "start", count: 1 }, { name: "resume" }] }), []);
  t.is(validate("Holder", holder, { value: { text: "a" }, steps: [{ name: "start" }] }).length, 1);
});

test("deep and long inputs: no recursion, one pass per list", (t) => {
  let deep: Record<string, unknown> = { value: { text: "a" } };
  for (let i = 0; i < 100_000; i++) deep = { value: { text: "a" }, next: deep };
  t.deepEqual(validateK8sUnions(TABLES, "Holder", deep), []);
  const steps = Array.from({ length: 100_000 }, (_, i) => ({ name: `s${i}` }));
  steps.push({ name: "start" });
  const drives = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`d${i}`, { mode: "Electric", battery: {} }]));
  t.deepEqual(validateK8sUnions(TABLES, "Holder", { value: { text: "a" }, steps, drives }, { value: { text: "a" }, steps, drives }), []);
});

test("a value that contains itself is InputError input.cyclic, not an endless walk", (t) => {
  const cyclic: Record<string, unknown> = { value: { text: "a" } };
  cyclic.next = { value: { text: "a" }, next: cyclic };
  const error = t.throws(() => validateK8sUnions(TABLES, "Holder", cyclic), { instanceOf: InputError });
  t.is(error?.code, "input.cyclic");
  t.is(error?.message, "object at next.next: the value contains itself");
  const shared = { text: "a" };
  t.deepEqual(validateK8sUnions(TABLES, "Holder", { value: shared, next: { value: shared } }), [], "a shared, acyclic value is fine");
});

test("types without validation-gen unions are not walked into", (t) => {
  t.deepEqual(validateK8sUnions({ Plain: { fields: { a: { kind: "object", ref: "Plain" } }, unions: [] } }, "Plain", { a: { a: { a: {} } } }), []);
});
