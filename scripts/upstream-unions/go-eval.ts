// Evaluates the Go subset of go-syntax.ts to plain values: Go structs, pointers, slices and
// maps keep their Go type (named by the test package's type declarations) so they can be
// turned into the JSON an API server would decode; `field.*` builders become expected errors.

import type { Expr, Param, Range, Stmt, TypeExpr } from "./go-syntax.js";

/** A function literal whose body we can evaluate. */
interface Closure {
  readonly body: readonly Stmt[];
  readonly params?: readonly Param[];
}

function closureOf(value: GoValue): Closure | undefined {
  if (value === null || typeof value !== "object" || value.k !== "native") return undefined;
  const inner = value.value;
  return typeof inner === "object" && inner !== null && "body" in inner ? (inner as Closure) : undefined;
}

/** Statements a helper may hold: all of them run by `run` (an `if` or another loop would be skipped there). */
function runnable(body: readonly Stmt[]): boolean {
  return body.every((stmt) => {
    if (stmt.k === "block") return runnable(stmt.body);
    if (stmt.k === "for") return stmt.range !== undefined && runnable(stmt.body);
    return stmt.k !== "other";
  });
}

export type GoValue =
  | null // nil
  | string | number | boolean
  | { readonly k: "struct"; readonly type: string | undefined; readonly fields: Map<string, GoValue> }
  | { readonly k: "ptr"; readonly to: GoValue }
  | { readonly k: "slice"; readonly type: TypeExpr | undefined; readonly items: GoValue[] }
  | { readonly k: "map"; readonly entries: [GoValue, GoValue][] }
  | { readonly k: "record"; readonly fields: Map<string, GoValue> }
  | { readonly k: "native"; readonly value: unknown };

const BUILTIN_TYPES = new Set(["int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "float32", "float64", "byte", "rune", "string", "bool"]);

/** What the evaluator must know about the package under test. */
export interface Package {
  /** Struct and named types by Go name. */
  readonly types: ReadonlyMap<string, TypeExpr>;
  /** Constant values by name. */
  readonly consts: ReadonlyMap<string, string | number | boolean>;
  /** The test file's helper functions, called by name: parameter names and body. */
  readonly funcs?: ReadonlyMap<string, { readonly params: readonly string[]; readonly body: readonly Stmt[] }>;
}

/** Calls of the test file's helpers deeper than this are refused (a recursive helper). */
const MAX_CALL_DEPTH = 16;

/** Calls the evaluator cannot do by itself (field.*, st.Value(...)…): receiver, method, arguments. */
export type Native = (receiver: GoValue | undefined, name: string, args: GoValue[], raw: readonly Expr[]) => GoValue | undefined;

export class Evaluator {
  readonly env = new Map<string, GoValue>();
  /** How many helper closures are running (see loop). */
  private closures = 0;

  constructor(private readonly pkg: Package, private readonly native: Native, private readonly depth = 0) {}

  /**
   * Runs statements in order: definitions, assignments, expressions, range loops and
   * `return` (its value is the result). A statement that cannot be evaluated goes to `failed`
   * and the rest still run.
   */
  run(body: readonly Stmt[], failed: (error: Error) => void): { readonly value: GoValue } | undefined {
    for (const stmt of body) {
      try {
        if (stmt.k === "define") this.env.set(stmt.names[0]!, this.eval(stmt.value));
        else if (stmt.k === "expr") this.eval(stmt.x);
        else if (stmt.k === "assign") this.assign(stmt.target, this.eval(stmt.value));
        else if (stmt.k === "return") return { value: stmt.x === undefined ? null : this.eval(stmt.x) };
        else if (stmt.k === "block") {
          const out = this.scoped(stmt.body, () => this.run(stmt.body, failed));
          if (out !== undefined) return out;
        }
        else if (stmt.k === "for" && stmt.range !== undefined) {
          const out = this.loop(stmt.range, stmt.body, failed);
          if (out !== undefined) return out;
        }
      } catch (error) {
        failed(error as Error);
      }
    }
    return undefined;
  }

  /**
   * `for k, v := range x` over a slice, a map or (Go 1.22) an integer. Outside a helper only
   * `for i := range n` runs: a test function's loops over its own case lists are not run (their
   * cases are not counted), as before helpers could loop.
   */
  private loop(range: Range, body: readonly Stmt[], failed: (error: Error) => void): { readonly value: GoValue } | undefined {
    if (this.closures === 0 && !(range.value === undefined && (range.x.k === "int" || range.x.k === "ident"))) return undefined;
    const over = this.eval(range.x);
    if (this.closures === 0 && typeof over !== "number") return undefined;
    for (const [key, value] of this.rangePairs(over)) {
      if (range.key !== undefined) this.env.set(range.key, key);
      if (range.value !== undefined) this.env.set(range.value, value);
      const out = this.run(body, failed);
      if (out !== undefined) return out;
    }
    return undefined;
  }

  private rangePairs(over: GoValue): [GoValue, GoValue][] {
    if (over === null) return [];
    if (typeof over === "number") return Array.from({ length: over }, (_, i) => [i, null]);
    if (typeof over === "object" && over.k === "slice") return over.items.map((item, i) => [i, item]);
    if (typeof over === "object" && over.k === "map") return over.entries.map(([k, v]) => [k, v]);
    throw new Error("ranging over a non-collection");
  }

  eval(x: Expr, type?: TypeExpr): GoValue {
    switch (x.k) {
      case "string": return x.v;
      case "int": return Number(x.v.replaceAll("_", ""));
      case "funclit": return x.body === undefined ? { k: "native", value: "func" } : { k: "native", value: { body: x.body, params: x.params } satisfies Closure };
      case "deref": {
        const target = this.eval(x.x);
        if (target === null || typeof target !== "object" || target.k !== "ptr") throw new Error("dereferencing a non-pointer");
        return target.to;
      }
      case "make": {
        const resolved = this.resolve(x.type);
        if (resolved.k === "map") return { k: "map", entries: [] };
        const n = x.len === undefined ? 0 : (this.eval(x.len) as number);
        const elem = resolved.k === "slice" ? resolved.elem : undefined;
        return { k: "slice", type: x.type, items: Array.from({ length: n }, () => this.zero(elem)) };
      }
      case "ident": return this.ident(x.name);
      case "addr": {
        if (x.x.k === "ident") return { k: "ptr", to: this.ident(x.x.name) };
        return { k: "ptr", to: this.eval(x.x, type?.k === "ptr" ? type.elem : undefined) };
      }
      case "convert":
        return x.type.k === "ptr" ? (this.eval(x.x) === null ? null : { k: "ptr", to: this.eval(x.x) }) : this.eval(x.x, x.type);
      case "composite": return this.composite(x.type ?? type, x.elems);
      case "sel": {
        if (x.x.k === "ident" && !this.env.has(x.x.name) && this.native(undefined, `${x.x.name}.${x.name}`, [], []) !== undefined) {
          return this.native(undefined, `${x.x.name}.${x.name}`, [], [])!;
        }
        let receiver = this.eval(x.x);
        if (receiver !== null && typeof receiver === "object" && receiver.k === "ptr") receiver = receiver.to; // Go selects through a pointer
        if (receiver !== null && typeof receiver === "object" && (receiver.k === "record" || receiver.k === "struct")) {
          return receiver.fields.get(x.name) ?? null;
        }
        throw new Error(`cannot select ${x.name}`);
      }
      case "call": return this.call(x.fn, x.args);
      case "index": {
        const holder = this.eval(x.x);
        const key = this.eval(x.index);
        if (holder !== null && typeof holder === "object" && holder.k === "map") return holder.entries.find(([k]) => k === key)?.[1] ?? null;
        if (holder !== null && typeof holder === "object" && holder.k === "slice") return holder.items[key as number] ?? null;
        throw new Error("cannot index this value");
      }
    }
  }

  /** Runs `inside`; then the names the block's statements defined are what they were before. */
  private scoped<T>(body: readonly Stmt[], inside: () => T): T {
    const names = new Set(body.flatMap((stmt) => (stmt.k === "define" ? stmt.names : [])));
    const saved = new Map([...names].filter((name) => this.env.has(name)).map((name) => [name, this.env.get(name)!]));
    try {
      return inside();
    } finally {
      for (const name of names) {
        if (saved.has(name)) this.env.set(name, saved.get(name)!);
        else this.env.delete(name);
      }
    }
  }

  /**
   * `x.f.g = v`: the variable gets a copy with the field replaced (Go's struct assignment
   * copies, so another variable that held the same struct keeps its value).
   */
  assign(target: Expr, value: GoValue): void {
    if (target.k === "ident") {
      this.env.set(target.name, value);
      return;
    }
    if (target.k === "index") {
      // Maps and slices are references in Go: the entry changes wherever the value is held.
      const holder = this.eval(target.x);
      const key = this.eval(target.index);
      if (holder !== null && typeof holder === "object" && holder.k === "map") {
        const entry = holder.entries.find(([k]) => k === key);
        if (entry !== undefined) entry[1] = value;
        else holder.entries.push([key, value]);
      } else if (holder !== null && typeof holder === "object" && holder.k === "slice") holder.items[key as number] = value;
      else throw new Error("cannot index this value");
      return;
    }
    if (target.k !== "sel") throw new Error("cannot assign to this expression");
    this.assign(target.x, withField(this.eval(target.x), target.name, value));
  }

  /** The zero value of a type (its JSON shape is what matters): 0, "", false, nil or an empty struct. */
  private zero(type: TypeExpr | undefined): GoValue {
    const resolved = type === undefined ? undefined : this.resolve(type);
    if (resolved?.k === "name") return resolved.name === "string" ? "" : resolved.name === "bool" ? false : 0;
    if (resolved?.k === "struct") return { k: "struct", type: type?.k === "name" ? type.name : undefined, fields: new Map() };
    return null;
  }

  private ident(name: string): GoValue {
    if (this.env.has(name)) return this.env.get(name)!;
    if (name === "nil") return null;
    if (name === "true" || name === "false") return name === "true";
    if (this.pkg.consts.has(name)) return this.pkg.consts.get(name)!;
    throw new Error(`unknown identifier ${name}`);
  }

  private call(fn: Expr, rawArgs: readonly Expr[]): GoValue {
    // A conversion to a named type of the package: D("x").
    if (fn.k === "ident" && this.pkg.types.has(fn.name) && rawArgs.length === 1) return this.eval(rawArgs[0]!, { k: "name", pkg: undefined, name: fn.name });
    // A conversion to a builtin type: uint(0), int64(1), float64(2), string(x).
    if (fn.k === "ident" && BUILTIN_TYPES.has(fn.name) && rawArgs.length === 1) return this.eval(rawArgs[0]!);
    // Go 1.26's new(value): a pointer to a copy of the value; new(T): to T's zero value.
    if (fn.k === "ident" && fn.name === "new" && !this.env.has("new") && rawArgs.length === 1) {
      const arg = rawArgs[0]!;
      const isType = arg.k === "ident" && (this.pkg.types.has(arg.name) || BUILTIN_TYPES.has(arg.name));
      return { k: "ptr", to: isType ? this.zero({ k: "name", pkg: undefined, name: arg.name }) : this.eval(arg) };
    }
    const args = rawArgs.map((arg) => this.eval(arg));
    if (fn.k === "sel") {
      const qualified = fn.x.k === "ident" && !this.env.has(fn.x.name) ? `${fn.x.name}.${fn.name}` : undefined;
      if (qualified !== undefined) {
        const out = this.native(undefined, qualified, args, rawArgs);
        if (out !== undefined) return out;
      }
      const receiver = this.eval(fn.x);
      const out = this.native(receiver, fn.name, args, rawArgs);
      if (out !== undefined) return out;
      throw new Error(`unsupported call .${fn.name}`);
    }
    if (fn.k === "ident") {
      const closure = this.env.has(fn.name) ? closureOf(this.env.get(fn.name)!) : undefined;
      if (closure !== undefined) return this.callClosure(closure, args);
      const out = this.native(undefined, fn.name, args, rawArgs);
      if (out !== undefined) return out;
      const helper = this.pkg.funcs?.get(fn.name);
      if (helper !== undefined && this.depth < MAX_CALL_DEPTH) return this.callHelper(helper, args);
    }
    throw new Error("unsupported call");
  }

  /** A helper of the test file, in a scope of its own; a statement it cannot run fails the call. */
  private callHelper(helper: { readonly params: readonly string[]; readonly body: readonly Stmt[] }, args: readonly GoValue[]): GoValue {
    const inner = new Evaluator(this.pkg, this.native, this.depth + 1);
    helper.params.forEach((name, i) => inner.env.set(name, args[i] ?? null));
    const out = inner.run(helper.body, (error) => { throw error; });
    return out === undefined ? null : out.value;
  }

  /**
   * A helper the test defined (`mkTest := func() *T { return &T{…} }`, `opts := func(enabled
   * ...string) map[string]bool {…}`): its parameters bound (a variadic one to a slice of the
   * rest), its statements run, its first return's value; evaluated afresh each call. It sees
   * (and, as a Go closure may, changes) the test's variables.
   */
  private callClosure(closure: Closure, args: readonly GoValue[]): GoValue {
    const params = closure.params ?? [];
    if (params.length === 0 && args.length > 0) throw new Error("a helper whose parameters are outside our subset");
    if (!runnable(closure.body)) throw new Error("a helper statement outside our subset");
    params.forEach((param, i) => {
      this.env.set(param.name, param.variadic ? { k: "slice", type: undefined, items: args.slice(i) } : args[i] ?? null);
    });
    this.closures++;
    try {
      const out = this.run(closure.body, (error) => { throw error; });
      return out === undefined ? null : out.value;
    } finally {
      this.closures--;
    }
  }

  private composite(type: TypeExpr | undefined, elems: readonly { readonly key?: Expr; readonly value: Expr }[]): GoValue {
    const resolved = type === undefined ? undefined : this.resolve(type);
    if (type?.k === "name" && type.pkg !== undefined) {
      const out = this.native(undefined, `${type.pkg}.${type.name}{}`, elems.map((e) => this.eval(e.value)), elems.map((e) => e.value));
      if (out !== undefined) return out;
    }
    if (resolved?.k === "slice" || resolved?.k === "array") {
      return { k: "slice", type, items: elems.map((e) => this.eval(e.value, resolved.elem)) };
    }
    if (resolved?.k === "map") {
      return { k: "map", entries: elems.map((e) => [this.eval(e.key!, resolved.key), this.eval(e.value, resolved.value)]) };
    }
    if (resolved?.k === "ptr") return { k: "ptr", to: this.composite(resolved.elem, elems) };
    if (resolved?.k === "struct") {
      const fields = new Map<string, GoValue>();
      elems.forEach((e, i) => {
        const name = e.key?.k === "ident" ? e.key.name : resolved.fields[i]?.name;
        if (name === undefined) throw new Error("positional struct literal out of range");
        const fieldType = resolved.fields.find((f) => f.name === name)?.type;
        fields.set(name, this.eval(e.value, fieldType));
      });
      return { k: "struct", type: type?.k === "name" ? type.name : undefined, fields };
    }
    // An untyped literal: keyed → a record of the anonymous struct, else a list.
    if (elems.length > 0 && elems.every((e) => e.key?.k === "ident")) {
      return { k: "record", fields: new Map(elems.map((e) => [(e.key as { name: string }).name, this.eval(e.value)])) };
    }
    return { k: "slice", type: undefined, items: elems.map((e) => this.eval(e.value)) };
  }

  /** A named type of the package, followed to its definition. */
  resolve(type: TypeExpr): TypeExpr {
    let current = type;
    for (let hops = 0; current.k === "name" && current.pkg === undefined && this.pkg.types.has(current.name) && hops < 16; hops++) {
      current = this.pkg.types.get(current.name)!;
    }
    return current;
  }
}

/** The JSON name of a struct field (encoding/json: the tag's name, else the Go name). */
export function jsonNameOf(field: { readonly name: string; readonly tag: string | undefined }): string | undefined {
  const tag = /json:"([^"]*)"/.exec(field.tag ?? "")?.[1];
  if (tag === undefined) return field.name;
  const name = tag.split(",")[0]!;
  return name === "-" ? undefined : name === "" ? field.name : name;
}

/**
 * The JSON a Go value encodes to, for the fields a literal sets: fields it leaves out are
 * omitted (for pointers, slices and maps, nil; for builtins, their zero value, which union
 * validation reads as unset either way). Nil values are omitted too.
 */
export function toJson(value: GoValue, ev: Evaluator, type?: TypeExpr): unknown {
  if (value === null || typeof value !== "object") return value;
  switch (value.k) {
    case "ptr": return toJson(value.to, ev, type?.k === "ptr" ? type.elem : type);
    case "slice": return value.items.map((item) => toJson(item, ev));
    case "map": return Object.fromEntries(value.entries.map(([k, v]) => [String(k), toJson(v, ev)]));
    case "struct": {
      const decl = value.type === undefined ? undefined : ev.resolve({ k: "name", pkg: undefined, name: value.type });
      const out: Record<string, unknown> = {};
      for (const [name, field] of value.fields) {
        const syntax = decl?.k === "struct" ? decl.fields.find((f) => f.name === name) : undefined;
        const json = syntax === undefined ? name : jsonNameOf(syntax);
        if (json === undefined || field === null) continue;
        out[json] = toJson(field, ev, syntax?.type);
      }
      return out;
    }
    default:
      throw new Error("not a JSON value");
  }
}

/** The Go type name of a value passed to st.Value (through its pointer). */
export function typeNameOf(value: GoValue): string | undefined {
  if (value === null || typeof value !== "object") return undefined;
  if (value.k === "ptr") return typeNameOf(value.to);
  if (value.k === "struct") return value.type;
  return undefined;
}

function withField(holder: GoValue, name: string, value: GoValue): GoValue {
  if (holder !== null && typeof holder === "object" && holder.k === "ptr") return { k: "ptr", to: withField(holder.to, name, value) };
  if (holder !== null && typeof holder === "object" && (holder.k === "struct" || holder.k === "record")) return { ...holder, fields: new Map(holder.fields).set(name, value) };
  throw new Error(`cannot set ${name}`);
}
