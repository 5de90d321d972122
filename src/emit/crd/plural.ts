// The plural of a kind for a CRD's resource name — and so for the CRD's name and file name —
// exactly as controller-gen makes it: strings.ToLower(flect.Pluralize(kind)), flect v1.0.2/v1.0.3
// (controller-tools v0.14 to v0.21). A plural that differs from theirs silently renames the CRD,
// so this follows flect's steps as they are, odd cases included (Gizmo → gizmoes; FooDns →
// foodnsdnses, because flect upper-cases the acronym DNS before adding "es" to it).
import { ACRONYMS, ENDINGS, WORDS } from "./plural-words.js";

interface Word { singular: string; plural: string; other?: string; oneway: boolean; whole: boolean }

const words: readonly Word[] = WORDS.trim().split("\n").map((line) => {
  const [singular = "", plural = "", ...rest] = line.split(" ");
  const flags = rest.length > 0 && /^(oneway|whole|same)$/.test(rest[rest.length - 1]!) ? rest.pop()! : "";
  return { singular, plural: plural === "=" ? singular : plural, ...(rest[0] === undefined ? {} : { other: rest[0] }), oneway: flags === "oneway", whole: flags === "whole" };
});

/** Whole words (as written, or the last word in lower case) with a plural of their own. */
const ownPlural = new Map(words.map((w) => [w.singular, w.plural]));

/** Whole words taken to be plural already: left as they are. */
const alreadyPlural = new Set(words.filter((w) => !w.oneway).flatMap((w) => (w.other === undefined ? [w.plural] : [w.plural, w.other])));

/**
 * Ending rules, first match wins: each pair says "a word ending in the plural is kept, one ending
 * in the singular has it replaced". WORDS' endings (later words first) come before ENDINGS'.
 */
const endingRules: readonly (readonly [ending: string, plural: string])[] = [
  ...words.filter((w) => !w.whole).reverse().map((w) => [w.singular, w.plural] as const),
  ...ENDINGS.trim().split("\n").map((line) => line.split(" ") as [string, string]),
].flatMap(([singular, plural]) => [[plural, plural] as const, [singular, plural] as const]);

const acronyms = new Set(ACRONYMS.trim().split(/\s+/));

/** The lower-case plural of a kind (CronJob → cronjobs, Gizmo → gizmoes). */
export function pluralKind(kind: string): string {
  return goLower(pluralize(kind));
}

// Go's strings.ToLower/ToUpper map each rune alone (İ → i, never i + a combining dot; ß stays
// ß in upper case; Σ is σ even last in a word), where JavaScript applies full case mapping.
const goLower = (s: string): string => Array.from(s, (c) => Array.from(c.toLowerCase())[0] ?? c).join("");
const goUpper = (s: string): string => Array.from(s, (c) => {
  const upper = c.toUpperCase();
  return Array.from(upper).length === 1 ? upper : c;
}).join("");

function pluralize(kind: string): string {
  const last = wordsOf(kind).at(-1);
  if (last === undefined) return "";
  const own = ownPlural.get(kind);
  if (own !== undefined) return own;
  const lower = goLower(last);
  if (alreadyPlural.has(kind) || alreadyPlural.has(lower)) return kind;
  const plural = ownPlural.get(lower);
  if (plural !== undefined) return replaceLast(kind, last, last === capitalize(last) ? capitalize(plural) : plural);
  for (const [ending, replacement] of endingRules) {
    if (last.endsWith(ending)) return replaceLast(kind, last, last.slice(0, last.length - ending.length) + replacement);
  }
  return lower.endsWith("s") ? kind : `${kind}s`;
}

/**
 * The kind with its last word replaced. When flect changed that word (an acronym written in
 * upper case), the kind does not end in it and the new word is simply appended — as flect does.
 */
function replaceLast(kind: string, last: string, replacement: string): string {
  return (kind.endsWith(last) ? kind.slice(0, kind.length - last.length) : kind) + replacement;
}

function capitalize(word: string): string {
  const first = String.fromCodePoint(word.codePointAt(0)!);
  return goUpper(first) + word.slice(first.length);
}

const SEPARATORS = ["_", " ", ":", "-", "/"];
const isSeparator = (c: string): boolean => SEPARATORS.includes(c) || /^\s$/u.test(c);
const isUpper = (c: string): boolean => /^\p{Lu}$/u.test(c);
const isWordChar = (c: string): boolean => /^[\p{L}\p{Nd}\p{P}`]$/u.test(c);

/** The kind's words as flect splits them: before an upper-case letter that follows a non-upper-case one or an acronym, and at separators. */
function wordsOf(kind: string): string[] {
  const s = kind.trim();
  if (s === "") return [];
  if (acronyms.has(goUpper(s))) return [goUpper(s)];
  const found: string[] = [];
  let prev = "";
  let current = "";
  for (const c of s) {
    if (isSeparator(c) || (isUpper(c) && (!isUpper(prev) || acronyms.has(goUpper(current))))) {
      addWord(found, current);
      current = c;
    } else if (isWordChar(c)) {
      current += c;
    } else {
      addWord(found, current);
      current = "";
    }
    prev = c;
  }
  addWord(found, current);
  return found;
}

/** A word without surrounding separators, an acronym in upper case; nothing when empty. */
function addWord(found: string[], raw: string): void {
  let word = raw.trim();
  for (const sep of SEPARATORS) word = trimChar(word, sep);
  if (acronyms.has(goUpper(word))) word = goUpper(word);
  if (word !== "") found.push(word);
}

function trimChar(word: string, c: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && word[start] === c) start++;
  while (end > start && word[end - 1] === c) end--;
  return word.slice(start, end);
}
