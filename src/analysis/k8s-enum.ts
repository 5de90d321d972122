// `+k8s:enum` on a string type, as validation-gen reads it: the values are the constants of
// that type in the input packages (one per value: of constants sharing a value, the one with
// the longer comment), less those marked `+k8s:enumExclude`; a constant marked
// `+k8s:ifEnabled(Opt)=+k8s:enumExclude` / `+k8s:ifDisabled(Opt)=+k8s:enumExclude` stays, with
// the exclusion the runtime applies under the caller's options.

import { compareStrings } from "../diag/diagnostic.js";
import { extractMarkers } from "../markers/comment-tags.js";
import { parseCodeTag, positionalArg } from "../markers/codetags.js";
import type { ValidationTag } from "../markers/k8s-validation-tags.js";
import { evaluateString, inputConstantsOf, preferComment } from "../model/enums.js";
import type { ConstDecl, TypeDecl, Universe } from "../model/ir.js";
import type { EnumExclusionTable } from "../runtime/tables.js";

interface EnumConstant {
  readonly value: string;
  readonly comment: string;
  readonly exclusions: readonly EnumExclusionTable[];
}

/** The `enum` tag of `decl` with its values and exclusions filled in. */
export function k8sEnumRule(universe: Universe, decl: TypeDecl, tag: ValidationTag): ValidationTag {
  const chosen: EnumConstant[] = [];
  for (const constant of constantsOf(universe, decl)) {
    const read = readConstant(universe, constant);
    if (read === undefined) continue;
    const existing = chosen.findIndex((c) => c.value === read.value);
    if (existing === -1) chosen.push(read);
    else if (preferComment(read.comment, chosen[existing]!.comment)) chosen[existing] = read;
  }
  const exclusions = chosen.flatMap((c) => c.exclusions);
  return { ...tag, values: chosen.map((c) => c.value), ...(exclusions.length > 0 ? { exclusions } : {}) };
}

/** A constant's value and exclusions; undefined when `+k8s:enumExclude` removes it or it is no string. */
function readConstant(universe: Universe, constant: ConstDecl): EnumConstant | undefined {
  const value = constant.value === undefined ? undefined : evaluateString(universe, constant.value);
  if (value === undefined) return undefined;
  const exclusions: EnumExclusionTable[] = [];
  for (const marker of extractMarkers(constant.doc)) {
    if (!marker.text.startsWith("k8s:")) continue;
    const parsed = parseCodeTag(marker.text);
    if (!parsed.ok) continue;
    const tag = parsed.tag;
    if (tag.name === "k8s:enumExclude") return undefined;
    if ((tag.name === "k8s:ifEnabled" || tag.name === "k8s:ifDisabled") && tag.valueTag?.name === "k8s:enumExclude") {
      const option = positionalArg(tag);
      if (option !== undefined) exclusions.push({ value, option: option.value, excludeWhen: tag.name === "k8s:ifEnabled" });
    }
  }
  return { value, comment: constant.doc.map((line) => line.text).join(" "), exclusions };
}

/** The input packages' constants of the type, by Go name (validation-gen sorts them so). */
function constantsOf(universe: Universe, decl: TypeDecl): readonly ConstDecl[] {
  return [...inputConstantsOf(universe, decl)].sort((a, b) => compareStrings(a.name, b.name));
}
