// Which Go files are worth parsing, decided from their bytes before they are decoded.
//
// The pipeline reads four things from a file: its type declarations, its constant
// declarations (enum values, defaults), the OpenAPI* and UnmarshalJSON methods, and the
// package comments of doc.go. Real API trees carry megabytes of generated code that has
// none of them — gogo's generated.pb.go (whose only constant is the blank
// `const _ = proto.GoGoProtoPackageIsVersion3`), deepcopy, conversion and client code —
// and parsing it used to cost more than everything else together.
//
// The scan is conservative: it keeps a file whenever the keyword `type` or `const` begins
// a token where a top-level declaration could begin, and whenever a name beginning with
// `OpenAPI` or `UnmarshalJSON` follows a `)` (a method's receiver) with only blanks or a
// block comment between. A Go declaration keyword can only follow the start of
// the file, a newline or a `;`, with blanks and block comments in between; so the keyword
// is taken as a declaration when the nearest non-blank byte before it on its line is none
// (start of line or file), a `;` or the `*/` of a block comment. Keywords inside comments,
// strings or function bodies may keep a file needlessly, never drop one. The only
// declaration skipped is a single blank constant (`const _ = …`, `const _ T = …`): blank
// constants are in no scope (go/types does not declare them), so nothing can read them,
// and the model ignores them too (src/model/build.ts).

import type { GoFileSyntax } from "../parse/syntax.js";

const NL = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;
const SEMI = 0x3b;
const SLASH = 0x2f;
const STAR = 0x2a;
const UNDERSCORE = 0x5f;
const EQUALS = 0x3d;
const CLOSE = 0x29;

const methodNames = [Buffer.from("OpenAPI"), Buffer.from("UnmarshalJSON")];
/** The methods controller-gen's CRD schemas read (a type with MarshalJSON or MarshalText). */
const marshalNames = [Buffer.from("MarshalJSON"), Buffer.from("MarshalText")];
const blockEnd = Buffer.from("*/");
const packageKeyword = Buffer.from("package");
const PLUS = 0x2b;
const typeKeyword = Buffer.from("type");
const constKeyword = Buffer.from("const");

/** Whether a file's bytes may declare something the pipeline reads (see above). */
export function mayMatter(bytes: Buffer): boolean {
  return methodNames.some((name) => hasMethod(bytes, name)) ||
    hasDeclaration(bytes, typeKeyword, () => true) ||
    hasDeclaration(bytes, constKeyword, (end) => !isBlankConst(bytes, end));
}

/**
 * Whether a dependency's file may hold what controller-gen's CRD generator reads of it:
 * what mayMatter looks for, the MarshalJSON and MarshalText methods (a type with one takes
 * its schema from its markers, or is a string), and markers in the comments above the
 * package clause (package markers such as +kubebuilder:validation:Optional apply to the
 * package's fields; any file may carry them).
 */
export function mayMatterToCrd(bytes: Buffer): boolean {
  return mayMatter(bytes) || marshalNames.some((name) => hasMethod(bytes, name)) || markerBeforeClause(bytes);
}

/**
 * Whether a comment before the package clause (the file's header: the blanks and comments
 * it starts with) may carry a marker: a line comment whose text starts with `+` (not the
 * `+build` constraint), or a block comment with a `+` anywhere in it. A header that ends in
 * anything but the `package` keyword (a byte-order mark, say) is not understood: kept.
 */
function markerBeforeClause(bytes: Buffer): boolean {
  let at = 0;
  for (;;) {
    while (at < bytes.length && (bytes[at] === SPACE || bytes[at] === TAB || bytes[at] === CR || bytes[at] === NL)) at++;
    if (bytes[at] === SLASH && bytes[at + 1] === SLASH) {
      const end = lineEnd(bytes, at);
      const text = skipBlanks(bytes, at + 2);
      if (bytes[text] === PLUS && !bytes.subarray(text, end).toString("latin1").startsWith("+build")) return true;
      at = end;
    } else if (bytes[at] === SLASH && bytes[at + 1] === STAR) {
      const close = bytes.indexOf(blockEnd, at + 2);
      const end = close === -1 ? bytes.length : close + 2;
      if (bytes.subarray(at, end).includes(PLUS)) return true;
      at = end;
    } else {
      return !(bytes.subarray(at, at + packageKeyword.length).equals(packageKeyword) && !isIdentifierByte(bytes[at + packageKeyword.length]));
    }
  }
}

function lineEnd(bytes: Buffer, from: number): number {
  const end = bytes.indexOf(NL, from);
  return end === -1 ? bytes.length : end;
}

/** A method's name follows its receiver's `)` with only blanks (or a block comment) between. */
function hasMethod(bytes: Buffer, name: Buffer): boolean {
  for (let at = bytes.indexOf(name); at !== -1; at = bytes.indexOf(name, at + 1)) {
    const before = lastNonBlank(bytes, at);
    if (before >= 0 && (bytes[before] === CLOSE || endsComment(bytes, before))) return true;
  }
  return false;
}

function hasDeclaration(bytes: Buffer, keyword: Buffer, counts: (end: number) => boolean): boolean {
  for (let at = bytes.indexOf(keyword); at !== -1; at = bytes.indexOf(keyword, at + 1)) {
    const end = at + keyword.length;
    if (startsDeclaration(bytes, at) && !isIdentifierByte(bytes[end]) && counts(end)) return true;
  }
  return false;
}

/** Whether only blanks separate `at` from the start of its line or file, a `;` or a `*` + `/`. */
function startsDeclaration(bytes: Buffer, at: number): boolean {
  const before = lastNonBlank(bytes, at);
  return before < 0 || bytes[before] === NL || bytes[before] === SEMI || endsComment(bytes, before);
}

/** The offset of the last byte before `at` that is not a space, tab or CR (-1 if none). */
function lastNonBlank(bytes: Buffer, at: number): number {
  let before = at - 1;
  while (before >= 0 && (bytes[before] === SPACE || bytes[before] === TAB || bytes[before] === CR)) before--;
  return before;
}

function endsComment(bytes: Buffer, at: number): boolean {
  return bytes[at] === SLASH && bytes[at - 1] === STAR;
}

/**
 * `const _ = …` or `const _ T = …`: after the keyword, blanks, a lone `_`, blanks, then `=`
 * or the type's name. Anything else (`const _, A = …`, a comment, a block) is kept.
 */
function isBlankConst(bytes: Buffer, end: number): boolean {
  let at = skipBlanks(bytes, end);
  if (at === end || bytes[at] !== UNDERSCORE || isIdentifierByte(bytes[at + 1])) return false;
  at = skipBlanks(bytes, at + 1);
  return bytes[at] === EQUALS || isIdentifierByte(bytes[at]);
}

function skipBlanks(bytes: Buffer, from: number): number {
  let at = from;
  while (bytes[at] === SPACE || bytes[at] === TAB) at++;
  return at;
}

/** Letters, digits, `_`, and every byte of a multi-byte UTF-8 sequence (Go allows Unicode letters). */
function isIdentifierByte(byte: number | undefined): boolean {
  if (byte === undefined) return false;
  return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === UNDERSCORE || byte >= 0x80;
}

/** What the pipeline reads of a parsed file, beyond its imports and doc.go comments. */
export function readFacts(file: GoFileSyntax): Pick<GoFileSyntax, "types" | "consts" | "methods"> {
  return {
    types: file.types,
    consts: file.consts.filter((c) => c.name !== "_"),
    methods: file.methods.filter((m) => isReadMethod(m.name)),
  };
}

/**
 * The methods the emitters read: OpenAPI* (custom schemas, model names) and UnmarshalJSON
 * (no defaults). Files are skipped by these names here, and src/model/build.ts keeps
 * exactly these methods.
 */
export function isReadMethod(name: string): boolean {
  return name.startsWith("OpenAPI") || name === "UnmarshalJSON";
}
