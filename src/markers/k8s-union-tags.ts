// The declarative-validation union tags (validation-gen), read through gengo's codetags
// grammar (codetags.ts) and unwrapped from their wrappers:
//
//   +k8s:unionMember(union: "u", memberName: "M")   +k8s:zeroOrOneOfMember(...)   +k8s:unionDiscriminator(union: "u")
//   +k8s:alpha(since: "1.36")=…   +k8s:beta(since: "1.36")=…   (stability level of the union's errors)
//   +k8s:ifEnabled(Opt)=…   +k8s:ifDisabled(Opt)=…                (an option condition)
//   +k8s:subfield(json)=…                                         (the tag applies to a field of this field's struct)
//   +k8s:item(key: value, …)=…                                    (the tag applies to one item of a listType=map list)
//
// Also the list metadata `+k8s:listType=map` / `+k8s:unique=map` and `+k8s:listMapKey=k`
// that `+k8s:item` needs. Everything else of validation-gen is another family's business.

import type { Marker } from "./comment-tags.js";
import { namedArg, parseCodeTag, positionalArg, type CodeTag, type CodeTagArgType } from "./codetags.js";

export type K8sUnionTagName = "k8s:unionMember" | "k8s:zeroOrOneOfMember" | "k8s:unionDiscriminator";
export type Stability = "alpha" | "beta";

export interface OptionCondition {
  readonly option: string;
  readonly enabled: boolean;
}

export interface ItemCriterion {
  readonly key: string;
  readonly value: string;
  readonly type: CodeTagArgType;
}

/** One union tag with what its wrappers said. */
export interface K8sUnionTag {
  readonly marker: Marker;
  readonly name: K8sUnionTagName;
  /** `union:` (default ""). */
  readonly union: string;
  /** `memberName:`, when given. */
  readonly memberName: string | undefined;
  readonly stability: Stability | undefined;
  /** The `since:` of the alpha/beta wrapper. */
  readonly since: string | undefined;
  readonly conditions: readonly OptionCondition[];
  /** JSON names of `+k8s:subfield` wrappers, outermost first. */
  readonly subfields: readonly string[];
  /** `+k8s:item(...)` criteria, in the tag's order; undefined when the tag is not on an item. */
  readonly item: readonly ItemCriterion[] | undefined;
}

/** A problem validation-gen would refuse, with what to say. */
export interface K8sTagProblem {
  readonly marker: Marker;
  readonly kind: "syntax" | "level" | "option" | "subfield" | "item";
  readonly message: string;
}

export interface K8sListMeta {
  readonly isMap: boolean;
  readonly keys: readonly string[];
}

const unionTagNames = new Set<string>(["k8s:unionMember", "k8s:zeroOrOneOfMember", "k8s:unionDiscriminator"]);
const wrapperNames = new Set(["k8s:alpha", "k8s:beta", "k8s:ifEnabled", "k8s:ifDisabled", "k8s:subfield", "k8s:item"]);
const KUBE_VERSION = /^1\.\d+$/;

/** The tag name gengo files a line under (name characters up to the first other one). */
export function codeTagName(text: string): string {
  const match = /^[\p{L}_][\p{L}\p{Nd}_.:-]*/u.exec(text.trimStart());
  return match === null ? "" : match[0];
}

/** Whether the line's first tag is one this family reads (so a syntax error in it is ours to report). */
export function isK8sUnionFamilyLine(marker: Marker): boolean {
  // Every name of the family starts with "k8s:": most lines are rejected without the regular expression.
  if (!marker.text.includes("k8s:")) return false;
  const name = codeTagName(marker.text);
  return unionTagNames.has(name) || wrapperNames.has(name);
}

export interface ReadTags {
  readonly tags: readonly K8sUnionTag[];
  readonly problems: readonly K8sTagProblem[];
}

/** The union tags of one declaration's or field's markers. */
export function k8sUnionTags(markers: readonly Marker[]): ReadTags {
  const tags: K8sUnionTag[] = [];
  const problems: K8sTagProblem[] = [];
  for (const marker of markers) {
    if (!isK8sUnionFamilyLine(marker)) continue;
    const parsed = parseCodeTag(marker.text);
    if (!parsed.ok) {
      problems.push({ marker, kind: "syntax", message: `${parsed.error} at column ${parsed.offset + 2}` });
      continue;
    }
    const read = unwrap(marker, parsed.tag);
    if ("problem" in read) {
      if (read.problem !== undefined) problems.push(read.problem);
    } else tags.push(read.tag);
  }
  return { tags, problems };
}

interface Unwrapping {
  stability?: Stability;
  since?: string;
  conditions: OptionCondition[];
  subfields: string[];
  item?: ItemCriterion[];
}

function unwrap(marker: Marker, first: CodeTag): { tag: K8sUnionTag } | { problem: K8sTagProblem | undefined } {
  const state: Unwrapping = { conditions: [], subfields: [] };
  const problem = (kind: K8sTagProblem["kind"], message: string): { problem: K8sTagProblem } => ({ problem: { marker, kind, message } });
  for (let tag: CodeTag | undefined = first; tag !== undefined; tag = tag.valueTag) {
    if (unionTagNames.has(tag.name)) return { tag: terminal(marker, tag, state) };
    if (!wrapperNames.has(tag.name)) return { problem: undefined }; // another validator's tag
    const message = tag.valueTag === undefined ? "requires a validation tag as its value payload" : applyWrapper(tag, state);
    if (message !== undefined) return problem(wrapperKind(tag.name), `+${tag.name}: ${message}`);
  }
  return { problem: undefined };
}

function wrapperKind(name: string): K8sTagProblem["kind"] {
  if (name === "k8s:item") return "item";
  if (name === "k8s:subfield") return "subfield";
  return name.startsWith("k8s:if") ? "option" : "level";
}

/** Records one wrapper; returns validation-gen's complaint about its arguments, if any. */
function applyWrapper(tag: CodeTag, state: Unwrapping): string | undefined {
  switch (tag.name) {
    case "k8s:alpha":
    case "k8s:beta": {
      if (tag.args.length > 1) return "at most one optional kubernetes version argument is supported";
      const since = tag.args[0]?.value;
      if (since !== undefined && !KUBE_VERSION.test(since)) return `invalid kubernetes version format, expected 1.<minor version>, got ${since}`;
      state.stability = tag.name === "k8s:alpha" ? "alpha" : "beta";
      if (since !== undefined) state.since = since;
      return undefined;
    }
    case "k8s:ifEnabled":
    case "k8s:ifDisabled": {
      const option = positionalArg(tag);
      if (option === undefined) return "missing required option name positional argument";
      state.conditions.push({ option: option.value, enabled: tag.name === "k8s:ifEnabled" });
      return undefined;
    }
    case "k8s:subfield": {
      const name = positionalArg(tag);
      if (name === undefined) return "requires the JSON name of a field as its positional argument";
      state.subfields.push(name.value);
      return undefined;
    }
    default:
      return applyItem(tag, state);
  }
}

function applyItem(tag: CodeTag, state: Unwrapping): string | undefined {
  if (state.item !== undefined) return "an item of an item cannot be a union member";
  const criteria: ItemCriterion[] = [];
  for (const arg of tag.args) {
    if (arg.name === "") return "all arguments must be named";
    if (criteria.some((c) => c.key === arg.name)) return `duplicate argument: ${JSON.stringify(arg.name)}`;
    criteria.push({ key: arg.name, value: arg.value, type: arg.type });
  }
  if (criteria.length === 0) return "no selection criteria was specified";
  state.item = criteria;
  return undefined;
}

function terminal(marker: Marker, tag: CodeTag, state: Unwrapping): K8sUnionTag {
  return {
    marker,
    name: tag.name as K8sUnionTagName,
    union: namedArg(tag, "union")?.value ?? "",
    memberName: namedArg(tag, "memberName")?.value,
    stability: state.stability,
    since: state.since,
    conditions: state.conditions,
    subfields: state.subfields,
    item: state.item,
  };
}

/** `+k8s:optional`, possibly behind `+k8s:alpha` / `+k8s:beta`. */
export function hasK8sOptional(markers: readonly Marker[]): boolean {
  return markers.some((marker) => marker.key.startsWith("k8s:") && innermost(marker)?.name === "k8s:optional");
}

function innermost(marker: Marker): CodeTag | undefined {
  const parsed = parseCodeTag(marker.text);
  if (!parsed.ok) return undefined;
  let tag: CodeTag | undefined = parsed.tag;
  while (tag !== undefined && (tag.name === "k8s:alpha" || tag.name === "k8s:beta")) tag = tag.valueTag;
  return tag;
}

/** `+k8s:listType=map` (or `+k8s:unique=map`) and the `+k8s:listMapKey`s, through alpha/beta wrappers. */
export function k8sListMeta(markers: readonly Marker[]): K8sListMeta {
  let isMap = false;
  const keys: string[] = [];
  for (const marker of markers) {
    if (!marker.key.startsWith("k8s:")) continue;
    const tag = innermost(marker);
    if (tag === undefined) continue;
    if ((tag.name === "k8s:listType" || tag.name === "k8s:unique") && tag.value?.text === "map") isMap = true;
    if (tag.name === "k8s:listMapKey" && tag.value !== undefined) keys.push(tag.value.text);
  }
  return { isMap, keys };
}
