// An x-kubernetes-validations rule with optionalOldSelf set (true or false) whose rule never
// reads oldSelf is refused by the API server ("may not be set if oldSelf is not used in rule"),
// yet controller-gen writes it from +kubebuilder:validation:XValidation and exits 0. Which
// markers do so is a fact of the marker family, read by the CRD writer and by check's rule.

import type { ArgValue } from "./controller-gen-args.js";

const NAMES: ReadonlySet<string> = new Set(["kubebuilder:validation:XValidation", "kubebuilder:validation:items:XValidation"]);

/** Whether an XValidation marker (by its registry name and parsed fields) sets optionalOldSelf on a rule that does not read oldSelf. */
export function isUnusedOptionalOldSelf(name: string, fields: Readonly<Record<string, ArgValue>>): boolean {
  return NAMES.has(name) && typeof fields.optionalOldSelf === "boolean" && typeof fields.rule === "string" && !readsOldSelf(fields.rule);
}

/** Whether a CEL expression names the variable oldSelf: an identifier outside string literals, not a field selected with `.`. */
export function readsOldSelf(rule: string): boolean {
  return /(?<![\w.])(?<!\.\s*)oldSelf(?!\w)/.test(withoutStrings(rule));
}

/** The expression with every string or bytes literal's contents blanked (quotes kept), so that a word inside one is not read as a name. */
function withoutStrings(source: string): string {
  let out = "";
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c !== '"' && c !== "'") {
      out += c;
      i++;
      continue;
    }
    const raw = /[rR]$/.test(source.slice(Math.max(0, i - 2), i).replace(/[bB]/g, ""));
    const quote = source.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
    let j = i + quote.length;
    while (j < source.length && !source.startsWith(quote, j)) j += !raw && source[j] === "\\" ? 2 : 1;
    out += quote + " ".repeat(Math.max(0, Math.min(j, source.length) - i - quote.length)) + quote;
    i = j + quote.length;
  }
  return out;
}
