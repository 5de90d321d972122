// Type inference for a parsed rule, as far as cost estimation needs it (cel-go's checker
// gives the estimator each node's type and each call's candidate overload ids): variables
// from the schema, field selection, comprehension variables, and overload resolution where
// dyn matches every candidate — so a call on dyn keeps them all, and the estimator charges the
// costliest, as cel-go does.

import { accumulator, type Expr } from "../runtime/cel/syntax/ast.js";
import { instantiate, overloadsByName, type Overload, type Pattern } from "./functions.js";
import { argumentRefusal } from "./literal-arguments.js";
import { maxTreeDepth } from "../runtime/cel/syntax/parser.js";
import { dyn, listOf, mapOf, optionalOf, prim, sameType, type CelType } from "./types.js";

export interface ResolvedCall {
  /** The function's name (a qualified global such as `optional.none` when the target was a namespace). */
  readonly fn: string;
  /** Called on a receiver (the target is an operand, charged as one). */
  readonly member: boolean;
  readonly overloadIds: readonly string[];
}

export interface Checked {
  readonly types: ReadonlyMap<number, CelType>;
  readonly calls: ReadonlyMap<number, ResolvedCall>;
  /** Functions no overload matched (a rule the API server would refuse to compile). */
  readonly unresolved: readonly string[];
  /**
   * What cel-go's checker refuses and ours knows for certain, in the order met, with cel-go's
   * words: a field a schema object does not declare ("undefined field"), a selection on a
   * type that has no fields, a comprehension over what is not a list or map, and as options
   * say (the API server's environment): list and map literals of mixed types
   * (HomogeneousAggregateLiterals), cel.bind (no ext.Bindings).
   */
  readonly compileErrors: readonly { readonly message: string; readonly at: number | undefined }[];
  /** The rule refers to an identifier named oldSelf (apiextensions' UsesOldSelf: a comprehension variable of that name counts). */
  readonly usesOldSelf: boolean;
}

const typeNames: Readonly<Record<string, CelType>> = {
  int: prim("int"), uint: prim("uint"), double: prim("double"), string: prim("string"), bytes: prim("bytes"), bool: prim("bool"),
  null_type: prim("null"), list: listOf(dyn), map: mapOf(dyn, dyn), duration: prim("duration"), timestamp: prim("timestamp"), dyn,
};

export interface CheckOptions {
  /** cel-go's ext.Bindings (cel.bind) is in the environment (the API server's CRD environment has none). */
  readonly bindings?: boolean;
  /** cel.HomogeneousAggregateLiterals (the API server's base environment has it): a literal's elements have one type. */
  readonly homogeneousLiterals?: boolean;
}

export function checkCel(expr: Expr, variables: ReadonlyMap<string, CelType>, options: CheckOptions = {}): Checked {
  const types = new Map<number, CelType>();
  const calls = new Map<number, ResolvedCall>();
  const unresolved: string[] = [];
  const compileErrors: { message: string; at: number | undefined }[] = [];
  const refuse = (message: string, at?: number): void => void compileErrors.push({ message, at });
  let usesOldSelf = false;
  const scopes: Map<string, CelType>[] = [new Map(variables)];
  const lookup = (name: string): CelType | undefined => {
    for (let i = scopes.length - 1; i >= 0; i--) {
      const t = scopes[i]!.get(name);
      if (t !== undefined) return t;
    }
    return undefined;
  };

  const visit = (e: Expr, depth: number): CelType => {
    if (depth > maxTreeDepth) return dyn;
    const t = typeOf(e, depth);
    types.set(e.id, t);
    return t;
  };

  const typeOf = (e: Expr, depth: number): CelType => {
    switch (e.kind) {
      case "literal":
        return e.literal.type === "null" ? prim("null") : prim(e.literal.type);
      case "ident": {
        // the API server looks for a reference named oldSelf, a comprehension variable's too
        if (e.name === "oldSelf") usesOldSelf = true;
        const v = lookup(e.name);
        if (v !== undefined) return v;
        return Object.hasOwn(typeNames, e.name) ? { kind: "type", of: typeNames[e.name]! } : dyn;
      }
      case "select": {
        const operand = visit(e.operand, depth + 1);
        if (isUndeclared(operand, e.field)) refuse(`undefined field '${e.field}'`, e.at);
        else if (!selectable(operand)) refuse(`type '${typeName(operand)}' does not support field selection`, e.at);
        if (e.testOnly) return prim("bool");
        return fieldType(operand, e.field);
      }
      case "list": {
        // an optional element `?e` adds e's value: the list holds what the optional holds
        const elems = e.elements.map((x, i) => unwrapIf(e.optional?.includes(i) === true, visit(x, depth + 1)));
        mixed(elems);
        return listOf(common(elems));
      }
      case "map": {
        const keys = e.entries.map((x) => visit(x.key, depth + 1));
        const values = e.entries.map((x) => unwrapIf(x.optional === true, visit(x.value, depth + 1)));
        mixed(keys);
        mixed(values);
        return mapOf(common(keys), common(values));
      }
      case "struct":
        for (const f of e.fields) visit(f.value, depth + 1);
        return { kind: "object", name: e.name, fields: new Map() };
      case "comprehension":
        return comprehensionType(e, depth);
      case "call":
        return callType(e, depth);
    }
  };

  /** HomogeneousAggregateLiterals: every element of a literal has the first one's type (where both are known). */
  const mixed = (types: readonly CelType[]): void => {
    if (options.homogeneousLiterals !== true) return;
    const first = types.find((t) => !hasDyn(t));
    const other = first === undefined ? undefined : types.find((t) => !hasDyn(t) && !sameType(t, first));
    if (first !== undefined && other !== undefined) refuse(`expected type '${typeName(first)}' but found '${typeName(other)}'`);
  };

  const comprehensionType = (e: Extract<Expr, { kind: "comprehension" }>, depth: number): CelType => {
    if (e.bind === true && options.bindings === false) refuse("undeclared reference to 'cel' (in container '')");
    const range = visit(e.iterRange, depth + 1);
    if (!isBind(e) && !["list", "map", "dyn"].includes(range.kind)) refuse(`expression of type '${typeName(range)}' cannot be range of a comprehension (must be list, map, or dynamic)`);
    let accu = visit(e.accuInit, depth + 1);
    const iter = new Map<string, CelType>();
    const [first, second] = iterationTypes(range);
    if (e.iterVar2 === undefined) iter.set(e.iterVar, range.kind === "list" ? second : first);
    else {
      iter.set(e.iterVar, first);
      iter.set(e.iterVar2, second);
    }
    // the step may make the accumulator more precise (`[]` grows into a list of T): type it twice
    for (let pass = 0; pass < 2; pass++) {
      scopes.push(new Map([[e.accuVar, accu], ...iter]));
      visit(e.loopCondition, depth + 1);
      const step = visit(e.loopStep, depth + 1);
      scopes.pop();
      if (pass === 0 && !sameType(step, accu) && moreSpecific(step, accu)) accu = step;
      else break;
    }
    scopes.push(new Map([[e.accuVar, accu]]));
    const result = visit(e.result, depth + 1);
    scopes.pop();
    return result;
  };

  const callType = (e: Extract<Expr, { kind: "call" }>, depth: number): CelType => {
    let fn = e.fn;
    let target = e.target;
    // `optional.none()`, `strings.quote(s)`: a namespace, not a receiver
    if (target?.kind === "ident" && lookup(target.name) === undefined && overloadsByName.has(`${target.name}.${fn}`)) {
      fn = `${target.name}.${fn}`;
      target = undefined;
    }
    const member = target !== undefined;
    const argTypes = [...(target === undefined ? [] : [visit(target, depth + 1)]), ...e.args.map((a) => visit(a, depth + 1))];
    const candidates = (overloadsByName.get(fn) ?? []).filter((o) => o.member === member && o.params.length === argTypes.length);
    const matched: { overload: Overload; result: CelType }[] = [];
    for (const overload of candidates) {
      const bound = new Map<string, CelType>();
      if (overload.params.every((p, i) => unify(p, argTypes[i]!, bound))) matched.push({ overload, result: instantiate(overload.result, bound) });
    }
    if (matched.length === 0) {
      unresolved.push(fn);
      calls.set(e.id, { fn, member, overloadIds: [] });
      return dyn;
    }
    calls.set(e.id, { fn, member, overloadIds: matched.map((m) => m.overload.id) });
    const refusal = argumentRefusal(e, argTypes, typeName);
    if (refusal !== undefined) refuse(refusal.message, refusal.at);
    if (fn === "_?._") {
      // `a.?b` is optional(b's type); on an optional `a` the chain stays one optional deep
      const operand = argTypes[0]!.kind === "optional" ? argTypes[0]!.elem : argTypes[0]!;
      const name = e.args[1]?.kind === "literal" && e.args[1].literal.type === "string" ? e.args[1].literal.value : "";
      if (isUndeclared(operand, name)) refuse(`undefined field '${name}'`, e.at);
      else if (!selectable(operand)) refuse(`type '${typeName(operand)}' does not support field selection`, e.at);
      return optionalOf(fieldType(operand, name));
    }
    const results = matched.map((m) => m.result);
    return results.every((r) => sameType(r, results[0]!)) ? results[0]! : dyn;
  };

  visit(expr, 0);
  return { types, calls, unresolved, compileErrors, usesOldSelf };
}

/** cel.bind's expansion: a comprehension over an empty list that never loops. */
function isBind(e: Extract<Expr, { kind: "comprehension" }>): boolean {
  return e.iterVar === "#unused" && e.iterRange.kind === "list" && e.iterRange.elements.length === 0;
}

/** Types a field can be selected from: objects, maps, optionals of them, dyn, and what we do not model (opaque, type). */
function selectable(t: CelType): boolean {
  const inner = t.kind === "optional" ? t.elem : t;
  return !["string", "int", "uint", "double", "bool", "bytes", "list", "null", "duration", "timestamp"].includes(inner.kind);
}

function hasDyn(t: CelType): boolean {
  switch (t.kind) {
    case "dyn":
    case "error":
      return true;
    case "list":
    case "optional":
      return hasDyn(t.elem);
    case "map":
      return hasDyn(t.key) || hasDyn(t.value);
    case "type":
      return hasDyn(t.of);
    default:
      return false;
  }
}

/** A type as cel-go prints it in its messages (schema objects by their kind only). */
export function typeName(t: CelType): string {
  switch (t.kind) {
    case "list":
      return `list(${typeName(t.elem)})`;
    case "map":
      return `map(${typeName(t.key)}, ${typeName(t.value)})`;
    case "optional":
      return `optional_type(${typeName(t.elem)})`;
    case "type":
      return `type(${typeName(t.of)})`;
    case "object":
    case "opaque":
      return t.name;
    case "duration":
      return "google.protobuf.Duration";
    case "timestamp":
      return "google.protobuf.Timestamp";
    case "null":
      return "null_type";
    default:
      return t.kind;
  }
}

/** A schema object's fields are all it has: selecting another is the checker's "undefined field". */
function isUndeclared(operand: CelType, field: string): boolean {
  const object = operand.kind === "optional" ? operand.elem : operand;
  return object.kind === "object" && object.name === "object" && !object.fields.has(field);
}

function unwrapIf(optional: boolean, t: CelType): CelType {
  return optional && t.kind === "optional" ? t.elem : t;
}

/** The key (or index) and value types of iterating over a range. */
function iterationTypes(range: CelType): [CelType, CelType] {
  if (range.kind === "list") return [prim("int"), range.elem];
  if (range.kind === "map") return [range.key, range.value];
  return [dyn, dyn];
}

function fieldType(operand: CelType, field: string): CelType {
  // a field of an optional value is an optional (`self.?a.b` chains), one optional deep
  if (operand.kind === "optional") {
    const inner = fieldType(operand.elem, field);
    return inner.kind === "optional" ? inner : optionalOf(inner);
  }
  if (operand.kind === "object") return operand.fields.get(field) ?? dyn;
  if (operand.kind === "map") return operand.value;
  return dyn;
}

function common(types: readonly CelType[]): CelType {
  if (types.length === 0) return dyn;
  return types.every((t) => sameType(t, types[0]!)) ? types[0]! : dyn;
}

/** `candidate` refines `current` where `current` has dyn. */
function moreSpecific(candidate: CelType, current: CelType): boolean {
  if (current.kind === "dyn") return candidate.kind !== "dyn";
  if (current.kind === "list" && candidate.kind === "list") return moreSpecific(candidate.elem, current.elem);
  if (current.kind === "map" && candidate.kind === "map") return moreSpecific(candidate.key, current.key) || moreSpecific(candidate.value, current.value);
  if (current.kind === "type" && candidate.kind === "type") return moreSpecific(candidate.of, current.of);
  if (current.kind === "optional" && candidate.kind === "optional") return moreSpecific(candidate.elem, current.elem);
  return false;
}

/** Does `type` fit `pattern`? dyn fits everything and binds parameters to dyn. */
function unify(pattern: Pattern, type: CelType, bound: Map<string, CelType>): boolean {
  if ("param" in pattern) {
    const prior = bound.get(pattern.param);
    if (prior === undefined || prior.kind === "dyn") {
      bound.set(pattern.param, type);
      return true;
    }
    if (type.kind === "dyn" || sameType(prior, type)) return true;
    if (prior.kind === "null" || type.kind === "null") return nullable(prior.kind === "null" ? type : prior);
    if (moreSpecific(type, prior)) {
      bound.set(pattern.param, type);
      return true;
    }
    return moreSpecific(prior, type);
  }
  if (type.kind === "dyn") {
    bindDyn(pattern, bound);
    return true;
  }
  if ("fixed" in pattern) {
    const f = pattern.fixed;
    if (f.kind === "dyn") return true;
    if (f.kind === "opaque") return type.kind === "opaque" && type.name === f.name;
    return f.kind === type.kind;
  }
  switch (pattern.kind) {
    case "list":
      return type.kind === "list" && unify(pattern.elem, type.elem, bound);
    case "optional":
      return type.kind === "optional" && unify(pattern.elem, type.elem, bound);
    case "map":
      return type.kind === "map" && unify(pattern.key, type.key, bound) && unify(pattern.value, type.value, bound);
    default:
      return type.kind === "type";
  }
}

/** Types null is assignable to in cel-go: objects and the protobuf messages duration and timestamp, optionals (apiserver-oracle: not lists, maps, strings, numbers, bools). */
function nullable(t: CelType): boolean {
  return ["null", "dyn", "object", "duration", "timestamp", "optional", "opaque"].includes(t.kind);
}

function bindDyn(pattern: Pattern, bound: Map<string, CelType>): void {
  if ("param" in pattern) {
    if (!bound.has(pattern.param)) bound.set(pattern.param, dyn);
    return;
  }
  if ("fixed" in pattern) return;
  if (pattern.kind === "map") {
    bindDyn(pattern.key, bound);
    bindDyn(pattern.value, bound);
  } else bindDyn(pattern.kind === "type" ? pattern.of : pattern.elem, bound);
}

export { accumulator };
