// Regular expressions with RE2's meaning (Go's regexp, as cel-go's matches/find use it):
// the schema validator's translation to JavaScript (crd/pattern.ts), global for findAll.

import { compilePattern } from "../../crd/pattern.js";

const cache = new Map<string, RegExp | string>();

/** The pattern as a global JavaScript RegExp, or why it cannot be compiled. */
export function re2(pattern: string): RegExp | string {
  let found = cache.get(pattern);
  if (found === undefined) {
    const re = compilePattern(pattern);
    found = re === undefined ? `error parsing regexp: ${pattern}` : new RegExp(re.source, `${re.flags}g`);
    if (cache.size > 1000) cache.clear();
    cache.set(pattern, found);
  }
  if (typeof found !== "string") found.lastIndex = 0;
  return found;
}
