// kepUnionRules: the rules evaluated with a CEL engine (@bufbuild/cel) on our own objects
// reject exactly when our runtime's validateUnions does for a KEP-1027 union, with its
// messages, at its paths, in its order — on create and on update (ratcheting) — and the
// rules, exactly.

import test from "ava";
import { validateUnions, type FieldTable, type Tables, type UnionTable } from "../../runtime/index.js";
import { kepUnionRules, fieldPathOf } from "./kep-union-rules.js";
import { evaluateRule } from "./test-support.js";

const fields: Record<string, FieldTable> = {
  mode: { kind: "string", goShape: "value" },
  number: { kind: "integer", goShape: "pointer" },
  text: { kind: "string", goShape: "value" },
  list: { kind: "array", items: { kind: "string" }, goShape: "slice" },
};
const members = { number: { value: "Number", optional: false }, text: { value: "Text", optional: true }, list: { value: "List", optional: false } };
/** "Recreate" selects no member (an empty union member); "" is not a value: the discriminator is required. */
const required: UnionTable = { origin: "kep-1027", discriminator: "mode", values: { Number: "number", Text: "text", List: "list", Recreate: null }, members };
/** "" selects nothing: an absent discriminator is valid. */
const optional: UnionTable = { ...required, values: { "": null, Number: "number", Text: "text", List: "list" } };

const objects: unknown[] = [
  {}, { mode: "" }, { mode: "Number" }, { mode: "Number", number: 0 }, { mode: "Number", number: 1, text: "x" },
  { mode: "Text" }, { mode: "Text", text: "" }, { mode: "Text", text: "t", list: ["a"] }, { mode: "List", list: [] },
  { mode: "List", list: ["a"], number: 2 }, { mode: "Recreate" }, { mode: "Recreate", number: 1, list: ["a"] },
  { mode: "Other" }, { mode: "Other", number: 1 }, { mode: "quote\"back\\slash" }, { number: 1 }, { text: "t", list: ["a"] },
];

/** The runtime's errors as (path, message), and the rules' rejections in the same shape. */
function runtime(union: UnionTable, self: unknown, old?: unknown): string[] {
  const tables: Tables = { T: { fields, unions: [union] } };
  return validateUnions(tables, "T", self, old).map((e) => `${e.path}: ${e.message}`);
}

function cel(union: UnionTable, self: unknown, old?: unknown): string[] {
  return kepUnionRules(union, fields).flatMap((rule) => {
    const result = evaluateRule(rule, self, old);
    return result === true ? [] : [`${(rule.fieldPath ?? "").replace(/^\./, "")}: ${result}`];
  });
}

for (const [name, union] of [["required discriminator", required], ["\"\" a value", optional]] as const) {
  test(`${name}: CEL rejects exactly as validateUnions, with its messages and paths`, (t) => {
    for (const object of objects) t.deepEqual(cel(union, object), runtime(union, object), JSON.stringify(object));
  });

  test(`${name}: updates ratchet as validateUnions does`, (t) => {
    for (const object of objects) for (const old of objects) {
      t.deepEqual(cel(union, object, old), runtime(union, object, old), `${JSON.stringify(old)} -> ${JSON.stringify(object)}`);
    }
  });
}

test("the rules, exactly", (t) => {
  const small: UnionTable = { origin: "kep-1027", discriminator: "mode", values: { Number: "number", None: null }, members: { number: members.number } };
  const same = " || (oldSelf.hasValue() && (has(self.mode) ? self.mode : '') == (has(oldSelf.value().mode) ? oldSelf.value().mode : '') && [has(self.number)] == [has(oldSelf.value().number)])";
  t.deepEqual(kepUnionRules(small, fields), [
    { rule: `(has(self.mode))${same}`, message: "mode is required", fieldPath: ".mode", optionalOldSelf: true },
    {
      rule: `(!has(self.mode) || self.mode in ["Number", "None"])${same}`,
      message: "unknown discriminator value; expected one of \"Number\", \"None\"",
      messageExpression: "'unknown discriminator value ' + '\"' + self.mode.replace('\\\\', '\\\\\\\\').replace('\"', '\\\\\"') + '\"' + \"; expected one of \\\"Number\\\", \\\"None\\\"\"",
      fieldPath: ".mode",
      optionalOldSelf: true,
    },
    { rule: `((has(self.mode) ? self.mode : '') != "Number" || has(self.number))${same}`, message: "number is required when mode is \"Number\"", fieldPath: ".number", optionalOldSelf: true },
    {
      rule: `(!has(self.number) || (has(self.mode) ? self.mode : '') in ["Number"] || !((has(self.mode) ? self.mode : '') in ["Number", "None"]))${same}`,
      message: "number may not be set when mode does not select it",
      messageExpression: "\"number may not be set when mode is \" + '\"' + (has(self.mode) ? self.mode : '').replace('\\\\', '\\\\\\\\').replace('\"', '\\\\\"') + '\"'",
      fieldPath: ".number",
      optionalOldSelf: true,
    },
  ]);
});

test("a 2019 union or one without a discriminator has no rules here", (t) => {
  t.deepEqual(kepUnionRules({ ...required, origin: "legacy" }, fields), []);
  t.deepEqual(kepUnionRules({ ...required, discriminator: null }, fields), []);
});

test("fieldPath names a property as the API server parses it", (t) => {
  t.deepEqual(["plain", "a-b", "it's"].map(fieldPathOf), [".plain", "['a-b']", "['it\\'s']"]);
});
