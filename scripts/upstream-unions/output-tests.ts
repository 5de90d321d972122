// validation-gen's output tests for unions (cmd/validation-gen/output_tests/tags/…): each
// package's doc.go goes through our own loader and generator into runtime tables; each
// `st.Value(x)[.OldValue(y)].ExpectValid()` / `.ExpectMatches(matcher, errors)` of its
// doc_test.go is evaluated and judged as field.ErrorMatcher judges it.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generate } from "../../src/generate.js";
import { loadPackages } from "../../src/load/load.js";
import { evaluateString } from "../../src/model/enums.js";
import { validateK8sUnions, validateUnions, type DefinitionTable, type FieldError, type Tables, type UnionTable } from "../../src/runtime/index.js";
import { Evaluator, toJson, typeNameOf, type GoValue, type Package } from "./go-eval.js";
import { GoParser, type Stmt } from "./go-syntax.js";
import { celRejections, itemUnionUpdate, kepRejections, kepStructuralRejections, reachesKepUnion, reachesStructuralUnion, structuralRejections } from "./cel-eval.js";
import { fieldNatives, judge, plain, unwrapNative, type Matcher, type PlainError } from "./field-errors.js";

const MODULE = "upstream.test/unions";
const UNION_ORIGINS = new Set(["", "union", "zeroOrOneOf"]);

/** What a run validates with, and which expected origins it judges (others: the case is skipped). */
export interface Validator {
  readonly validate: (tables: Tables, type: string, value: unknown, old: unknown, options: readonly string[], subresources: readonly string[]) => FieldError[];
  readonly judges: (origin: string) => boolean;
}

/** The union script's validator: validateK8sUnions, union origins only. */
export const UNION_VALIDATOR: Validator = {
  validate: (tables, type, value, old) => validateK8sUnions(tables, type, value, old),
  judges: (origin) => UNION_ORIGINS.has(origin),
};

export interface CaseResult {
  readonly name: string;
  /** undefined: passed; a string: why it failed. */
  readonly problem: string | undefined;
  readonly skipped?: string;
  /** Our CEL rules on the same object: undefined when they accept or reject as upstream does. */
  readonly cel?: string;
  /** The structural form (--union-rules-form=structural) likewise; undefined where not judged. */
  readonly structural?: string;
  /** In the structural form, some union of the case is a oneOf/anyOf schema (not CEL). */
  readonly byOneOf?: boolean;
  /** The case is an update (an old value is given). */
  readonly update?: boolean;
  /** What its item unions see (see itemUnionUpdate); undefined when it reaches none. */
  readonly itemUnion?: "create" | "unchanged" | "changed";
  /**
   * Our CEL rules reject an update of an item union's list that validation-gen accepts
   * because the same members are present (OM5090): a known difference, counted apart from `cel`.
   */
  readonly celRatchet?: string;
  /** KEP-1027 rules (discriminated cases read as KEP unions): undefined when they reject as our runtime does. */
  readonly kep?: string;
  /** The same in the structural form (accept/reject). */
  readonly kepStructural?: string;
}

/** The output_tests packages whose doc.go declares union tags. */
export function unionTestDirs(grep: (pattern: string, path: string) => string[]): string[] {
  return grep("k8s:(unionMember|zeroOrOneOfMember|unionDiscriminator)", "cmd/validation-gen/output_tests")
    .filter((path) => path.endsWith("/doc.go"))
    .map((path) => path.slice(0, -"/doc.go".length))
    .sort();
}

/** Runs every case of every package; `show` reads a file of the mirror. */
export function runOutputTests(dirs: readonly string[], show: (path: string) => string, work: string, validator: Validator = UNION_VALIDATOR): CaseResult[] {
  const packages = dirs.map((dir, i) => ({ dir, pkg: `p${i}`, doc: show(`${dir}/doc.go`), test: show(`${dir}/doc_test.go`) }));
  mkdirSync(work, { recursive: true });
  writeFileSync(join(work, "go.mod"), `module ${MODULE}\n\ngo 1.22\n`);
  for (const p of packages) {
    mkdirSync(join(work, p.pkg), { recursive: true });
    writeFileSync(join(work, p.pkg, "doc.go"), withImportedPackages(withoutTestScheme(p.doc), show, work));
  }
  const loaded = loadPackages(packages.map((p) => join(work, p.pkg)), work, { allPackages: true });
  const result = generate(loaded, { allTypes: true, published: false, format: "json", ts: "tables.ts" });
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) throw new Error(`generate refused the test types:\n${errors.map((d) => `${d.span.file}:${d.span.line}: ${d.code} ${d.message}`).join("\n")}`);
  const tables = tablesOf(result.outputs.find((o) => o.path === "tables.ts")!.render());
  const out: CaseResult[] = [];
  for (const p of packages) {
    const path = `${MODULE}/${p.pkg}`;
    const defName = (type: string): string | undefined => result.definitions.find((d) => d.decl.pkg === path && d.decl.name === type)?.name;
    const consts = new Map<string, string>();
    for (const c of result.universe.packages.get(path)?.consts ?? []) {
      const value = c.value === undefined ? undefined : evaluateString(result.universe, c.value);
      if (value !== undefined) consts.set(c.name, value);
    }
    const types = GoParser.of(p.doc).file().types;
    const testFile = GoParser.of(p.test).file();
    const funcs = new Map([...testFile.funcs].map(([name, body]) => [name, { params: testFile.params.get(name) ?? [], body }]));
    for (const [fn, body] of testFile.funcs) {
      if (!fn.startsWith("Test")) continue;
      out.push(...runTestFunction(`${p.dir.replace(/^.*output_tests\//, "")} ${fn}`, body, { types, consts, funcs }, tables, defName, validator));
    }
  }
  return out;
}

/**
 * A test package may import another package of output_tests (`_codegenignore/other`, which
 * validation-gen is not given): its doc.go is written beside the test packages, not as an
 * input, and the import points there.
 */
function withImportedPackages(doc: string, show: (path: string) => string, work: string): string {
  return doc.replace(/"k8s\.io\/code-generator\/cmd\/validation-gen\/output_tests\/([^"]+)"/g, (_all, dir: string) => {
    const local = `imported/${dir.replace(/[^A-Za-z0-9/]/g, "")}`;
    mkdirSync(join(work, local), { recursive: true });
    writeFileSync(join(work, local, "doc.go"), show(`cmd/validation-gen/output_tests/${dir}/doc.go`));
    return `"${MODULE}/${local}"`;
  });
}

function withoutTestScheme(doc: string): string {
  return doc.replace(/^import "k8s\.io\/code-generator\/cmd\/validation-gen\/testscheme"\s*$/m, "")
    .replace(/^var localSchemeBuilder = testscheme\.New\(\)\s*$/m, "");
}

export function tablesOf(module: string): Tables {
  const match = /^export const tables: [^=\n]+ = (\{[\s\S]*?^\});$/m.exec(module);
  if (match === null) throw new Error("no `export const tables` in the generated module");
  return JSON.parse(match[1]!) as Tables;
}

interface Tester {
  value: GoValue;
  old: GoValue | undefined;
  options: unknown;
  /** `.Subresources([]string{"status"})`: the request's subresource path segments. */
  subresources?: unknown;
}

function runTestFunction(name: string, body: readonly Stmt[], pkg: Package, tables: Tables, defName: (type: string) => string | undefined, validator: Validator): CaseResult[] {
  const results: CaseResult[] = [];
  let counter = 0;
  const ev: Evaluator = new Evaluator(pkg, (receiver, method, args) => {
    const fromField = fieldNatives(receiver, method, args);
    if (fromField !== undefined) return fromField;
    if (receiver === undefined && method === "localSchemeBuilder.Test") return { k: "native", value: "st" };
    if (receiver === undefined && method === "ptr.To") return { k: "ptr", to: args[0]! };
    if (receiver === undefined && method === "strings.Repeat") return (args[0] as string).repeat(args[1] as number);
    if (receiver === undefined && method === "fmt.Sprintf") return sprintf(args[0] as string, args.slice(1));
    if (receiver === undefined && method === "fmt.Errorf") return args[0]!;
    const tester = unwrapNative<Tester | "st">(receiver);
    if (tester === "st" && method === "Value") return { k: "native", value: { value: args[0]!, old: undefined, options: undefined } satisfies Tester };
    if (tester === undefined || tester === "st") return undefined;
    if (method === "OldValue") return { k: "native", value: { ...tester, old: args[0]! } };
    if (method === "Opts") return { k: "native", value: { ...tester, options: args[0] } };
    if (method === "Subresources") return { k: "native", value: { ...tester, subresources: args[0] } };
    if (method === "ExpectValid" || method === "ExpectMatches") {
      counter++;
      const matcher = method === "ExpectValid" ? {} : unwrapNative<{ matcher: Matcher }>(args[0])!.matcher;
      const want = method === "ExpectValid" ? [] : unwrapNative<{ list: PlainError[] }>(args[1])!.list;
      results.push(runCase(`${name} #${counter}`, tester, { matcher, want }, ev, tables, defName, validator));
      return { k: "native", value: tester };
    }
    if (method === "ExpectValidateFalseByPath") {
      counter++;
      results.push(runCase(`${name} #${counter}`, tester, { byPath: validateFalseByPath(args[0]!) }, ev, tables, defName, validator));
      return { k: "native", value: tester };
    }
    return undefined;
  });
  ev.env.set("t", { k: "native", value: "testing.T" });
  ev.run(body, (error) => results.push({ name: `${name} (statement)`, problem: `cannot evaluate: ${error.message}` }));
  return results;
}

/** fmt.Sprintf for the verbs test helpers use (%d, %s, %v, %q). */
function sprintf(format: string, args: readonly GoValue[]): string {
  let next = 0;
  return format.replace(/%[dsvq%]/g, (verb) => {
    if (verb === "%%") return "%";
    const arg = args[next++];
    return verb === "%q" ? JSON.stringify(String(arg)) : String(arg);
  });
}

/** What a case expects: errors judged by a matcher, or validateFalse's texts by field path. */
type Expectation = { readonly matcher: Matcher; readonly want: readonly PlainError[] } | { readonly byPath: ReadonlyMap<string, readonly string[]> };

/** `map[string][]string{"path": {"arg", …}}`, each list sorted as the tester sorts it. */
function validateFalseByPath(value: GoValue): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (value !== null && typeof value === "object" && value.k === "map") {
    for (const [key, list] of value.entries) out.set(key as string, list !== null && typeof list === "object" && list.k === "slice" ? (list.items as string[]).slice().sort() : []);
  }
  return out;
}

/** ExpectValidateFalseByPath: the "forced failure: " texts of the errors, by field path. */
function judgeByPath(want: ReadonlyMap<string, readonly string[]>, got: readonly PlainError[]): string[] {
  const actual = new Map<string, string[]>();
  for (const e of got) {
    if (!e.detail.startsWith("forced failure: ")) continue;
    const path = e.field === "<nil>" ? "" : e.field;
    actual.set(path, [...(actual.get(path) ?? []), e.detail.slice("forced failure: ".length)]);
  }
  const problems: string[] = [];
  for (const path of new Set([...want.keys(), ...actual.keys()])) {
    const w = JSON.stringify([...(want.get(path) ?? [])].sort());
    const a = JSON.stringify([...(actual.get(path) ?? [])].sort());
    if (w !== a) problems.push(`validateFalse at ${JSON.stringify(path)}: want ${w}, got ${a}`);
  }
  return problems;
}

function runCase(name: string, tester: Tester, expect: Expectation, ev: Evaluator, tables: Tables, defName: (type: string) => string | undefined, validator: Validator): CaseResult {
  const foreign = "want" in expect ? expect.want.find((w) => !validator.judges(w.origin)) : undefined;
  if (foreign !== undefined) return { name, problem: undefined, skipped: `expects a +k8s:${foreign.origin} error, not a union one` };
  if ("byPath" in expect && !validator.judges("validateFalse")) return { name, problem: undefined, skipped: "expects validateFalse errors, not union ones" };
  const type = typeNameOf(tester.value);
  const def = type === undefined ? undefined : defName(type);
  if (def === undefined) return { name, problem: `no definition for the value's type ${type ?? "?"}` };
  const value = toJson(tester.value, ev);
  // OldValue(nil) is an update without an old object (null); no OldValue is a create.
  const old = tester.old === undefined ? undefined : tester.old === null ? null : toJson(tester.old, ev);
  const options = Array.isArray(tester.options) ? (tester.options as string[]) : optionsOf(tester.options);
  const got = validator.validate(tables, def, value, old, options, unwrapSlice(tester.subresources)).map(plain);
  const problems = "byPath" in expect ? judgeByPath(expect.byPath, got) : judge(expect.matcher, expect.want, got);
  // The union rules as CEL (src/emit/cel) accept or reject as upstream does: scored for the union script's cases.
  const scored = validator === UNION_VALIDATOR && "want" in expect;
  const celVerdict = scored ? verdict("CEL", celRejections(tables, def, value, old ?? undefined), expect.want.length > 0) : undefined;
  const items = scored ? itemUnionUpdate(tables, def, value, old ?? undefined) : "none";
  const knownRatchet = celVerdict !== undefined && items === "changed" && "want" in expect && expect.want.length === 0;
  const cel = knownRatchet ? undefined : celVerdict;
  const ratchet = { ...(items === "none" ? {} : { itemUnion: items }), ...(knownRatchet ? { celRatchet: celVerdict } : {}) };
  const structural = scored ? verdict("structural", structuralRejections(tables, def, value, old ?? undefined), expect.want.length > 0) : undefined;
  const kepTables = scored ? asKepTables(tables) : undefined;
  const kep = kepTables === undefined || !reachesKepUnion(kepTables, def, value) ? {} : kepVerdicts(kepTables, def, value, old ?? undefined);
  const byOneOf = scored && reachesStructuralUnion(tables, def, value);
  return { name, problem: problems.length === 0 ? undefined : problems.join("; "), cel, structural, update: old !== undefined, byOneOf, ...ratchet, ...kep };
}

/**
 * The tables with every discriminated union of field members read as a KEP-1027 union (its
 * members' names are the discriminator's values, each member required when selected) and no
 * validation-gen unions; undefined when there is none.
 */
function asKepTables(tables: Tables): Tables | undefined {
  let found = false;
  const out: Record<string, DefinitionTable> = {};
  for (const [name, def] of Object.entries(tables)) {
    const unions = (def.k8sUnions ?? []).filter((u) => u.kind === "discriminated" && u.members.every((m) => m.field !== undefined)).map((u): UnionTable => ({
      origin: "kep-1027",
      discriminator: u.discriminator!,
      values: Object.fromEntries(u.members.map((m) => [m.memberName, m.field!])),
      members: Object.fromEntries(u.members.map((m) => [m.field!, { value: m.memberName, optional: false }])),
    }));
    found ||= unions.length > 0;
    const fields = Object.fromEntries(Object.entries(def.fields).map(([f, table]) => [f, { ...table, k8sUnions: undefined }]));
    out[name] = { ...def, fields, unions, k8sUnions: undefined };
  }
  return found ? out : undefined;
}

/**
 * `kep`: undefined when the KEP-1027 CEL rules reject exactly what validateUnions rejects
 * (paths and messages), else both; `kepStructural`: likewise for accept/reject in the structural form.
 */
export function kepVerdicts(tables: Tables, def: string, value: unknown, old: unknown): Pick<CaseResult, "kep" | "kepStructural"> {
  const runtime = validateUnions(tables, def, value, old).map((e) => `${e.path}: ${e.message}`).sort();
  const cel = kepRejections(tables, def, value, old).sort();
  const structural = kepStructuralRejections(tables, def, value, old);
  return {
    kep: JSON.stringify(runtime) === JSON.stringify(cel) ? undefined : `CEL ${cel.join(", ") || "accepts"}; runtime ${runtime.join(", ") || "accepts"}`,
    kepStructural: (structural.length > 0) === (runtime.length > 0) ? undefined : `structural ${structural.join(", ") || "accepts"}; runtime ${runtime.join(", ") || "accepts"}`,
  };
}

/** undefined when the rules reject exactly when upstream does, else what differs. */
function verdict(form: string, rejected: readonly string[], upstreamRejects: boolean): string | undefined {
  return (rejected.length > 0) === upstreamRejects ? undefined : `${form} ${rejected.length > 0 ? `rejects (${rejected.join("; ")})` : "accepts"}, upstream ${upstreamRejects ? "rejects" : "accepts"}`;
}

/** A `[]string{…}` of the test (subresources). */
function unwrapSlice(value: unknown): string[] {
  const v = value as GoValue | undefined;
  return v !== null && typeof v === "object" && v !== undefined && v.k === "slice" ? (v.items as string[]) : [];
}

/** The test's options: `[]string{…}` (v0.36), or `map[string]bool{…}` (later: every option the type reads, the enabled ones true). */
function optionsOf(value: unknown): string[] {
  const v = value as GoValue | undefined;
  if (v === null || typeof v !== "object" || v === undefined) return [];
  if (v.k === "slice") return v.items as string[];
  if (v.k === "map") return v.entries.filter(([, enabled]) => enabled === true).map(([name]) => name as string);
  return [];
}
