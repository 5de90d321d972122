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

const enumIndexes = new WeakMap<Universe, EnumIndex>();

/** The run's enums, one index per universe: the definitions, check and the union rules share it. */
export function buildEnumIndex(universe: Universe): EnumIndex {
  let index = enumIndexes.get(universe);
  if (index === undefined) enumIndexes.set(universe, (index = newEnumIndex(universe)));
  return index;
}

function newEnumIndex(universe: Universe): EnumIndex {
  const cache = new Map<TypeDecl, EnumType | undefined>();
  return {
    enumOf(ref) {
      const target = ref.kind === "pointer" ? ref.elem : ref;
      if (target.kind !== "named") return undefined;
      const decl = declOf(universe, target);
      if (decl === undefined) return undefined;
      if (!cache.has(decl)) cache.set(decl, makeEnum(universe, decl));
      return cache.get(decl);
    },
  };
}

const typedConstants = new WeakMap<Universe, Map<string, ConstDecl[]>>();

/**
 * The input packages' constants of a type, in package and declaration order: a constant's
 * type is its declared one, else that of the typed constant its value names (constType),
 * with aliases followed. What openapi-gen's `+enum` and validation-gen's `+k8s:enum` take
 * their values from (gengo keeps only the input packages' constants); indexed once per run.
 */
export function inputConstantsOf(universe: Universe, decl: TypeDecl): readonly ConstDecl[] {
  let index = typedConstants.get(universe);
  if (index === undefined) {
    index = new Map();
    for (const pkg of universe.packages.values()) {
      if (!pkg.isInput) continue;
      for (const constant of pkg.consts) addConstant(universe, index, constant);
    }
    typedConstants.set(universe, index);
  }
  return index.get(typeKey(decl)) ?? [];
}

function typeKey(decl: TypeDecl): string {
  return `${decl.pkg}\u0000${decl.name}`;
}

/**
 * controller-gen's `+k8s:enum` values: the constants of the type's own package declared
 * with exactly that type and a string literal (a constant whose value is an expression, or
 * whose type comes from another constant, is not read), sorted as JSON text.
 */
export function literalEnumValues(universe: Universe, decl: TypeDecl): string[] {
  const values: string[] = [];
  for (const c of universe.packages.get(decl.pkg)?.consts ?? []) {
    if (c.type?.kind !== "named" || c.type.pkg !== decl.pkg || c.type.name !== decl.name || c.value?.kind !== "string") continue;
    values.push(c.value.value);
  }
  return values.sort((a, b) => compareStrings(JSON.stringify(a), JSON.stringify(b)));
}

/**
 * Only input packages declare enums, as with openapi-gen: gengo keeps the type comments
 * (+enum) and the constants of the packages it is asked for, and of a dependency only
 * its types and their members' comments. A field of a dependency's enum type is a plain
 * string in what openapi-gen generates (cluster-api's MachineTaint.effect, a corev1.TaintEffect).
 */
function makeEnum(universe: Universe, decl: TypeDecl): EnumType | undefined {
  if (universe.packages.get(decl.pkg)?.isInput !== true) return undefined;
  if (!hasMarker(decl.markers, "enum") || !isStringType(universe, decl)) return undefined;
  const constants: EnumValue[] = [];
  for (const constant of inputConstantsOf(universe, decl)) {
    const value = evaluateString(universe, constant.value!);
    if (value !== undefined) constants.push({ value, name: constant.name, comment: constant.doc.map((l) => l.text).join(" ") });
  }
  const byValue = new Map<string, EnumValue>();
  for (const candidate of constants) {
    const existing = byValue.get(candidate.value);
    if (existing === undefined || preferComment(candidate.comment, existing.comment)) byValue.set(candidate.value, candidate);
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

function addConstant(universe: Universe, index: Map<string, ConstDecl[]>, constant: ConstDecl): void {
  const type = constType(universe, constant);
  if (type?.kind !== "named" || constant.value === undefined) return;
  const typeDecl = declOf(universe, type);
  if (typeDecl === undefined) return;
  const key = typeKey(typeDecl);
  const list = index.get(key) ?? [];
  index.set(key, list);
  list.push(constant);
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

/** Of constants sharing a value, the one with the longer comment is kept; on a tie, the smaller comment (openapi-gen's and validation-gen's addIfNotPresent). */
export function preferComment(candidate: string, existing: string): boolean {
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
