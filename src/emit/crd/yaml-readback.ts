// controller-gen writes a CRD through sigs.k8s.io/yaml: encoding/json first, then go-yaml
// v2 reads that JSON back (as YAML, one flow line) before writing YAML. JSON leaves a few
// characters raw that a YAML 1.1 reader takes differently, so the CRD holds what go-yaml read:
// - NEL (U+0085) is a line break in YAML 1.1, folded inside the double-quoted string: one
//   NEL, with the spaces around it, becomes a space; n NELs in a row (spaces between them
//   dropped) become n-1 line feeds;
// - DEL, the other C1 controls, U+FFFE and U+FFFF fail the reader ("control characters are
//   not allowed"), and `---` or `...` right after a NEL, then a space or NEL, is a document
//   marker ("found unexpected document indicator"): controller-gen writes no CRD.
// Every other character JSON leaves raw reads back as itself (line feeds, CRs, tabs, U+2028
// and U+2029 are escaped).

const nel = "\u0085";
const special = /[\u007f-\u009f\ufffe\uffff]/;
const refused = /[\u007f-\u0084\u0086-\u009f\ufffe\uffff]/;

/** How go-yaml reads `text` back from controller-gen's JSON; a string saying why when it cannot. */
export function readBackString(text: string): { readonly text: string } | { readonly error: string } {
  if (!special.test(text)) return { text };
  const control = refused.exec(text);
  if (control !== null) return { error: `U+${control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")} is a control character YAML does not allow (controller-gen fails: "yaml: control characters are not allowed")` };
  return foldLineBreaks(text);
}

/** go-yaml's scan of a double-quoted scalar whose only raw blanks are spaces and whose only raw breaks are NELs. */
function foldLineBreaks(text: string): { readonly text: string } | { readonly error: string } {
  let out = "";
  let i = 0;
  for (;;) {
    if (i > 0 && text[i - 1] === nel && (text.startsWith("---", i) || text.startsWith("...", i)) && (text[i + 3] === " " || text[i + 3] === nel)) {
      return { error: `${text.slice(i, i + 3)} after a NEL (U+0085) is a YAML document marker (controller-gen fails: "found unexpected document indicator")` };
    }
    const run = i;
    while (i < text.length && text[i] !== " " && text[i] !== nel) i++;
    out += text.slice(run, i);
    if (i >= text.length) return { text: out };
    let spaces = "";
    let breaks = 0;
    for (; i < text.length && (text[i] === " " || text[i] === nel); i++) {
      if (text[i] === nel) breaks++;
      else if (breaks === 0) spaces += " ";
    }
    // The first break folds to a space when no other follows; the others stay line feeds.
    out += breaks === 0 ? spaces : breaks === 1 ? " " : "\n".repeat(breaks - 1);
  }
}

/**
 * Every key and string of a CRD, read back in place (rule objects keep their identity: the
 * CEL cost diagnostics find their markers by them); the first reason one cannot be, if any.
 * Depth-bounded: a CRD's nesting is bounded by the schemas it holds.
 */
export function readBackCrd(value: unknown, depth = 0): string | undefined {
  if (depth > 1000 || value === null || typeof value !== "object") return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === "string") {
        const read = readBackString(item);
        if ("error" in read) return read.error;
        value[i] = read.text;
      } else {
        const error = readBackCrd(item, depth + 1);
        if (error !== undefined) return error;
      }
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    const readKey = readBackString(key);
    if ("error" in readKey) return readKey.error;
    if (readKey.text !== key) {
      delete record[key];
      record[readKey.text] = item;
    }
    if (typeof item === "string") {
      const read = readBackString(item);
      if ("error" in read) return read.error;
      record[readKey.text] = read.text;
    } else {
      const error = readBackCrd(item, depth + 1);
      if (error !== undefined) return error;
    }
  }
  return undefined;
}
