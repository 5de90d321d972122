// The `+k8s:` tag grammar of Kubernetes' declarative validation (gengo's codetags), which
// validation-gen reads:
//
//   tag   := name [ "(" args ")" ] [ "=" value ] [ "#" comment ]
//   name  := identifier, with ":" "." "-" allowed inside      (k8s:unionMember)
//   args  := one positional arg | "name: value" pairs          (union: "u1", memberName: "M1")
//   arg   := int (decimal, 0x/0o/0b, signed) | "string" | `raw` | true/false | identifier
//   value := "+" tag (a chain: +k8s:alpha=+k8s:item(k: "v")=+k8s:unionMember) | int | string | bool | identifier
//
// Whitespace is allowed only after "," and ":" inside the arguments and before a trailing
// "#" comment, exactly as gengo allows it. A line gengo would reject is an error here too,
// with the offset of the problem.

export type CodeTagArgType = "string" | "int" | "bool";

export interface CodeTagArg {
  /** "" for a positional argument. */
  readonly name: string;
  readonly value: string;
  readonly type: CodeTagArgType;
}

export interface CodeTag {
  readonly name: string;
  readonly args: readonly CodeTagArg[];
  /** The scalar value after "=", when it is not a chained tag. */
  readonly value?: { readonly text: string; readonly type: CodeTagArgType };
  /** The chained tag after "=+". */
  readonly valueTag?: CodeTag;
}

export type CodeTagResult =
  | { readonly ok: true; readonly tag: CodeTag }
  | { readonly ok: false; readonly error: string; readonly offset: number };

class TagSyntaxError extends Error {
  constructor(message: string, readonly offset: number) {
    super(message);
  }
}

/** The named argument `name`, if present. */
export function namedArg(tag: CodeTag, name: string): CodeTagArg | undefined {
  return tag.args.find((arg) => arg.name === name);
}

/** The first argument when it is positional. */
export function positionalArg(tag: CodeTag): CodeTagArg | undefined {
  const first = tag.args[0];
  return first !== undefined && first.name === "" ? first : undefined;
}

/** Parses the text after `+` of one comment line (surrounding spaces are ignored, as by gengo). */
export function parseCodeTag(text: string): CodeTagResult {
  const trimmed = text.trim();
  const lead = text.length - text.trimStart().length;
  try {
    return { ok: true, tag: new Parser(trimmed).tagChain() };
  } catch (error) {
    if (error instanceof TagSyntaxError) return { ok: false, error: error.message, offset: lead + error.offset };
    throw error;
  }
}

const isLetter = (c: string): boolean => /\p{L}/u.test(c);
const isDigit = (c: string): boolean => /\p{Nd}/u.test(c);
const isSpace = (c: string): boolean => /\s/u.test(c);
const isIdentBegin = (c: string | undefined): boolean => c !== undefined && (isLetter(c) || c === "_");
const isIdentInterior = (c: string): boolean => isLetter(c) || isDigit(c) || c === "_" || c === "." || c === "-";
const isTagNameInterior = (c: string): boolean => isIdentInterior(c) || c === ":";

interface MutableTag {
  name: string;
  args: CodeTagArg[];
  value?: { text: string; type: CodeTagArgType };
  valueTag?: MutableTag;
}

/** A cursor over the code points of one tag line. */
class Parser {
  private readonly chars: string[];
  private pos = 0;

  constructor(text: string) {
    this.chars = Array.from(text);
  }

  tagChain(): CodeTag {
    const first = this.oneTag();
    let last = first;
    while (this.peek() === "=") {
      this.pos++;
      if (this.peek() === "+" && isIdentBegin(this.peekAt(1))) {
        this.pos++;
        last.valueTag = this.oneTag();
        last = last.valueTag;
        continue;
      }
      last.value = this.scalarValue();
      break;
    }
    this.trailingComment();
    if (this.pos < this.chars.length) throw new TagSyntaxError(`unexpected character ${JSON.stringify(this.peek())}`, this.pos);
    return first;
  }

  private oneTag(): MutableTag {
    if (!isIdentBegin(this.peek())) throw new TagSyntaxError("expected a tag name", this.pos);
    const tag: MutableTag = { name: this.ident(isTagNameInterior), args: [] };
    if (this.peek() === "(") {
      this.pos++;
      tag.args = this.args();
    }
    checkArgs(tag.args, this.pos);
    return tag;
  }

  private args(): CodeTagArg[] {
    const args: CodeTagArg[] = [];
    let name = "";
    for (;;) {
      const c = this.peek();
      if (c === ")") {
        // gengo closes the list here too: `f()`, a trailing comma, and a dangling `name:`.
        this.pos++;
        return args;
      }
      if (c === undefined) throw new TagSyntaxError("unexpected end of input", this.pos);
      if (c === "-" || c === "+" || isDigit(c)) args.push({ name, value: this.number(), type: "int" });
      else if (c === '"' || c === "`") args.push({ name, value: this.string(), type: "string" });
      else if (isIdentBegin(c)) {
        const ident = this.ident(isIdentInterior);
        if (this.peek() === ":" && name === "") {
          this.pos++;
          this.skipSpace();
          name = ident;
          continue;
        }
        if (this.peek() !== "," && this.peek() !== ")") throw new TagSyntaxError(`unexpected character ${JSON.stringify(this.peek() ?? "")}`, this.pos);
        args.push({ name, value: ident, type: ident === "true" || ident === "false" ? "bool" : "string" });
      } else throw new TagSyntaxError(`unexpected character ${JSON.stringify(c)}`, this.pos);
      name = "";
      const end = this.peek();
      if (end === ")") {
        this.pos++;
        return args;
      }
      if (end !== ",") throw new TagSyntaxError(end === undefined ? "unexpected end of input" : `unexpected character ${JSON.stringify(end)}`, this.pos);
      this.pos++;
      this.skipSpace();
    }
  }

  private scalarValue(): { text: string; type: CodeTagArgType } {
    const c = this.peek();
    if (c === undefined) throw new TagSyntaxError("unexpected end of input", this.pos);
    if (c === "-" || c === "+" || isDigit(c)) return { text: this.number(), type: "int" };
    if (c === '"' || c === "`") return { text: this.string(), type: "string" };
    if (isIdentBegin(c)) {
      const text = this.ident(isIdentInterior);
      return { text, type: text === "true" || text === "false" ? "bool" : "string" };
    }
    throw new TagSyntaxError(`unexpected character ${JSON.stringify(c)}`, this.pos);
  }

  private number(): string {
    const start = this.pos;
    let text = "";
    if (this.peek() === "+" || this.peek() === "-") text += this.chars[this.pos++];
    if (this.peek() === "0") {
      text += this.chars[this.pos++];
      const p = this.peek();
      if (p === "x" || p === "o" || p === "b") text += this.chars[this.pos++];
    }
    while (this.peek() !== undefined && /[0-9a-fA-F]/.test(this.peek()!)) text += this.chars[this.pos++];
    if (!validGoInt(text)) throw new TagSyntaxError(`invalid number ${JSON.stringify(text)}`, start);
    return text;
  }

  private string(): string {
    const start = this.pos;
    const quote = this.chars[this.pos++]!;
    let text = "";
    for (;;) {
      const c = this.chars[this.pos++];
      if (c === undefined) throw new TagSyntaxError("unterminated string", start);
      if (c === quote) return text;
      if (c === "\\") {
        const escaped = this.chars[this.pos++];
        if (escaped !== quote && escaped !== "\\") throw new TagSyntaxError(`unhandled escaped character ${JSON.stringify(escaped ?? "")}`, this.pos - 1);
        text += escaped;
      } else text += c;
    }
  }

  private ident(interior: (c: string) => boolean): string {
    let text = this.chars[this.pos++]!;
    while (this.peek() !== undefined && interior(this.peek()!)) text += this.chars[this.pos++];
    return text;
  }

  private trailingComment(): void {
    let i = this.pos;
    while (i < this.chars.length && isSpace(this.chars[i]!)) i++;
    if (this.chars[i] === "#") this.pos = this.chars.length;
  }

  private skipSpace(): void {
    while (this.peek() !== undefined && isSpace(this.peek()!)) this.pos++;
  }

  private peek(): string | undefined {
    return this.chars[this.pos];
  }

  private peekAt(n: number): string | undefined {
    return this.chars[this.pos + n];
  }
}

/** gengo: named and positional arguments do not mix, and several arguments must be named. */
function checkArgs(args: readonly CodeTagArg[], offset: number): void {
  const named = args.filter((arg) => arg.name !== "").length;
  if (named > 0 && (named !== args.length)) throw new TagSyntaxError("can't mix named and positional arguments", offset);
  if (named === 0 && args.length > 1) throw new TagSyntaxError("multiple arguments must use 'name: value' syntax", offset);
}

/** strconv.ParseInt(text, 0, 64) succeeds. */
function validGoInt(text: string): boolean {
  const match = /^([+-]?)(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/.exec(text);
  if (match === null) return false;
  const body = match[2]!;
  const digits = /^0[xob]/i.test(body) ? body : body.length > 1 && body.startsWith("0") ? `0o${body.slice(1)}` : body;
  const value = BigInt(digits) * (match[1] === "-" ? -1n : 1n);
  return value >= -(2n ** 63n) && value < 2n ** 63n;
}
