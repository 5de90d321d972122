// upstream's test data as checks of our runtime. Each YAML or JSON document is read as
// upstream's test reads it; YAML cases (not the raw ones) go through upstream's
// sortMergeListsByName first, on every side, exactly like patch_test.go does.

import { parse } from "yaml";
import { canonical } from "../../src/runtime/json.js";
import { StrategicMergePatchError, applyStrategicMergePatch, createThreeWayMergePatch, createTwoWayMergePatch, type Tables } from "../../src/runtime/index.js";
import { byteVars, mapLiteralCases, rawCaseVars, type GoFields } from "./go-source.js";
import { sortMergeLists } from "./sort.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Check {
  readonly kind: "apply" | "two-way" | "three-way";
  readonly name: string;
  /** Undefined when the check passes, else what went wrong. */
  run(): string | undefined;
}

/** The documents of one test case; absent documents are null, as upstream reads them. */
interface Case {
  readonly suite: string;
  readonly name: string;
  readonly original: Json;
  readonly modified: Json;
  readonly current: Json;
  readonly twoWay: Json;
  readonly threeWay: Json;
  readonly result: Json;
  readonly twoWayResult: Json;
  readonly expectedError?: string;
  /** upstream only applies the two-way patch (custom cases: not what CreateTwoWayMergePatch makes). */
  readonly applyOnly: boolean;
  /** A three-way result to check (upstream skips conflicts without one). */
  readonly checkThreeWay: boolean;
}

/** upstream's error messages → our error codes. */
const ERRORS: Readonly<Record<string, string>> = {
  "doesn't match": "smp.setElementOrderMismatch",
  "does not contain declared merge key": "smp.missingMergeKey",
  "unable to find api field": "smp.unknownField",
};

export interface Checks {
  readonly run: Check[];
  /** Cases left out, with why. */
  readonly skipped: { readonly name: string; readonly checks: number; readonly reason: string }[];
}

/**
 * `untagged`: fields whose merge tags our generator cannot carry (schema.ts). upstream treats a
 * pointer field tagged with a merge key as a merge list when its value is a list; our tables
 * cannot say that, so cases that put a list there are skipped.
 */
export function checks(tables: Tables, source: string, mergeItem: string, precisionItem: string, untagged: readonly string[]): Checks {
  const cases = [...yamlCases(tables, mergeItem, source), ...rawCases(source)];
  const out: Checks = { run: [], skipped: [] };
  for (const c of cases) {
    const found = untagged.find((field) => [c.original, c.modified, c.current, c.twoWay, c.threeWay, c.result, c.twoWayResult].some((doc) => listUnder(doc, field)));
    const list = caseChecks(tables, mergeItem, c);
    if (found === undefined) out.run.push(...list);
    else out.skipped.push({ name: `${c.suite}: ${c.name}`, checks: list.length, reason: `a list in ${found}, a pointer field upstream merges as a list` });
  }
  out.run.push(...unknownFieldChecks(tables, mergeItem, source), ...numberChecks(tables, precisionItem, source));
  return out;
}

/** Whether a document holds a list under `field` (or its `$setElementOrder`), at any depth. */
function listUnder(doc: Json, field: string): boolean {
  if (Array.isArray(doc)) return doc.some((item) => listUnder(item, field));
  if (!isObject(doc)) return false;
  return Object.entries(doc).some(([key, value]) =>
    ((key === field || key.endsWith(`/${field}`)) && Array.isArray(value)) || listUnder(value, field));
}

function yamlCases(tables: Tables, type: string, source: string): Case[] {
  const vars = byteVars(source);
  const suites = [["customStrategicMergePatchTestCaseData", true], ["createStrategicMergePatchTestCaseData", false]] as const;
  return suites.flatMap(([suite, applyOnly]) => {
    const doc = readYaml(vars.get(suite) ?? missing(suite)) as { testCases: Record<string, Json>[] };
    return doc.testCases.map((tc) => {
      const sorted = (key: string): Json => sortMergeLists(tables, type, tc[key] ?? null);
      const result = sorted("result");
      return {
        suite, name: String(tc["description"]), applyOnly, original: sorted("original"), modified: sorted("modified"),
        current: sorted("current"), twoWay: sorted("twoWay"), threeWay: sorted("threeWay"), result,
        twoWayResult: sorted("twoWayResult"), checkThreeWay: !applyOnly && isObject(result) && Object.keys(result).length > 0,
      };
    });
  });
}

function rawCases(source: string): Case[] {
  const suites = [
    ["customStrategicMergePatchRawTestCases", true],
    ["strategicMergePatchRawTestCases", false],
    ["replaceRawExtensionPatchTestCases", false],
  ] as const;
  const vars = rawCaseVars(source);
  return suites.flatMap(([suite, applyOnly]) => (vars.get(suite) ?? missing(suite)).map((fields) => rawCase(suite, applyOnly, fields)));
}

function rawCase(suite: string, applyOnly: boolean, fields: GoFields): Case {
  const doc = (key: string): Json => (fields[key] === undefined ? null : readYaml(fields[key]));
  const base = {
    suite, name: fields["Description"] ?? "?", applyOnly, original: doc("Original"), modified: doc("Modified"), current: doc("Current"),
    twoWay: doc("TwoWay"), threeWay: doc("ThreeWay"), result: doc("Result"), twoWayResult: doc("TwoWayResult"),
    checkThreeWay: !applyOnly && (fields["Result"] ?? "") !== "",
  };
  return fields["ExpectedError"] === undefined ? base : { ...base, expectedError: fields["ExpectedError"] };
}

function caseChecks(tables: Tables, type: string, c: Case): Check[] {
  const label = `${c.suite}: ${c.name}`;
  const twoWayResult = c.twoWayResult ?? c.modified;
  const out: Check[] = [
    { kind: "apply", name: `${label} (two-way patch)`, run: () => applyCheck(tables, type, c.original, c.twoWay, twoWayResult, c.expectedError) },
  ];
  if (c.checkThreeWay) {
    out.push({ kind: "apply", name: `${label} (three-way patch)`, run: () => applyCheck(tables, type, c.current, c.threeWay, c.result, c.expectedError) });
  }
  if (!c.applyOnly) {
    out.push({ kind: "two-way", name: label, run: () => twoWayCheck(tables, type, c.original, c.modified, c.twoWay, twoWayResult, c.expectedError) });
    out.push({ kind: "three-way", name: label, run: () => threeWayCheck(tables, type, c) });
  }
  return out;
}

/** TestUnknownField: JSON documents of MergeItem with fields it does not have. */
function unknownFieldChecks(tables: Tables, type: string, source: string): Check[] {
  return [...mapLiteralCases(source, "TestUnknownField")].flatMap(([name, f]) => {
    const json = (key: string): Json => JSON.parse(f[key] ?? "null") as Json;
    const label = `TestUnknownField: ${name}`;
    const out: Check[] = [{
      kind: "two-way", name: label,
      run: () => twoWayCheck(tables, type, json("Original"), json("Modified"), json("ExpectedTwoWay"), json("ExpectedTwoWayResult"), undefined, f["ExpectedTwoWayErr"]),
    }];
    // upstream only applies the two-way (three-way) patch when creating it did not fail
    if (f["ExpectedTwoWay"] !== undefined && f["ExpectedTwoWayErr"] === undefined) {
      out.push({ kind: "apply", name: `${label} (two-way patch)`, run: () => applyCheck(tables, type, json("Original"), json("ExpectedTwoWay"), json("ExpectedTwoWayResult")) });
    }
    if (f["ExpectedThreeWay"] !== undefined && f["ExpectedThreeWayErr"] === undefined) {
      out.push({ kind: "apply", name: `${label} (three-way patch)`, run: () => applyCheck(tables, type, json("Current"), json("ExpectedThreeWay"), json("ExpectedThreeWayResult")) });
    }
    out.push({
      kind: "three-way", name: label,
      run: () => unknownFieldThreeWay(tables, type, json("Original"), json("Modified"), json("Current"), json("ExpectedThreeWay"), json("ExpectedThreeWayResult"), f["ExpectedThreeWayErr"]),
    });
    return out;
  });
}

/** TestNumberConversion: PrecisionItem documents with large numbers. */
function numberChecks(tables: Tables, type: string, source: string): Check[] {
  return [...mapLiteralCases(source, "TestNumberConversion")].map(([name, f]) => {
    const json = (key: string): Json => JSON.parse(f[key] ?? "null") as Json;
    return { kind: "two-way", name: `TestNumberConversion: ${name}`, run: () => twoWayCheck(tables, type, json("Old"), json("New"), json("ExpectedPatch"), json("ExpectedResult")) };
  });
}

function applyCheck(tables: Tables, type: string, original: Json, patch: Json, expected: Json, expectedError?: string): string | undefined {
  let result: unknown;
  try {
    result = applyStrategicMergePatch(tables, type, original as object | null, (patch ?? {}) as object);
  } catch (error) {
    return errorOutcome(error, expectedError, "apply");
  }
  if (expectedError !== undefined) return `apply: expected an error (${expectedError}), got ${show(result)}`;
  return same(result, expected) ? undefined : `apply: expected ${show(expected)}\n      got      ${show(result)}`;
}

/**
 * Our patch must be upstream's expected patch exactly (upstream compares bytes) and applying it
 * must give the expected result. `acceptedError`: upstream also accepts this creation error.
 */
function twoWayCheck(tables: Tables, type: string, original: Json, modified: Json, expectedPatch: Json, expected: Json, expectedError?: string, acceptedError?: string): string | undefined {
  let patch: unknown;
  try {
    patch = createTwoWayMergePatch(tables, type, original as object | null, (modified ?? {}) as object);
  } catch (error) {
    return errorOutcome(error, acceptedError, "two-way");
  }
  if (acceptedError !== undefined && expectedPatch === null) return `two-way: expected an error (${acceptedError}), got ${show(patch)}`;
  const applied = applyCheck(tables, type, original, patch as Json, expected, expectedError);
  if (!same(patch, expectedPatch ?? {})) {
    return `two-way: expected patch ${show(expectedPatch ?? {})}\n      got patch      ${show(patch)}${applied === undefined ? " (applies correctly)" : `\n      ${applied}`}`;
  }
  return applied;
}

/**
 * upstream's testThreeWayPatch: without overwrite, a conflict is expected exactly when the
 * description says "conflict"; a conflicting case with a result is created again with
 * overwrite. The patch must be upstream's expected patch and apply to `current` as expected.
 */
function threeWayCheck(tables: Tables, type: string, c: Case): string | undefined {
  const create = (overwrite: boolean): unknown => createThreeWayMergePatch(tables, type, c.original as object | null, (c.modified ?? {}) as object, c.current as object | null, { overwrite });
  const wantsConflict = c.name.includes("conflict");
  let patch: unknown;
  try {
    patch = create(false);
    if (wantsConflict || !hasResult(c.result)) return `three-way: expected a conflict, got ${show(patch)}`;
  } catch (error) {
    if (!(error instanceof StrategicMergePatchError) || error.code !== "smp.conflict") return errorOutcome(error, undefined, "three-way");
    if (!wantsConflict) return `three-way: unexpected conflict at ${error.path}`;
    if (!hasResult(c.result)) return undefined;
    try {
      patch = create(true);
    } catch (again) {
      return errorOutcome(again, undefined, "three-way (overwrite)");
    }
  }
  if (!same(patch, c.threeWay ?? {})) return `three-way: expected patch ${show(c.threeWay ?? {})}\n      got patch      ${show(patch)}`;
  return applyCheck(tables, type, c.current, patch as Json, c.result, c.expectedError);
}

/** TestUnknownField's three-way step: an expected error (its text) or the exact patch and result. */
function unknownFieldThreeWay(tables: Tables, type: string, original: Json, modified: Json, current: Json, expectedPatch: Json, expected: Json, expectedError?: string): string | undefined {
  let patch: unknown;
  try {
    patch = createThreeWayMergePatch(tables, type, original as object | null, (modified ?? {}) as object, current as object | null);
  } catch (error) {
    return errorOutcome(error, expectedError, "three-way");
  }
  if (expectedError !== undefined) return `three-way: expected an error (${expectedError}), got ${show(patch)}`;
  if (!same(patch, expectedPatch ?? {})) return `three-way: expected patch ${show(expectedPatch ?? {})}\n      got patch      ${show(patch)}`;
  return applyCheck(tables, type, current, patch as Json, expected);
}

function hasResult(result: Json): boolean {
  return result !== null && (!isObject(result) || Object.keys(result).length > 0);
}

function errorOutcome(error: unknown, expected: string | undefined, step: string): string | undefined {
  if (!(error instanceof StrategicMergePatchError)) return `${step}: ${String(error)}`;
  if (expected === undefined) return `${step}: unexpected ${error.code}: ${error.message}`;
  const code = ERRORS[expected];
  return code === undefined || code === error.code ? undefined : `${step}: expected ${code} (upstream: "${expected}"), got ${error.code}: ${error.message}`;
}

function readYaml(text: string): Json {
  return (parse(text, { version: "1.1" }) ?? null) as Json;
}

function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function show(value: unknown): string {
  return JSON.stringify(value);
}

function isObject(value: unknown): value is Record<string, Json> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function missing(name: string): never {
  throw new Error(`${name} not found in patch_test.go`);
}
