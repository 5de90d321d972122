// Enums (`+enum` on a named string type): values are the typed string constants of the
// input packages, sorted by their Go-quoted form. Built once per run as an index (linear
// in constants). Also the evaluation of string constant expressions.

import { hasMarker } from "../markers/comment-tags.js";
import type { ConstDecl, ConstExpr, TypeDecl, TypeRef, Universe } from "./ir.js";
import { quoteGo } from "../parse/go-string.js";
import { compareStrings } from "../diag/diagnostic.js";
import { declKind, declOf } from "./types.js";

export interface EnumValue {
  readonly value: string;
  readonly name: string;
  readonly comment: string;
}

export interface EnumType {
  readonly decl: TypeDecl;
  /** Values sorted as openapi-gen sorts them, one per value. */
  readonly values: readonly EnumValue[];
  /**
   * One per constant, sorted the same way: openapi-gen kept a value that several constants
   * share once per constant until kube-openapi 649db69 (src/era/openapi-gen.ts).
   */
  readonly everyConstant: readonly EnumValue[];
}

export interface EnumIndex {
  /** The enum a member or element type denotes (one pointer level removed), if any. */
  enumOf(ref: TypeRef): EnumType | undefined;
}

export function buildEnumIndex(universe: Universe): EnumIndex {
  const valuesByType = new Map<string, EnumValue[]>();
  for (const pkg of universe.packages.values()) {
    if (!pkg.isInput) continue;
    for (const decl of pkg.consts) addConstant(universe, valuesByType, decl);
  }
  const cache = new Map<string, EnumType | undefined>();
  return {
    enumOf(ref) {
      const target = ref.kind === "pointer" ? ref.elem : ref;
      if (target.kind !== "named") return undefined;
      const decl = declOf(universe, target);
      if (decl === undefined) return undefined;
      const key = `${decl.pkg}.${decl.name}`;
      if (!cache.has(key)) cache.set(key, makeEnum(universe, decl, valuesByType.get(key)));
      return cache.get(key);
    },
  };
}

/**
 * Only input packages declare enums, as with openapi-gen: gengo keeps the type comments
 * (+enum) and the constants of the packages it is asked for, and of a dependency only
 * its types and their members' comments. A field of a dependency's enum type is a plain
 * string in what openapi-gen generates (cluster-api's MachineTaint.effect, a corev1.TaintEffect).
 */
function makeEnum(universe: Universe, decl: TypeDecl, constants: readonly EnumValue[] = []): EnumType | undefined {
  if (universe.packages.get(decl.pkg)?.isInput !== true) return undefined;
  if (!hasMarker(decl.markers, "enum") || !isStringType(universe, decl)) return undefined;
  const byValue = new Map<string, EnumValue>();
  for (const candidate of constants) {
    const existing = byValue.get(candidate.value);
    if (existing === undefined || prefer(candidate.comment, existing.comment)) byValue.set(candidate.value, candidate);
  }
  const byQuoted = (a: EnumValue, b: EnumValue): number => compareStrings(quoteGo(a.value), quoteGo(b.value));
  return { decl, values: [...byValue.values()].sort(byQuoted), everyConstant: [...constants].sort(byQuoted) };
}

function isStringType(universe: Universe, decl: TypeDecl): boolean {
  if (declKind(universe, decl) !== "alias") return false;
  let type = decl.type;
  for (let hops = 0; type.kind === "named" && hops < 32; hops++) {
    const next = declOf(universe, type);
    if (next === undefined) return false;
    type = next.type;
  }
  return type.kind === "builtin" && type.name === "string";
}

function addConstant(universe: Universe, index: Map<string, EnumValue[]>, decl: ConstDecl): void {
  const type = constType(universe, decl);
  if (type?.kind !== "named" || decl.value === undefined) return;
  const typeDecl = declOf(universe, type);
  if (typeDecl === undefined) return;
  const value = evaluateString(universe, decl.value);
  if (value === undefined) return;
  const key = `${typeDecl.pkg}.${typeDecl.name}`;
  const values = index.get(key) ?? [];
  index.set(key, values);
  values.push({ value, name: decl.name, comment: decl.doc.map((l) => l.text).join(" ") });
}

/**
 * A constant's Go type: the declared one, else that of the typed constant its value names
 * (`const B = A` or `const B = A + "x"` has A's type; a plain literal stays untyped).
 */
export function constType(universe: Universe, decl: ConstDecl): TypeRef | undefined {
  return overConstants(universe, constTypes, decl, (current, known) => {
    if (current.type !== undefined || current.value === undefined) return current.type;
    const typeOf = (expr: ConstExpr): TypeRef | undefined => {
      if (expr.kind === "concat") {
        for (const part of expr.parts) {
          const type = typeOf(part);
          if (type !== undefined) return type;
        }
        return undefined;
      }
      return expr.kind === "const" ? known(expr) : undefined;
    };
    return typeOf(current.value);
  });
}

const constTypes = new WeakMap<ConstDecl, TypeRef | undefined>();

/** Duplicate values keep the longer comment; on a tie, the smaller one. */
function prefer(candidate: string, existing: string): boolean {
  return candidate.length > existing.length || (candidate.length === existing.length && candidate < existing);
}

/** Evaluates a string constant expression; undefined when it is not one. */
export function evaluateString(universe: Universe, expr: ConstExpr): string | undefined {
  const value = evaluateScalar(universe, expr);
  return typeof value === "string" ? value : undefined;
}

export type Scalar = string | number | boolean;

/** Evaluates a string, number or boolean constant expression (`+` joins strings only). */
export function evaluateScalar(universe: Universe, expr: ConstExpr): Scalar | undefined {
  const known = (ref: ConstExpr & { kind: "const" }): Scalar | undefined => {
    const target = findConst(universe, ref.pkg, ref.name);
    return target === undefined ? undefined : overConstants(universe, constScalars, target, (decl, value) => scalarOf(decl.value, value));
  };
  return scalarOf(expr, known);
}

const constScalars = new WeakMap<ConstDecl, Scalar | undefined>();

function scalarOf(expr: ConstExpr | undefined, known: (ref: ConstExpr & { kind: "const" }) => Scalar | undefined): Scalar | undefined {
  switch (expr?.kind) {
    case "string":
    case "bool":
      return expr.value;
    case "number":
      return Number(expr.text.replace(/_/g, ""));
    case "concat": {
      let value = "";
      for (const part of expr.parts) {
        const text = scalarOf(part, known);
        if (typeof text !== "string") return undefined;
        value += text;
      }
      return value;
    }
    case "const":
      return known(expr);
    default:
      return undefined;
  }
}

/**
 * A property of a constant that depends on the constants its value names, computed
 * once per constant, those first, with a stack instead of recursion: Go allows chains
 * of any length (`const C0 = C1`, `const C1 = C2`, …). In a cycle, which Go rejects,
 * the constant that closes it counts as unknown.
 */
function overConstants<T>(
  universe: Universe,
  memo: WeakMap<ConstDecl, T | undefined>,
  root: ConstDecl,
  compute: (decl: ConstDecl, known: (ref: ConstExpr & { kind: "const" }) => T | undefined) => T | undefined,
): T | undefined {
  const known = (ref: ConstExpr & { kind: "const" }): T | undefined => {
    const target = findConst(universe, ref.pkg, ref.name);
    return target === undefined ? undefined : memo.get(target);
  };
  const stack = [root];
  const onStack = new Set(stack);
  while (stack.length > 0) {
    const decl = stack[stack.length - 1]!;
    if (memo.has(decl)) {
      stack.pop();
      onStack.delete(decl);
      continue;
    }
    let waiting = false;
    for (const target of namedConstants(universe, decl.value)) {
      if (memo.has(target)) continue;
      if (onStack.has(target)) {
        memo.set(target, undefined);
        continue;
      }
      stack.push(target);
      onStack.add(target);
      waiting = true;
    }
    if (waiting) continue;
    memo.set(decl, compute(decl, known));
    stack.pop();
    onStack.delete(decl);
  }
  return memo.get(root);
}

/** The constants an expression names (its nesting is bounded by the parser). */
function namedConstants(universe: Universe, expr: ConstExpr | undefined, out: ConstDecl[] = []): ConstDecl[] {
  if (expr?.kind === "concat") for (const part of expr.parts) namedConstants(universe, part, out);
  if (expr?.kind === "const") {
    const target = findConst(universe, expr.pkg, expr.name);
    if (target !== undefined) out.push(target);
  }
  return out;
}

const constIndexes = new WeakMap<object, Map<string, ConstDecl>>();

export function findConst(universe: Universe, pkg: string, name: string): ConstDecl | undefined {
  const found = universe.packages.get(pkg);
  if (found === undefined) return undefined;
  let index = constIndexes.get(found);
  if (index === undefined) {
    index = new Map(found.consts.map((c) => [c.name, c]));
    constIndexes.set(found, index);
  }
  return index.get(name);
}
