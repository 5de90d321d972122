// apimachinery's own tables for the union validators (pkg/api/validate union_test.go and
// zeroorone_test.go), run against our runtime. Each test function's `testCases` table is
// evaluated; the validator, operation and membership are read from the function's code
// (Union / DiscriminatedUnion / ZeroOrOneOfUnion, operation.Update or not, the members it
// builds); the "set" extractors are the Go-shape ones of the test struct's fields, which is
// what upstream's hand-written extractors compute. Judged as the tests do: reflect.DeepEqual.

import type { DefinitionTable, FieldTable, K8sUnionTable, Tables, UnionTable } from "../../src/runtime/index.js";
import { validateK8sUnions } from "../../src/runtime/index.js";
import { Evaluator, jsonNameOf, toJson, type GoValue } from "./go-eval.js";
import { GoParser, type Stmt, type TypeExpr } from "./go-syntax.js";
import { fieldNatives, plain, render, unwrapNative, type PlainError } from "./field-errors.js";
import { kepVerdicts, type CaseResult } from "./output-tests.js";

type Kind = K8sUnionTable["kind"];

export function runApimachineryTests(files: readonly { readonly name: string; readonly text: string }[]): CaseResult[] {
  const results: CaseResult[] = [];
  const parsedFiles = files.map((file) => ({ file, parsed: GoParser.of(file.text).file() }));
  // One Go package: the test files share their types (zeroorone_test.go uses union_test.go's testStruct).
  const types = new Map(parsedFiles.flatMap(({ parsed }) => [...parsed.types]));
  for (const { file, parsed } of parsedFiles) {
    for (const [fn, body] of parsed.funcs) {
      if (!fn.startsWith("Test")) continue;
      const source = functionSource(file.text, fn);
      const kind: Kind = /ZeroOrOneOfUnion\(/.test(source) ? "zeroOrOne" : /DiscriminatedUnion\(/.test(source) ? "discriminated" : "exactlyOne";
      const update = /operation\.Operation\{Type: operation\.Update\}/.test(source);
      const variants = ["pointer", "value"].filter((v) => source.includes(`t.Run("${v}"`)).length || 1;
      const ev = new Evaluator({ types, consts: new Map() }, natives);
      try {
        for (const stmt of body) if (stmt.k === "define") ev.env.set(stmt.names[0]!, ev.eval(stmt.value));
        const cases = listOf(ev.env.get("testCases"));
        const declared = declaredStructType(body);
        const fixedMembers = membersDefinedIn(source, ev);
        const discriminator = /NewDiscriminatedUnionMembership\("(\w+)"/.exec(source)?.[1];
        for (const tc of cases) {
          const record = recordOf(tc);
          for (let v = 0; v < variants; v++) {
            const label = `${file.name} ${fn} ${String(record.get("name") ?? "")}${variants > 1 ? ` (${v === 0 ? "pointer" : "value"})` : ""}`;
            results.push(runCase(label, kind, update, record, fixedMembers, discriminator, declared, types, ev));
          }
        }
      } catch (error) {
        results.push({ name: `${file.name} ${fn}`, problem: `cannot evaluate: ${(error as Error).message}` });
      }
    }
  }
  return results;
}

interface Member {
  readonly field: string;
  readonly memberName: string;
  /** The JSON field the member reads (default: `field`). */
  readonly json?: string;
}

const natives = (receiver: GoValue | undefined, name: string, args: GoValue[]): GoValue | undefined => {
  if (receiver === undefined && name === "NewUnionMember") return { k: "native", value: { field: args[0], memberName: "" } };
  if (receiver === undefined && name === "NewDiscriminatedUnionMember") return { k: "native", value: { field: args[0], memberName: args[1] } };
  return fieldNatives(receiver, name, args);
};

function functionSource(text: string, name: string): string {
  const start = text.indexOf(`func ${name}(`);
  const next = text.indexOf("\nfunc ", start + 1);
  return text.slice(start, next === -1 ? text.length : next);
}

/** `members := []UnionMember{NewUnionMember("m1"), …}` in the test's code, when it lists them. */
function membersDefinedIn(source: string, ev: Evaluator): Member[] | undefined {
  const text = /members := (\[\]UnionMember\{.+\})\s*$/m.exec(source)?.[1];
  if (text === undefined) return undefined;
  const members = listOf(ev.eval(GoParser.of(text).expr())).map((m) => unwrapNative<Member>(m)!);
  return members.length > 0 ? members : undefined;
}

function runCase(name: string, kind: Kind, update: boolean, tc: Map<string, GoValue>, fixed: Member[] | undefined, discriminatorName: string | undefined, declared: string | undefined, types: ReadonlyMap<string, TypeExpr>, ev: Evaluator): CaseResult {
  const expected = tc.has("expected") && tc.get("expected") !== null ? unwrapNative<{ list: PlainError[] }>(tc.get("expected"))!.list : [];
  let tables: Tables;
  let object: unknown;
  let old: unknown;
  if (tc.has("fieldValues")) {
    // Mock extractors: member i is set when fieldValues[i]; the discriminator extractor returns discriminatorValue.
    const fieldsList = listOf(tc.get("fields"));
    const members: Member[] = fieldsList.map((f) => (typeof f === "string" ? { field: f, memberName: "" } : { field: listOf(f)[0] as string, memberName: listOf(f)[1] as string }));
    const discriminator = tc.has("discriminatorField") ? (tc.get("discriminatorField") as string) : undefined;
    // The extractors are mocks, so the members need no fields of their own names: TestDiscriminatedUnion has a
    // member named like its discriminator ("d"). Each member reads a field of its own.
    const mocked = members.map((m, i) => ({ ...m, json: `member${i}` }));
    tables = syntheticTables(kind, mocked, discriminator, new Map(mocked.map((m) => [m.json, "pointer" as const])));
    const values = listOf(tc.get("fieldValues"));
    const obj: Record<string, unknown> = {};
    mocked.forEach((m, i) => { if (values[i] === true) obj[m.json] = {}; });
    if (discriminator !== undefined) obj[discriminator] = tc.get("discriminatorValue");
    object = obj;
    old = undefined; // operation.Operation{}: a create
  } else {
    const typeName = declared;
    const decl = typeName === undefined ? undefined : types.get(typeName);
    if (decl?.k !== "struct" || fixed === undefined) return { name, problem: "cannot tell the test struct or its members" };
    const shapes = new Map(decl.fields.map((f) => [jsonNameOf(f) ?? f.name, goShapeOf(f.type)]));
    tables = syntheticTables(kind, fixed, kind === "discriminated" ? discriminatorName : undefined, shapes);
    const asJson = (v: GoValue | undefined): unknown => (v === undefined || v === null ? null : toJson(v, ev));
    object = asJson(tc.get("newStruct"));
    old = update ? asJson(tc.get("oldStruct")) : undefined;
  }
  const got = validateK8sUnions(tables, "T", object, old).map(plain);
  const same = got.length === expected.length && got.every((g, i) => sameError(g, expected[i]!));
  const union = tables.T!.k8sUnions![0]!;
  const kep = union.kind === "discriminated" ? kepCase(union, tables.T!.fields, object, old) : undefined;
  return { name, problem: same ? undefined : `got ${got.map(render).join(", ") || "none"}; want ${expected.map(render).join(", ") || "none"}`, update: old !== undefined, ...kep };
}

/**
 * A discriminated case read as a KEP-1027 union (the discriminator's values are the members'
 * names, every member required when selected): our rules (src/emit/cel) must reject exactly
 * what our runtime's validateUnions rejects there, with its messages and paths.
 */
function kepCase(union: K8sUnionTable, fields: Readonly<Record<string, FieldTable>>, object: unknown, old: unknown): Pick<CaseResult, "kep" | "kepStructural"> {
  const kepTable: UnionTable = {
    origin: "kep-1027",
    discriminator: union.discriminator!,
    values: Object.fromEntries(union.members.map((m) => [m.memberName, m.field!])),
    members: Object.fromEntries(union.members.map((m) => [m.field!, { value: m.memberName, optional: false }])),
  };
  return kepVerdicts({ T: { fields, unions: [kepTable] } }, "T", object, old);
}

function sameError(a: PlainError, b: PlainError): boolean {
  return a.type === b.type && a.field === b.field && a.badValue === b.badValue && a.detail === b.detail && a.origin === b.origin && a.level === b.level;
}

function syntheticTables(kind: Kind, members: readonly Member[], discriminator: string | undefined, shapes: ReadonlyMap<string, FieldTable["goShape"]>): Tables {
  const fields: Record<string, FieldTable> = {};
  for (const [json, shape] of shapes) fields[json] = shape === undefined ? { kind: "object" } : { kind: "object", goShape: shape };
  if (discriminator !== undefined) fields[discriminator] = { kind: "string", goShape: "value" };
  const union: K8sUnionTable = {
    kind: kind === "exactlyOne" && discriminator !== undefined ? "discriminated" : kind,
    name: "",
    members: members.map((m) => ({ name: m.field, memberName: m.memberName, field: m.json ?? m.field })),
    ...(discriminator !== undefined && kind !== "zeroOrOne" ? { discriminator } : {}),
  };
  const def: DefinitionTable = { fields, unions: [], k8sUnions: [union] };
  return { T: def };
}

function goShapeOf(type: TypeExpr): FieldTable["goShape"] {
  switch (type.k) {
    case "ptr": return "pointer";
    case "slice": return "slice";
    case "map": return "map";
    case "name": return "value";
    default: return undefined;
  }
}

/** The struct type a `testCases` table declares for its `newStruct` column (`*testStruct` → testStruct). */
function declaredStructType(body: readonly Stmt[]): string | undefined {
  const stmt = body.find((s) => s.k === "define" && s.names[0] === "testCases");
  if (stmt?.k !== "define" || stmt.value.k !== "composite" || stmt.value.type?.k !== "slice") return undefined;
  const row = stmt.value.type.elem;
  if (row.k !== "struct") return undefined;
  let type = row.fields.find((f) => f.name === "newStruct")?.type;
  while (type?.k === "ptr") type = type.elem;
  return type?.k === "name" ? type.name : undefined;
}

function listOf(value: GoValue | undefined): GoValue[] {
  if (value !== null && typeof value === "object" && value !== undefined && value.k === "slice") return value.items;
  throw new Error("expected a list");
}

function recordOf(value: GoValue): Map<string, GoValue> {
  if (value !== null && typeof value === "object" && (value.k === "record" || value.k === "struct")) return value.fields;
  throw new Error("expected a test case literal");
}
