// A rule's fieldPath, or a selectable field's JSONPath, as the API server checks it when a CRD
// is created (apiextensions ValidFieldPath): `.name` and `['name']` steps only, each naming a
// property of the node it is on — or, on a node with additionalProperties, any key — with
// `\'`-style escapes inside quotes. A rule's fieldPath that does not resolve refuses the CRD
// ("must be a valid path"; src/cel-cost/server-refusals.ts), and so does a selectable field's
// (src/emit/crd/selectable-fields.ts). Here, below both, as it reads only the schema's shape.

/** A schema as a path walks it (the CRD's serialised schema, or cel-cost's SchemaNode). */
export interface SchemaNode {
  readonly type?: string;
  readonly items?: SchemaNode;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly additionalProperties?: SchemaNode | boolean;
}

const escapes: Readonly<Record<string, string>> = { a: "\x07", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v", "'": "'", "\\": "\\" };

/** Why `path` is not a valid fieldPath on `node`; undefined when it is. */
export function fieldPathProblem(node: SchemaNode, path: string): string | undefined {
  if (path.trim() === "") return "must be non-empty if specified";
  if (/[\n\r]/.test(path)) return "must not contain line breaks";
  const resolved = resolveFieldPath(node, path, true);
  return "problem" in resolved ? resolved.problem : undefined;
}

/** The node `path` names under `node`, or why it names none (`[…]` steps refused unless allowed, as for selectable fields). */
export function resolveFieldPath<N extends SchemaNode>(node: N, path: string, allowArrayNotation: boolean): { readonly node: N } | { readonly problem: string } {
  const tokens = fieldPathTokens(path);
  let current: N | undefined = node;
  const fail = (problem: string): { readonly problem: string } => ({ problem });
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    let name: string;
    if (token === "[") {
      if (!allowArrayNotation) return fail("array notation is not allowed");
      const quoted = tokens[++i];
      if (quoted === undefined) return fail("unexpected end of JSON path");
      if (quoted.length < 2 || !quoted.startsWith("'") || !quoted.endsWith("'")) return fail(`expected single quoted string but got ${quoted}`);
      const unescaped = unescape(quoted.slice(1, -1));
      if (unescaped === undefined) return fail("invalid string literal");
      name = unescaped;
      const close = tokens[++i];
      if (close === undefined) return fail("unexpected end of JSON path");
      if (close !== "]") return fail(`expected ] but got ${close}`);
    } else if (token === ".") {
      const next = tokens[++i];
      if (next === undefined) return fail("unexpected end of JSON path");
      name = next;
    } else return fail(`expected [ or . but got: ${token}`);
    current = step(current, name) as N | undefined;
    if (current === undefined) return fail("does not refer to a valid field");
  }
  return { node: current };
}

/** The named property, or a map's value schema. */
function step(node: SchemaNode | undefined, name: string): SchemaNode | undefined {
  if (node === undefined) return undefined;
  if (node.properties !== undefined) return Object.hasOwn(node.properties, name) ? node.properties[name] : undefined;
  // additionalProperties: true holds any key too (of no schema to step further into)
  return typeof node.additionalProperties === "object" ? node.additionalProperties : node.additionalProperties === undefined ? undefined : {};
}

/** The delimiters `.`, `[`, `]` alone, the text between them, a single-quoted string whole. */
function fieldPathTokens(path: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < path.length) {
    if (path[i] === "'") {
      let j = i + 1;
      while (j < path.length && !(path[j] === "'" && path[j - 1] !== "\\")) j++;
      out.push(path.slice(i, Math.min(j + 1, path.length)));
      i = j + 1;
      continue;
    }
    if (".[]".includes(path[i]!)) {
      out.push(path[i]!);
      i++;
      continue;
    }
    let j = i;
    while (j < path.length && !".[]".includes(path[j]!)) j++;
    out.push(path.slice(i, j));
    i = j;
  }
  return out;
}

function unescape(text: string): string | undefined {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== "\\") {
      out += text[i];
      continue;
    }
    const e = text[i + 1];
    if (e === undefined || !Object.hasOwn(escapes, e)) return undefined;
    out += escapes[e];
    i++;
  }
  return out;
}
