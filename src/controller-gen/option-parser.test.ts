import test from "ava";
import { parseOption, type OptionField } from "./option-parser.js";

const paths: OptionField[] = [{ name: "", type: "strings", optional: false }];
const crd: OptionField[] = [
  { name: "maxDescLen", type: "int", optional: true },
  { name: "allowDangerousTypes", type: "bool", optional: true },
  { name: "headerFile", type: "string", optional: true },
  { name: "crdVersions", type: "strings", optional: true },
];
const rbac: OptionField[] = [{ name: "roleName", type: "string", optional: false }, { name: "fileName", type: "string", optional: true }];

test("paths: bare, braces, semicolons, quotes", (t) => {
  t.deepEqual(parseOption(paths, "paths=./..."), { ok: true, values: Object.assign(Object.create(null), { "": ["./..."] }) });
  t.deepEqual((parseOption(paths, "paths={./a,./b}") as { values: Record<string, unknown> }).values[""], ["./a", "./b"]);
  t.deepEqual((parseOption(paths, "paths=./a;./b;./c") as { values: Record<string, unknown> }).values[""], ["./a", "./b", "./c"]);
  t.deepEqual((parseOption(paths, 'paths="./..."') as { values: Record<string, unknown> }).values[""], ["./..."]);
  t.deepEqual((parseOption(paths, 'paths={"./a", `./b`}') as { values: Record<string, unknown> }).values[""], ["./a", "./b"]);
});

test("a space before a comma in braces cuts the bare value at its last token, as controller-gen does", (t) => {
  // controller-gen v0.21.0 reads {./api/v1 , ./api/v2} as ./api/ and ./api/v2.
  t.deepEqual((parseOption(paths, "paths={./api/v1 , ./api/v2}") as { values: Record<string, unknown> }).values[""], ["./api/", "./api/v2"]);
});

test("named arguments: the first is named in the option's name", (t) => {
  const parsed = parseOption(crd, 'crd:maxDescLen=0,allowDangerousTypes=true,headerFile="hack/b.txt",crdVersions=v1');
  t.true(parsed.ok);
  t.deepEqual({ ...(parsed as { values: object }).values }, { maxDescLen: 0, allowDangerousTypes: true, headerFile: "hack/b.txt", crdVersions: ["v1"] });
  t.deepEqual({ ...(parseOption(crd, "crd:maxDescLen=-3") as { values: object }).values }, { maxDescLen: -3 });
});

test("controller-gen's messages, positions included", (t) => {
  const errors = (fields: OptionField[], raw: string): readonly string[] => {
    const parsed = parseOption(fields, raw);
    return parsed.ok ? [] : parsed.errors;
  };
  t.deepEqual(errors(crd, "crd:foo=1"), ['unknown argument "foo" (at <input>:1:4)', 'extra arguments provided: "1" (at <input>:1:5)']);
  t.deepEqual(errors(crd, "crd:maxDescLen=abc"), ['expected integer, got "abc" (at <input>:1:12)']);
  t.deepEqual(errors(crd, "crd:maxDescLen=1.5"), ['expected integer, got "1.5" (at <input>:1:12)']);
  t.deepEqual(errors(crd, "crd:maxDescLen=0x10"), ['unable to parse integer: strconv.Atoi: parsing "0x10": invalid syntax (at <input>:1:12)']);
  t.deepEqual(errors(crd, "crd:maxDescLen= 3 "), ['expected comma, got "" (at <input>:1:15)']);
  t.deepEqual(errors(crd, "crd:1=2"), ['expected argument name, got "1" (at <input>:1:1)', 'extra arguments provided: "=2" (at <input>:1:2)']);
  t.deepEqual(errors(crd, "crd:maxDescLen=-3,year"), ['expected equals, got "" (at <input>:1:19)']);
  t.deepEqual(errors(crd, "crd:crdVersions={v1,v2"), ['expected comma, got "" (at <input>:1:19)']);
  t.deepEqual(errors(crd, "crd:allowDangerousTypes=yes"), ['expected true or false, got "yes" (at <input>:1:21)']);
  t.deepEqual(errors(rbac, "rbac"), ['missing argument "roleName" (at <input>)']);
  t.deepEqual(errors(rbac, "rbac:fileName=x"), ['missing argument "roleName" (at <input>:1:11)']);
  t.deepEqual(errors(rbac, "rbac:roleName=x,fileName"), ['expected equals, got "" (at <input>:1:20)']);
  t.deepEqual(errors(paths, "paths="), ['missing argument "" (at <input>)']);
  t.deepEqual(errors(paths, "paths=./a,./b"), ['extra arguments provided: ",./b" (at <input>:1:4)']);
  t.deepEqual(errors(paths, 'paths="./a'), ["literal not terminated (at <input>:1:1)", "unable to parse string: invalid syntax (at <input>:1:1)"]);
  t.deepEqual(errors([{ name: "config", type: "string", optional: false }, { name: "code", type: "string", optional: true }], "output:crd:artifacts:code=x"), ['missing argument "config" (at <input>:1:7)']);
});

test("values are kept in a prototype-free record", (t) => {
  const parsed = parseOption([{ name: "__proto__", type: "string", optional: true }], "x:__proto__=y");
  t.true(parsed.ok);
  t.is(Object.getPrototypeOf((parsed as { values: object }).values), null);
});

test("hostile arguments: any text parses or fails with messages, never throws", (t) => {
  const alphabet = ['a', 'Z', '0', '9', '.', '/', ',', ';', ':', '=', '{', '}', '"', '`', '\\', ' ', '\n', '-', '_', 'é', '\u0000'];
  let seed = 42;
  const next = (n: number): number => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed % n);
  for (let i = 0; i < 3000; i++) {
    const text = Array.from({ length: next(24) }, () => alphabet[next(alphabet.length)]).join("");
    for (const fields of [paths, crd, rbac]) {
      const parsed = parseOption(fields, `x:${text}`);
      t.true(parsed.ok ? typeof parsed.values === "object" : parsed.errors.length > 0);
    }
  }
});
