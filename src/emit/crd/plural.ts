// The plural of a kind for a CRD's resource name, by English rules of our own that agree
// with controller-gen's pluralizer on the kinds seen in practice: irregular nouns, words
// that do not change, -s/-x/-z/-ch/-sh → -es, consonant + y → -ies, a trailing s kept.

const irregular: Record<string, string> = {
  person: "people", man: "men", woman: "women", child: "children", foot: "feet", tooth: "teeth",
  goose: "geese", mouse: "mice", ox: "oxen", datum: "data", index: "indices", matrix: "matrices",
  vertex: "vertices", criterion: "criteria", appendix: "appendices", quiz: "quizzes", leaf: "leaves",
  knife: "knives", life: "lives", wife: "wives", half: "halves", shelf: "shelves", wolf: "wolves",
};

const unchanged = new Set(["equipment", "information", "rice", "money", "species", "series", "fish", "sheep", "deer", "news", "metadata", "data", "people"]);

/** The lower-case plural of a kind (CronJob → cronjobs). */
export function pluralKind(kind: string): string {
  const lower = kind.toLowerCase();
  const word = /[A-Z][a-z0-9]*$/.exec(kind)?.[0]?.toLowerCase() ?? lower;
  const stem = lower.slice(0, lower.length - word.length);
  return stem + pluralWord(word);
}

function pluralWord(word: string): string {
  if (Object.hasOwn(irregular, word)) return irregular[word]!;
  if (unchanged.has(word) || Object.values(irregular).includes(word)) return word;
  if (/(ss|sh|ch|x|z|us)$/.test(word)) return `${word}es`;
  if (/is$/.test(word)) return `${word.slice(0, -2)}es`;
  if (/s$/.test(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}
