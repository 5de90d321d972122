// The compile refusals of literal-arguments.ts, as the checker reports them (message, offset);
// apiserver-oracle refuses the same rules (and takes the valid RE2 ones).

import test from "ava";
import { checkCel } from "./checker.js";
import { parseCel } from "../runtime/cel/syntax/parser.js";

const refusals = (source: string): readonly { message: string; at: number | undefined }[] => checkCel(parseCel(source), new Map(), { homogeneousLiterals: true }).compileErrors;

test("sum, min, max and isSorted of a list whose element type the lists library does not declare them for", (t) => {
  t.deepEqual(refusals("['x'].sum() == 'x'"), [{ message: "found no matching overload for 'sum' applied to 'list(string).()'", at: 9 }]);
  t.deepEqual(refusals("[[true]].max() == [true]"), [{ message: "found no matching overload for 'max' applied to 'list(list(bool)).()'", at: 12 }]);
  t.deepEqual(refusals("[{1: 'a'}].min() == {1: 'a'}"), [{ message: "found no matching overload for 'min' applied to 'list(map(int, string)).()'", at: 14 }]);
  t.deepEqual(refusals("[[1]].isSorted()"), [{ message: "found no matching overload for 'isSorted' applied to 'list(list(int)).()'", at: 14 }]);
  t.deepEqual(refusals("[duration('1s')].sum() > duration('0s') && ['b', 'a'].max() == 'b' && [b'a'].isSorted()"), []);
});

test("a constant regex, duration or timestamp argument that does not compile or evaluate, at its offset", (t) => {
  t.deepEqual(refusals("'ab'.matches('a(b')"), [{ message: "invalid matches argument", at: 13 }]);
  t.deepEqual(refusals("'ab'.matches('a*?b') && 'ab'.matches('(?U)a+') && 'ab'.matches('\\\\pL\\\\x{41}a{,2}(?i:b)') && 'ab'.find('(?P<x>a)') == 'a'"), []);
  t.deepEqual(refusals("'ab'.find('[b') == 'b'"), [{ message: "program instantiation failed: error parsing regexp: [b", at: 10 }]);
  t.deepEqual(refusals("'ab'.findAll('b{2,1}', 2) == []"), [{ message: "program instantiation failed: error parsing regexp: b{2,1}", at: 13 }]);
  // the global form: cel-go's validator reads its first argument, the program's build compiles the pattern (apiserver-oracle refuses both)
  t.deepEqual(refusals("matches('a(b', 'x')"), [{ message: "invalid matches argument", at: 8 }]);
  t.deepEqual(refusals("matches('x', 'a(b')"), [{ message: "program instantiation failed: error parsing regexp: a(b", at: 13 }]);
  t.deepEqual(refusals("duration('90 s') > duration('1m30s')"), [{ message: "invalid duration argument", at: 9 }]);
  t.deepEqual(refusals("timestamp('2024-02-30T00:00:00Z') < timestamp('2024-02-29T23:59:59.5+01:00')"), [{ message: "invalid timestamp argument", at: 10 }]);
});
