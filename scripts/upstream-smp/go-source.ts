// Reading apimachinery's patch_test.go without a Go toolchain: the struct types its schemas
// are built from, and the test data, which is YAML or JSON text inside Go literals. Simple
// line- and regex-based scanning is enough: the file is gofmt'ed and the data sits in raw
// (backquoted) strings, which cannot contain backquotes.

/** A top-level `type Name struct { … }` block: its name and field lines. */
export interface GoStruct {
  readonly name: string;
  readonly fields: readonly string[];
}

export function structs(source: string): Map<string, GoStruct> {
  const out = new Map<string, GoStruct>();
  for (const match of source.matchAll(/^type (\w+) struct \{\n([\s\S]*?)^\}$/gm)) {
    out.set(match[1]!, { name: match[1]!, fields: match[2]!.split("\n").filter((line) => line.trim() !== "") });
  }
  return out;
}

/** The named structs and every struct of the file they reach through their field types. */
export function closure(all: Map<string, GoStruct>, roots: readonly string[]): GoStruct[] {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    const found = all.get(name);
    if (found === undefined || seen.has(name)) return;
    seen.add(name);
    for (const line of found.fields) for (const word of fieldType(line).match(/\w+/g) ?? []) visit(word);
  };
  roots.forEach(visit);
  return [...seen].map((name) => all.get(name)!);
}

/** The type of a field line `Name Type \`tags\`` (empty for embedded fields without tags). */
export function fieldType(line: string): string {
  const match = /^\s*\w+\s+(.*?)\s*(`.*`)?\s*$/.exec(line);
  return match?.[1] ?? "";
}

/** Import path by package name, from the file's import block. */
export function imports(source: string): Map<string, string> {
  const out = new Map<string, string>();
  const block = /^import \(([\s\S]*?)^\)/m.exec(source)?.[1] ?? "";
  for (const match of block.matchAll(/^\s*(\w+\s+)?"([^"]+)"/gm)) {
    const path = match[2]!;
    out.set(match[1]?.trim() ?? path.slice(path.lastIndexOf("/") + 1), path);
  }
  return out;
}

/** `var name = []byte(\`…\`)` blocks: YAML documents of test cases. */
export function byteVars(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of source.matchAll(/^var (\w+) = \[\]byte\(`([^`]*)`\)/gm)) out.set(match[1]!, match[2]!);
  return out;
}

/** One composite literal entry: its Go string fields (raw or interpreted) by field name. */
export type GoFields = Record<string, string>;

/** The entries of `var name = []StrategicMergePatchRawTestCase{ … }`, one per `Description:`. */
export function rawCaseVars(source: string): Map<string, GoFields[]> {
  const out = new Map<string, GoFields[]>();
  for (const match of source.matchAll(/^var (\w+) = \[\]StrategicMergePatchRawTestCase\{\n([\s\S]*?)^\}$/gm)) {
    const entries = match[2]!.split(/(?=^\t\{$)/m).filter((entry) => entry.includes("Description:"));
    out.set(match[1]!, entries.map(stringFields));
  }
  return out;
}

/** The `"name": { Field: \`…\`, … }` entries of the `testcases` map literal of a test function. */
export function mapLiteralCases(source: string, testFunction: string): Map<string, GoFields> {
  const out = new Map<string, GoFields>();
  const body = new RegExp(`^func ${testFunction}\\(t \\*testing\\.T\\) \\{\\n([\\s\\S]*?)^\\}$`, "m").exec(source)?.[1] ?? "";
  for (const match of body.matchAll(/^\t\t"((?:[^"\\]|\\.)*)": \{\n([\s\S]*?)^\t\t\},$/gm)) {
    out.set(goString(match[1]!), stringFields(match[2]!));
  }
  return out;
}

/** `Field: "…"`, `Field: \`…\`` and `Field: []byte(\`…\`)` of a literal. */
function stringFields(text: string): GoFields {
  const fields: GoFields = {};
  for (const match of text.matchAll(/(\w+):\s*(?:\[\]byte\()?(?:`([^`]*)`|"((?:[^"\\]|\\.)*)")/g)) {
    fields[match[1]!] = match[2] ?? goString(match[3]!);
  }
  return fields;
}

/** The value of an interpreted Go string literal's body (its escapes are JSON's, for this file). */
function goString(body: string): string {
  return JSON.parse(`"${body}"`) as string;
}
