// What the API server's compile refuses in a call's arguments beyond their types: cel-go's
// literal validators (a constant pattern of `matches`, a constant `duration(…)` or
// `timestamp(…)` that does not evaluate: "invalid matches argument"), the Kubernetes regex
// library's compiling of find/findAll's constant pattern when the program is built, and the
// Kubernetes lists library's sum/min/max/isSorted, declared for some element types only.

import type { Expr } from "../runtime/cel/syntax/ast.js";
import { compilePattern } from "../runtime/crd/pattern.js";
import { isDate, isGoDuration } from "../runtime/crd/format-time.js";
import { SORTABLE } from "./functions.js";
import type { CelType } from "./types.js";

export interface ArgumentRefusal {
  readonly message: string;
  readonly at: number | undefined;
}

/** The element types the Kubernetes lists library declares sum for (its summableTypes). */
const SUMMABLE: readonly string[] = ["int", "uint", "double", "duration"];
const ELEMENT_TYPES: Readonly<Record<string, readonly string[]>> = { sum: SUMMABLE, min: SORTABLE, max: SORTABLE, isSorted: SORTABLE };

/**
 * Why the server refuses the call `e` (its receiver's and arguments' types `argTypes`, receiver
 * first), or undefined. `typeName` prints a type as cel-go does.
 */
export function argumentRefusal(e: Extract<Expr, { kind: "call" }>, argTypes: readonly CelType[], typeName: (t: CelType) => string): ArgumentRefusal | undefined {
  const allowed = ELEMENT_TYPES[e.fn];
  const receiver = argTypes[0];
  if (allowed !== undefined && e.target !== undefined && e.args.length === 0 && receiver?.kind === "list" && !allowed.includes(receiver.elem.kind) && !unknown(receiver.elem)) {
    return { message: `found no matching overload for '${e.fn}' applied to '${typeName(receiver)}.()'`, at: e.at };
  }
  // cel-go's validators look at the call's first argument, the receiver left out: `matches(s, p)` has `s` checked as the pattern
  const first = stringLiteral(e.args[0]);
  if (first !== undefined) {
    const [text, at] = first;
    if (e.fn === "matches" && !isRe2(text)) return { message: "invalid matches argument", at };
    if (e.target === undefined && e.fn === "duration" && !isGoDuration(text)) return { message: "invalid duration argument", at };
    if (e.target === undefined && e.fn === "timestamp" && !isRfc3339(text)) return { message: "invalid timestamp argument", at };
  }
  // the pattern, compiled when the program is built (apiserver-oracle: `matches('x', 'a(b')` too)
  const pattern = REGEX_CALLS.has(e.fn) ? stringLiteral(e.target === undefined ? e.args[1] : e.args[0]) : undefined;
  if (pattern !== undefined && !isRe2(pattern[0])) return { message: `program instantiation failed: error parsing regexp: ${pattern[0]}`, at: pattern[1] };
  return undefined;
}

const REGEX_CALLS = new Set(["matches", "find", "findAll"]);

/** A string literal's text and offset. */
function stringLiteral(x: Expr | undefined): [string, number | undefined] | undefined {
  return x?.kind === "literal" && x.literal.type === "string" ? [x.literal.value, x.at] : undefined;
}

/** Types our checker does not know precisely: dyn, and what it does not model. */
function unknown(t: CelType): boolean {
  return t.kind === "dyn" || t.kind === "error";
}

/**
 * Whether Go's regexp compiles the pattern, leniently: a CRD is refused on our word only when
 * neither our RE2 translation nor JavaScript's forgiving (non-unicode) syntax takes it. The
 * translation leaves out RE2 that is valid (`(?U)`, `\pL`, `\x{41}`, `a{,2}`, `(?i:a)`); the
 * forgiving syntax takes those, and refuses what both refuse (`)`, `x++`, `[b`, `b{2,1}`).
 */
function isRe2(pattern: string): boolean {
  if (compilePattern(pattern) !== undefined) return true;
  const js = pattern.replace(/\(\?[imsU]+\)/g, "").replace(/\(\?[imsU-]*:/g, "(?:").replace(/\(\?P</g, "(?<");
  try {
    new RegExp(js);
    return true;
  } catch {
    return false;
  }
}

/** Go's time.Parse(time.RFC3339, …) as cel-go's timestamp(string) calls it, within years 0001–9999. */
function isRfc3339(text: string): boolean {
  const m = /^([0-9]{4}-[0-9]{2}-[0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:[.,][0-9]+)?(?:Z|[+-]([0-9]{2}):([0-9]{2}))$/.exec(text);
  if (m === null || !isDate(m[1]!) || m[1]!.startsWith("0000")) return false;
  return m[2]! <= "23" && m[3]! <= "59" && m[4]! <= "59" && (m[5] === undefined || (m[5] <= "23" && m[6]! <= "59"));
}
