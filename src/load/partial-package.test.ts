// A partly parsed dependency (src/load/partial-package.ts): which declarations a demand
// unmasks, and which files are parsed again when it does.

import test from "ava";
import { PartialPackage } from "./partial-package.js";

const types = [
  "package dep",
  "",
  "type Spec struct {",
  "\tItems []Item `json:\"items\"`",
  "\tTime metav1.Time `json:\"time\"`",
  "}",
  "",
  "type Item struct{ Name string }",
  "",
  "type Unused struct{ Other Other }",
  "",
  "type Other struct{ A string }",
  "",
  "func (i Item) MarshalJSON() ([]byte, error) { return nil, nil }",
  "",
  "func (o *Other) MarshalText() ([]byte, error) { return nil, nil }",
  "",
].join("\n");

const other = "package dep\n\ntype Far struct{ Spec Spec }\n\nfunc helper() int { return 1 }\n";

function masked(partial: PartialPackage): string[] {
  return partial.changedSources().map(({ index, source }) => `${index}: ${source.masked === undefined ? "whole" : source.masked.text.split("\n").filter((l) => /^(type|func)/.test(l)).join(" | ")}`);
}

test("every type starts masked; a demand unmasks its type, the types it names and their methods", (t) => {
  const partial = new PartialPackage([{ display: "dep/types.go", text: types }, { display: "dep/other.go", text: other }, { display: "dep/doc.go", text: "package dep\n" }]);
  t.deepEqual(masked(partial), [
    "0: type Spec struct{} | type Item struct{} | type Unused struct{} | type Other struct{} | func _(){} | func _(){}",
    "1: type Far struct{} | func _(){}",
    "2: whole",
  ]);
  t.deepEqual(masked(partial), [], "nothing changed: nothing to parse again");
  t.true(partial.unmask("Spec"));
  // Spec names Item (metav1.Time is another package's): both are unmasked, with Item's method.
  t.deepEqual(masked(partial), [
    "0: type Spec struct { | type Item struct{ Name string } | type Unused struct{} | type Other struct{} | func (i Item) MarshalJSON() ([]byte, error) { return nil, nil } | func _(){}",
  ]);
  t.false(partial.unmask("Item"), "already unmasked");
  t.false(partial.unmask("string"), "not a type of the package");
  t.true(partial.unmask("Far"));
  t.deepEqual(masked(partial), ["1: type Far struct{ Spec Spec } | func _(){}"]);
});
