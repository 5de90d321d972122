// `x-kubernetes-list-type: set` and `map` lists as the API server's CEL values have them:
// `==` ignores order (a set compares membership, a map list compares the items of the same
// keys: values.ts equal) and `+` merges (a set appends the items it lacks, a map list replaces
// the item of the same keys in place, else appends). Lists are tagged when to-cel.ts makes
// them; `==`, `!=` and `+` on two lists go through here, every other value keeps CEL's own
// meaning.

import { celFunc, celList, CelScalar, isCelList, isCelMap, listType, mapType, type CelFunc, type CelList, type CelValue } from "@bufbuild/cel";
import { equal, keyOf, listKind, mapKey, noSuchOverload, tagList } from "./values.js";

function concat(a: CelList, b: CelList): CelList {
  const kind = listKind(a);
  const left = [...a] as CelValue[];
  const right = [...b] as CelValue[];
  if (kind === undefined) return celList([...left, ...right]);
  if (kind.kind === "set") {
    const members = new Set(left.map((v) => keyOf([v])));
    for (const v of right) {
      const k = keyOf([v]);
      if (members.has(k)) continue;
      members.add(k);
      left.push(v);
    }
    return tagList(celList(left), kind);
  }
  const at = new Map(left.map((v, i) => [mapKey(v, kind.keys), i]));
  for (const v of right) {
    const k = mapKey(v, kind.keys);
    const i = at.get(k);
    if (i !== undefined) left[i] = v;
    else {
      at.set(k, left.length);
      left.push(v);
    }
  }
  return tagList(celList(left), kind);
}

const LIST = listType(CelScalar.DYN);
const MAP = mapType(CelScalar.DYN, CelScalar.DYN);

/** `x in list` by CEL equality; `k in map` by key, a key whose value is null included (the server's map has it). */
function contains(x: CelValue, collection: CelValue): boolean {
  if (isCelList(collection)) return ([...collection] as CelValue[]).some((item) => equal(item, x));
  if (isCelMap(collection)) return [...collection.keys()].some((key) => equal(key as CelValue, x));
  throw noSuchOverload("@in");
}

export const listTypeFunctions: readonly CelFunc[] = [
  celFunc("_==_", [CelScalar.DYN, CelScalar.DYN], CelScalar.BOOL, (a, b) => equal(a, b)),
  celFunc("_!=_", [CelScalar.DYN, CelScalar.DYN], CelScalar.BOOL, (a, b) => !equal(a, b)),
  // the same signatures as @bufbuild/cel's own `in`, which these replace
  celFunc("@in", [CelScalar.DYN, LIST], CelScalar.BOOL, (x, collection) => contains(x, collection)),
  ...[CelScalar.STRING, CelScalar.DOUBLE, CelScalar.INT, CelScalar.BOOL, CelScalar.UINT].map((key) => celFunc("@in", [key, MAP], CelScalar.BOOL, (x, collection) => contains(x, collection))),
  celFunc("_+_", [LIST, LIST], LIST, (a, b) => concat(a, b)),
];
