import test from "ava";
import { duplicatePropertyKey } from "./differential-openapi-gen.js";

const definition = (keys: readonly string[]): string => [
  "\t\t\tSchemaProps: spec.SchemaProps{",
  "\t\t\t\tProperties: map[string]spec.Schema{",
  ...keys.flatMap((k) => [`\t\t\t\t\t${JSON.stringify(k)}: {`, "\t\t\t\t\t\tSchemaProps: spec.SchemaProps{", "\t\t\t\t\t\t\tType: []string{\"string\"},", "\t\t\t\t\t\t},", "\t\t\t\t\t},"]),
  "\t\t\t\t},",
  "\t\t\t},",
].join("\n");

test("a property twice in one Properties literal does not compile", (t) => {
  t.is(duplicatePropertyKey(definition(["a", "b", "a"])), "output does not compile: duplicate key \"a\" in map literal");
});

test("the same property in two definitions, or distinct ones, compile", (t) => {
  t.is(duplicatePropertyKey(`${definition(["a", "b"])}\n${definition(["a"])}`), undefined);
  t.is(duplicatePropertyKey(definition(["a\\\"b", "a"])), undefined);
  t.is(duplicatePropertyKey(undefined), undefined);
});
