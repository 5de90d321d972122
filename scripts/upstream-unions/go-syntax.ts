// A reader for the small subset of Go that upstream's union tests are written in: function
// bodies made of `x := expr` and call-chain statements, `for` loops we skip, composite
// literals (typed, elided, keyed or not), `&x`, conversions, selectors and calls. Enough to
// evaluate test tables and `st.Value(...).Expect...(...)` chains; anything else is reported
// as unsupported rather than guessed.

export type Token =
  | { readonly t: "ident"; readonly v: string }
  | { readonly t: "string"; readonly v: string }
  | { readonly t: "int"; readonly v: string }
  | { readonly t: "punct"; readonly v: string };

const PUNCT = [":=", "...", "&&", "||", "==", "!=", "<=", ">=", "++", "--", "(", ")", "{", "}", "[", "]", ",", ":", ".", "&", "*", "=", ";", "<", ">", "!", "+", "-", "/", "%", "|"];

/** Go tokens with automatic semicolons (the spec's rule: after an identifier, literal or closing bracket at a newline). */
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { a: "\x07", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v", "\\": "\\", '"': '"', "'": "'" };

/** The body of a Go interpreted string literal, its escapes decoded (\xHH and octal as code points: our inputs are ASCII there). */
function goUnquote(body: string): string {
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{3}|.)/g, (_all, esc: string) => {
    if (/^[xuU]/.test(esc)) return String.fromCodePoint(parseInt(esc.slice(1), 16));
    if (/^[0-7]{3}$/.test(esc)) return String.fromCodePoint(parseInt(esc, 8));
    return SIMPLE_ESCAPES[esc] ?? esc;
  });
}

export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const semi = (): void => {
    const last = out[out.length - 1];
    if (last === undefined) return;
    if (last.t !== "punct" || [")", "]", "}", "++", "--"].includes(last.v)) out.push({ t: "punct", v: ";" });
  };
  while (i < src.length) {
    const c = src[i]!;
    if (c === "\n") { semi(); i++; continue; }
    if (c === " " || c === "\t" || c === "\r") { i++; continue; }
    if (src.startsWith("//", i)) { const end = src.indexOf("\n", i); i = end === -1 ? src.length : end; continue; }
    if (src.startsWith("/*", i)) {
      const end = src.indexOf("*/", i + 2);
      if (src.slice(i, end).includes("\n")) semi();
      i = end === -1 ? src.length : end + 2;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== '"') j += src[j] === "\\" ? 2 : 1;
      out.push({ t: "string", v: goUnquote(src.slice(i + 1, j)) });
      i = j + 1;
      continue;
    }
    if (c === "`") {
      const j = src.indexOf("`", i + 1);
      out.push({ t: "string", v: src.slice(i + 1, j) });
      i = j + 1;
      continue;
    }
    if (c === "'") {
      // A rune literal: its code point, as an integer.
      const j = src.indexOf("'", i + 2);
      const text = JSON.parse(`"${src.slice(i + 1, j).replace(/"/g, '\\"')}"`) as string;
      out.push({ t: "int", v: String(text.codePointAt(0)) });
      i = j + 1;
      continue;
    }
    const ident = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i, i + 256));
    if (ident !== null) { out.push({ t: "ident", v: ident[0] }); i += ident[0].length; continue; }
    const num = /^[0-9][0-9a-fA-FxXoObB_]*(\.[0-9]+)?/.exec(src.slice(i, i + 64));
    if (num !== null) { out.push({ t: "int", v: num[0] }); i += num[0].length; continue; }
    const punct = PUNCT.find((p) => src.startsWith(p, i));
    if (punct === undefined) throw new Error(`unexpected character ${JSON.stringify(c)}`);
    out.push({ t: "punct", v: punct });
    i += punct.length;
  }
  semi();
  return out;
}

export type TypeExpr =
  | { readonly k: "name"; readonly pkg: string | undefined; readonly name: string }
  | { readonly k: "ptr"; readonly elem: TypeExpr }
  | { readonly k: "slice"; readonly elem: TypeExpr }
  | { readonly k: "array"; readonly len: string; readonly elem: TypeExpr }
  | { readonly k: "map"; readonly key: TypeExpr; readonly value: TypeExpr }
  | { readonly k: "struct"; readonly fields: readonly StructFieldSyntax[] }
  | { readonly k: "func" };

export interface StructFieldSyntax {
  readonly name: string;
  readonly type: TypeExpr;
  readonly tag: string | undefined;
}

export type Expr =
  | { readonly k: "ident"; readonly name: string }
  | { readonly k: "string"; readonly v: string }
  | { readonly k: "int"; readonly v: string }
  | { readonly k: "sel"; readonly x: Expr; readonly name: string }
  | { readonly k: "index"; readonly x: Expr; readonly index: Expr }
  | { readonly k: "call"; readonly fn: Expr; readonly args: readonly Expr[] }
  | { readonly k: "addr"; readonly x: Expr }
  | { readonly k: "deref"; readonly x: Expr }
  | { readonly k: "composite"; readonly type: TypeExpr | undefined; readonly elems: readonly { readonly key?: Expr; readonly value: Expr }[] }
  /** `(*T)(x)` and `[]T(x)`: a conversion to a type written as an expression. */
  | { readonly k: "convert"; readonly type: TypeExpr; readonly x: Expr }
  /** A function literal; `body` when its statements are of our subset (a helper that builds a value). */
  | { readonly k: "funclit"; readonly body?: readonly Stmt[]; readonly params?: readonly Param[] }
  /** `make([]T, n)` / `make(map[K]V)`. */
  | { readonly k: "make"; readonly type: TypeExpr; readonly len: Expr | undefined };

/** A function literal's parameter; `variadic` for `...T`. */
export interface Param {
  readonly name: string;
  readonly variadic: boolean;
}

export type Stmt =
  | { readonly k: "define"; readonly names: readonly string[]; readonly value: Expr }
  | { readonly k: "expr"; readonly x: Expr }
  /** `x.f.g = v`, `m[k] = v`: a field of a variable or an entry of a map or slice (plain `x = v` is a define). */
  | { readonly k: "assign"; readonly target: Expr; readonly value: Expr }
  /**
   * `for k, v := range x { … }` has `range` (names "_" or absent when not bound; x a slice, a map
   * or, Go 1.22's integer range, a number); other loops only a body, never run.
   */
  | { readonly k: "for"; readonly body: readonly Stmt[]; readonly range?: Range }
  | { readonly k: "return"; readonly x: Expr | undefined }
  /** `{ … }`: a block of its own (what it defines is gone after it). */
  | { readonly k: "block"; readonly body: readonly Stmt[] }
  | { readonly k: "other" };

/** A loop's `k, v := range x`. */
export interface Range {
  readonly key?: string;
  readonly value?: string;
  readonly x: Expr;
}

export class GoParser {
  private pos = 0;

  constructor(private readonly toks: readonly Token[]) {}

  static of(src: string): GoParser {
    return new GoParser(tokenize(src));
  }

  /** Top-level `type X …` declarations and `func Name(...) { body }` (with their parameters' names); the rest is skipped. */
  file(): { types: Map<string, TypeExpr>; funcs: Map<string, Stmt[]>; params: Map<string, string[]> } {
    const types = new Map<string, TypeExpr>();
    const funcs = new Map<string, Stmt[]>();
    const params = new Map<string, string[]>();
    while (this.pos < this.toks.length) {
      if (this.isIdent("type")) {
        this.pos++;
        const name = this.ident();
        if (this.isPunct("=")) this.pos++; // an alias: the same type
        types.set(name, this.type());
      } else if (this.isIdent("func") && this.toks[this.pos + 1]?.t === "ident") {
        this.pos++;
        const name = this.ident();
        params.set(name, this.paramNames());
        while (!this.isPunct("{") && this.pos < this.toks.length) this.pos++;
        funcs.set(name, this.block());
      } else this.skipStatement(); // var, const, import: not needed
    }
    return { types, funcs, params };
  }

  /** The names of `(a, b int, t *testing.T)`: the first identifier of each comma-separated part. */
  private paramNames(): string[] {
    const start = this.pos;
    this.skipBalanced("(", ")");
    const names: string[] = [];
    let depth = 0;
    for (let i = start; i < this.pos; i++) {
      const tok = this.toks[i]!;
      if (tok.t === "punct" && ["(", "[", "{"].includes(tok.v)) depth++;
      else if (tok.t === "punct" && [")", "]", "}"].includes(tok.v)) depth--;
      else if (tok.t === "ident" && depth === 1 && this.toks[i - 1]?.t === "punct" && ["(", ","].includes(this.toks[i - 1]!.v)) names.push(tok.v);
    }
    return names;
  }

  block(): Stmt[] {
    this.expect("{");
    const out: Stmt[] = [];
    while (!this.isPunct("}")) {
      if (this.isPunct(";")) { this.pos++; continue; }
      out.push(this.stmt());
    }
    this.pos++;
    return out;
  }

  private stmt(): Stmt {
    if (this.isIdent("for")) {
      this.pos++;
      const range = this.rangeClause();
      while (!this.isPunct("{") && this.pos < this.toks.length) this.pos++;
      return { k: "for", body: this.block(), ...(range === undefined ? {} : { range }) };
    }
    if (this.isPunct("{")) {
      const body = this.block();
      if (this.isPunct(";")) this.pos++;
      return { k: "block", body };
    }
    if (this.isIdent("return")) return this.returnStmt();
    if (this.isIdent("if") || this.isIdent("switch") || this.isIdent("defer") || this.isIdent("var")) {
      this.skipStatement();
      return { k: "other" };
    }
    // `const x = v` and `x = v`: the same as a definition for our evaluator.
    if (this.isIdent("const") && this.toks[this.pos + 1]?.t === "ident" && this.isPunctAt(2, "=")) this.pos++;
    if (this.toks[this.pos]?.t === "ident" && this.isPunctAt(1, "=")) {
      const start = this.pos;
      const name = this.ident();
      this.pos++;
      try {
        const value = this.expr();
        this.endStatement();
        return { k: "define", names: [name], value };
      } catch {
        this.pos = start; // outside our subset (indexing…): not needed by the cases
        this.skipStatement();
        return { k: "other" };
      }
    }
    const start = this.pos;
    const names: string[] = [];
    while (this.toks[this.pos]?.t === "ident" && (this.isPunctAt(1, ",") || this.isPunctAt(1, ":="))) {
      names.push(this.ident());
      if (this.isPunct(",")) this.pos++;
      else break;
    }
    if (names.length > 0 && this.isPunct(":=")) {
      this.pos++;
      const value = this.expr();
      this.endStatement();
      return { k: "define", names, value };
    }
    this.pos = start;
    const x = this.expr();
    if ((x.k === "sel" || x.k === "index") && this.isPunct("=")) {
      this.pos++;
      const value = this.expr();
      this.endStatement();
      return { k: "assign", target: x, value };
    }
    this.endStatement();
    return { k: "expr", x };
  }

  /** `k, v := range x` / `_, v := range x` / `k := range x` after `for`; undefined for another loop header. */
  private rangeClause(): Range | undefined {
    const start = this.pos;
    const names: string[] = [];
    while (this.toks[this.pos]?.t === "ident" && !this.isIdent("range")) {
      names.push(this.ident());
      if (this.isPunct(",")) this.pos++;
      else break;
    }
    if (names.length > 0 && this.isPunct(":=") && this.toks[this.pos + 1]?.t === "ident" && this.toks[this.pos + 1]!.v === "range") {
      this.pos += 2;
      // The range expression ends at the body's `{` (Go allows no composite literal there).
      const end = this.bodyStart();
      try {
        const sub = new GoParser(this.toks.slice(this.pos, end));
        const x = sub.expr();
        if (sub.pos === end - this.pos) {
          this.pos = end;
          const bound = (name: string | undefined): string | undefined => (name === undefined || name === "_" ? undefined : name);
          return { key: bound(names[0]), value: bound(names[1]), x };
        }
      } catch {
        // outside our subset: an ordinary loop we do not run
      }
    }
    this.pos = start;
    return undefined;
  }

  /** The position of the next `{` outside parentheses and brackets (a loop body's). */
  private bodyStart(): number {
    let depth = 0;
    for (let at = this.pos; at < this.toks.length; at++) {
      const tok = this.toks[at]!;
      if (tok.t !== "punct") continue;
      if (tok.v === "(" || tok.v === "[") depth++;
      else if (tok.v === ")" || tok.v === "]") depth--;
      else if (tok.v === "{" && depth === 0) return at;
    }
    return this.toks.length;
  }

  /** `return` or `return x`; a result outside our subset (several, operators…) is skipped. */
  private returnStmt(): Stmt {
    this.pos++;
    if (this.isPunct(";") || this.isPunct("}")) {
      this.endStatement();
      return { k: "return", x: undefined };
    }
    const start = this.pos;
    try {
      const x = this.expr();
      if (!this.isPunct(";") && !this.isPunct("}")) throw new Error("more than one result");
      this.endStatement();
      return { k: "return", x };
    } catch {
      this.pos = start;
      this.skipStatement();
      return { k: "other" };
    }
  }

  private endStatement(): void {
    if (this.isPunct(";")) this.pos++;
    else if (!this.isPunct("}")) this.skipStatement();
  }

  private skipStatement(): void {
    let depth = 0;
    while (this.pos < this.toks.length) {
      const tok = this.toks[this.pos]!;
      if (tok.t === "punct" && ["(", "{", "["].includes(tok.v)) depth++;
      if (tok.t === "punct" && [")", "}", "]"].includes(tok.v)) {
        if (depth === 0) return;
        depth--;
        if (depth === 0 && tok.v === "}" && this.isPunctAt(1, ";")) { this.pos += 2; return; }
      }
      if (depth === 0 && tok.t === "punct" && tok.v === ";") { this.pos++; return; }
      this.pos++;
    }
  }

  expr(): Expr {
    let x = this.unary();
    // Binary operators do not occur in the test data we evaluate; keep the left operand.
    while (this.toks[this.pos]?.t === "punct" && ["==", "!=", "&&", "||", "+", "-"].includes(this.toks[this.pos]!.v)) {
      this.pos++;
      this.unary();
      x = { k: "funclit" };
    }
    return x;
  }

  private unary(): Expr {
    if (this.isPunct("-") && this.toks[this.pos + 1]?.t === "int") {
      this.pos += 2;
      return { k: "int", v: `-${this.toks[this.pos - 1]!.v}` };
    }
    if (this.isPunct("&")) {
      this.pos++;
      return { k: "addr", x: this.unary() };
    }
    if (this.isPunct("*")) {
      this.pos++;
      return { k: "deref", x: this.unary() };
    }
    return this.postfix(this.primary());
  }

  private primary(): Expr {
    const tok = this.toks[this.pos];
    if (tok === undefined) throw new Error("unexpected end of input");
    if (tok.t === "string") { this.pos++; return { k: "string", v: tok.v }; }
    if (tok.t === "int") { this.pos++; return { k: "int", v: tok.v }; }
    if (tok.t === "ident" && tok.v === "func") {
      this.pos++;
      const params = this.params();
      while (!this.isPunct("{") && this.pos < this.toks.length) this.pos++;
      return this.funcBody(params);
    }
    if (tok.t === "ident" && tok.v === "make" && this.isPunctAt(1, "(")) {
      this.pos += 2;
      const type = this.type();
      let len: Expr | undefined;
      if (this.isPunct(",")) {
        this.pos++;
        len = this.expr();
      }
      if (this.isPunct(",")) { this.pos++; this.expr(); } // a capacity
      this.expect(")");
      return { k: "make", type, len };
    }
    if (tok.t === "ident" && (tok.v === "map" || tok.v === "struct")) return this.compositeOf(this.type());
    if (tok.t === "punct" && tok.v === "[") return this.compositeOrConversion(this.type());
    if (tok.t === "punct" && tok.v === "(") {
      this.pos++;
      if (this.isPunct("*")) {
        this.pos++;
        const type: TypeExpr = { k: "ptr", elem: this.type() };
        this.expect(")");
        this.expect("(");
        const x = this.expr();
        this.expect(")");
        return { k: "convert", type, x };
      }
      const x = this.expr();
      this.expect(")");
      return x;
    }
    if (tok.t === "punct" && tok.v === "{") return this.compositeOf(undefined);
    if (tok.t === "ident") { this.pos++; return { k: "ident", name: tok.v }; }
    throw new Error(`unexpected token ${JSON.stringify(tok.v)}`);
  }

  /**
   * A function literal's parameters (`(a, b string, rest ...int)`), or undefined when they are
   * outside our subset (unnamed, function types…); either way the list is consumed.
   */
  private params(): Param[] | undefined {
    const start = this.pos;
    try {
      this.expect("(");
      const out: Param[] = [];
      let pending: string[] = [];
      while (!this.isPunct(")")) {
        pending.push(this.ident());
        if (this.isPunct(",")) { this.pos++; continue; }
        const variadic = this.isPunct("...");
        if (variadic) this.pos++;
        this.type();
        out.push(...pending.map((name) => ({ name, variadic })));
        pending = [];
        if (this.isPunct(",")) this.pos++;
      }
      this.pos++;
      return pending.length === 0 ? out : undefined;
    } catch {
      this.pos = start;
      this.skipBalanced("(", ")");
      return undefined;
    }
  }

  /** A function literal's body: its statements when we can read them, else skipped. */
  private funcBody(params: readonly Param[] | undefined): Expr {
    const start = this.pos;
    try {
      const body = this.block();
      return params === undefined ? { k: "funclit", body } : { k: "funclit", body, params };
    } catch {
      this.pos = start;
      this.skipBalanced("{", "}");
      return { k: "funclit" };
    }
  }

  private compositeOrConversion(type: TypeExpr): Expr {
    if (this.isPunct("(")) {
      this.pos++;
      const x = this.expr();
      this.expect(")");
      return { k: "convert", type, x };
    }
    return this.compositeOf(type);
  }

  private postfix(start: Expr): Expr {
    let x = start;
    for (;;) {
      if (this.isPunct(".")) {
        this.pos++;
        x = { k: "sel", x, name: this.ident() };
      } else if (this.isPunct("[")) {
        this.pos++;
        const index = this.expr();
        this.expect("]");
        x = { k: "index", x, index };
      } else if (this.isPunct("(")) {
        this.pos++;
        const args: Expr[] = [];
        while (!this.isPunct(")")) {
          args.push(this.expr());
          if (this.isPunct("...")) this.pos++;
          if (this.isPunct(",")) this.pos++;
          while (this.isPunct(";")) this.pos++;
        }
        this.pos++;
        x = { k: "call", fn: x, args };
      } else if (this.isPunct("{") && compositeTypeOf(x) !== undefined && this.looksLikeLiteral()) {
        x = this.compositeOf(compositeTypeOf(x));
      } else return x;
    }
  }

  /** `Name{` starts a literal unless it is a block (as in `for ... {`), which our statements never put here. */
  private looksLikeLiteral(): boolean {
    return true;
  }

  private compositeOf(type: TypeExpr | undefined): Expr {
    this.expect("{");
    const elems: { key?: Expr; value: Expr }[] = [];
    while (!this.isPunct("}")) {
      if (this.pos >= this.toks.length) throw new Error("unexpected end of input");
      if (this.isPunct(";") || this.isPunct(",")) { this.pos++; continue; }
      const first = this.isPunct("{") ? this.compositeOf(undefined) : this.expr();
      if (this.isPunct(":")) {
        this.pos++;
        const value = this.isPunct("{") ? this.compositeOf(undefined) : this.expr();
        elems.push({ key: first, value });
      } else elems.push({ value: first });
    }
    this.pos++;
    return { k: "composite", type, elems };
  }

  type(): TypeExpr {
    if (this.isPunct("*")) { this.pos++; return { k: "ptr", elem: this.type() }; }
    if (this.isPunct("[")) {
      this.pos++;
      if (this.isPunct("]")) { this.pos++; return { k: "slice", elem: this.type() }; }
      const len = this.toks[this.pos]!.v;
      this.pos++;
      this.expect("]");
      return { k: "array", len, elem: this.type() };
    }
    if (this.isIdent("map")) {
      this.pos++;
      this.expect("[");
      const key = this.type();
      this.expect("]");
      return { k: "map", key, value: this.type() };
    }
    if (this.isIdent("func")) {
      this.pos++;
      this.skipBalanced("(", ")");
      if (this.toks[this.pos]?.t === "ident") this.type();
      return { k: "func" };
    }
    if (this.isIdent("struct")) {
      this.pos++;
      this.expect("{");
      const fields: StructFieldSyntax[] = [];
      while (!this.isPunct("}")) {
        if (this.isPunct(";")) { this.pos++; continue; }
        const embedded = this.embeddedField();
        if (embedded !== undefined) { fields.push(embedded); continue; }
        const names = [this.ident()];
        while (this.isPunct(",")) { this.pos++; names.push(this.ident()); }
        const type = this.type();
        const tagTok = this.toks[this.pos];
        const tag = tagTok?.t === "string" ? (this.pos++, tagTok.v) : undefined;
        for (const name of names) fields.push({ name, type, tag });
      }
      this.pos++;
      return { k: "struct", fields };
    }
    const first = this.ident();
    if (this.isPunct(".")) {
      this.pos++;
      return { k: "name", pkg: first, name: this.ident() };
    }
    return { k: "name", pkg: undefined, name: first };
  }

  /** An embedded field (`other.StructType`, `*Local`, then a tag or the end of the line): named by its type. */
  private embeddedField(): StructFieldSyntax | undefined {
    const start = this.pos;
    if (this.isPunct("*")) this.pos++;
    const parts = [this.toks[this.pos]];
    if (parts[0]?.t === "ident" && this.toks[this.pos + 1]?.t === "punct" && this.toks[this.pos + 1]?.v === ".") parts.push(this.toks[this.pos + 2]);
    const after = this.toks[this.pos + (parts.length === 2 ? 3 : 1)];
    const ends = after === undefined || after.t === "string" || (after.t === "punct" && (after.v === ";" || after.v === "}"));
    if (!ends || parts.some((p) => p?.t !== "ident")) {
      this.pos = start;
      return undefined;
    }
    this.pos = start;
    const type = this.type();
    const tagTok = this.toks[this.pos];
    const tag = tagTok?.t === "string" ? (this.pos++, tagTok.v) : undefined;
    return { name: (parts[parts.length - 1] as { v: string }).v, type, tag };
  }

  private skipBalanced(open: string, close: string): void {
    this.expect(open);
    let depth = 1;
    while (depth > 0 && this.pos < this.toks.length) {
      const tok = this.toks[this.pos++]!;
      if (tok.t === "punct" && tok.v === open) depth++;
      if (tok.t === "punct" && tok.v === close) depth--;
    }
  }

  private ident(): string {
    const tok = this.toks[this.pos];
    if (tok?.t !== "ident") throw new Error(`expected an identifier, got ${JSON.stringify(tok?.v)}`);
    this.pos++;
    return tok.v;
  }

  private expect(v: string): void {
    if (!this.isPunct(v)) throw new Error(`expected ${JSON.stringify(v)}, got ${JSON.stringify(this.toks[this.pos]?.v)}`);
    this.pos++;
  }

  private isPunct(v: string): boolean {
    return this.isPunctAt(0, v);
  }

  private isPunctAt(offset: number, v: string): boolean {
    const tok = this.toks[this.pos + offset];
    return tok?.t === "punct" && tok.v === v;
  }

  private isIdent(v: string): boolean {
    const tok = this.toks[this.pos];
    return tok?.t === "ident" && tok.v === v;
  }
}

/** `Struct` or `field.ErrorList` used as the type of a composite literal. */
function compositeTypeOf(x: Expr): TypeExpr | undefined {
  if (x.k === "ident") return { k: "name", pkg: undefined, name: x.name };
  if (x.k === "sel" && x.x.k === "ident") return { k: "name", pkg: x.x.name, name: x.name };
  return undefined;
}
