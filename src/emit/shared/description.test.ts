// trimUnicodeSpace trims exactly what the regular expression it replaced trimmed:
// JavaScript's `\s` and U+0085, at either end, for every code unit.

import test from "ava";
import { trimUnicodeSpace } from "./description.js";

const reference = (text: string): string => text.replace(/^[\s\u0085]+|[\s\u0085]+$/gu, "");

test("every code unit is trimmed at both ends exactly when the reference expression trims it", (t) => {
  const differing: string[] = [];
  for (let code = 0; code <= 0xffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue; // a lone surrogate is never white space
    const c = String.fromCharCode(code);
    for (const text of [`${c}a b${c}`, `${c}${c}`, `a${c}${c}`, `${c}${c}a`]) {
      if (trimUnicodeSpace(text) !== reference(text)) differing.push(code.toString(16));
    }
  }
  t.deepEqual(differing, []);
});

test("text without white space at its ends is returned as it is; inner spaces stay", (t) => {
  t.is(trimUnicodeSpace(" \t\u00a0 a  b \u3000\n"), "a  b");
  t.is(trimUnicodeSpace(""), "");
  t.is(trimUnicodeSpace("\u2028\u2029"), "");
  t.is(trimUnicodeSpace("𝔘 x 𝔘"), "𝔘 x 𝔘");
});
