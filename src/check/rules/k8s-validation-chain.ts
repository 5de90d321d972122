// `+k8s:subfield(name)=<tag>` and `+k8s:item(key: value, …)=<tag>` chained to a value tag
// (required, minimum, immutable, …): validation-gen refuses to generate when the subfield
// names no field of a struct, or the item's criteria cannot select an item of a listType=map
// list (OM3090, OM3091, with validation-gen's messages). Chains that end in a union tag are
// k8s-union-item's and k8s-union-member-field's (OM3064, OM3065), and so are an item's
// malformed arguments, whatever the chain.

import { behindPointersAndNames } from "../../analysis/go-shape.js";
import { itemSelection, structDecl } from "../../analysis/k8s-unions.js";
import type { Marker } from "../../markers/comment-tags.js";
import { parseCodeTag, positionalArg, type CodeTag } from "../../markers/codetags.js";
import type { ItemCriterion } from "../../markers/k8s-union-tags.js";
import type { Field, TypeDecl, TypeRef, Universe } from "../../model/ir.js";
import { declOf, structFields } from "../../model/types.js";
import type { Rule, RuleContext } from "../rule.js";

const WRAPPERS = new Set(["k8s:alpha", "k8s:beta", "k8s:ifEnabled", "k8s:ifDisabled"]);
const UNION_TAGS = new Set(["k8s:unionMember", "k8s:zeroOrOneOfMember", "k8s:unionDiscriminator"]);

/** Where a link of the chain applies: a Go type, with the `+k8s:` tags that describe it as a list. */
interface Place {
  readonly type: TypeRef;
  readonly markers: readonly Marker[];
}

function check(universe: Universe, markers: readonly Marker[], type: TypeRef, ctx: RuleContext): void {
  for (const marker of markers) {
    if (!marker.key.startsWith("k8s:")) continue;
    const parsed = parseCodeTag(marker.text);
    if (!parsed.ok || endsInUnionTag(parsed.tag)) continue; // the codetags check reports syntax errors
    // A field's list tags, else its named list type's (on a type, its own: listed once).
    const own = typeMarkers(universe, type);
    checkChain(universe, marker, parsed.tag, { type, markers: own === markers ? markers : [...markers, ...own] }, ctx);
  }
}

function checkChain(universe: Universe, marker: Marker, first: CodeTag, start: Place, ctx: RuleContext): void {
  let place: Place | undefined = start;
  for (let tag: CodeTag | undefined = first; tag !== undefined && place !== undefined; tag = tag.valueTag) {
    if (WRAPPERS.has(tag.name)) continue;
    if (tag.name === "k8s:eachVal" || tag.name === "k8s:eachKey") place = elementPlace(universe, place.type, tag.name === "k8s:eachKey");
    else if (tag.name === "k8s:subfield" && tag.valueTag !== undefined) place = subfieldPlace(universe, marker, tag, place, ctx);
    else if (tag.name === "k8s:item" && tag.valueTag !== undefined) place = itemPlace(universe, marker, tag, place, ctx);
    else return;
  }
}

function subfieldPlace(universe: Universe, marker: Marker, tag: CodeTag, place: Place, ctx: RuleContext): Place | undefined {
  const name = positionalArg(tag)?.value ?? "";
  const struct = structDecl(universe, place.type);
  if (struct === undefined) {
    ctx.report("OM3090", marker.span, name, "can only be used on struct types");
    return undefined;
  }
  const member = structFields(universe, struct).find((f) => f.json?.name === name);
  if (member === undefined) {
    ctx.report("OM3090", marker.span, name, `no field for json name ${JSON.stringify(name)}`);
    return undefined;
  }
  return { type: member.type, markers: [...member.markers, ...typeMarkers(universe, member.type)] };
}

function itemPlace(universe: Universe, marker: Marker, tag: CodeTag, place: Place, ctx: RuleContext): Place | undefined {
  // Positional, repeated or missing arguments: OM3064 reports them, whatever the chained tag.
  if (tag.args.length === 0 || tag.args.some((arg, i) => arg.name === "" || tag.args.findIndex((a) => a.name === arg.name) !== i)) return undefined;
  const criteria: ItemCriterion[] = tag.args.map((arg) => ({ key: arg.name, value: arg.value, type: arg.type }));
  const selected = itemSelection(universe, place.type, place.markers, criteria);
  if ("problem" in selected) return void ctx.report("OM3091", marker.span, selected.problem);
  return elementPlace(universe, place.type, false);
}

/** A list's item or a map's value (or key), without list tags of its own. */
function elementPlace(universe: Universe, type: TypeRef, key: boolean): Place | undefined {
  const current = behindPointersAndNames(universe, type);
  if (current === undefined) return undefined;
  if (current.kind === "slice" && !key) return { type: current.elem, markers: typeMarkers(universe, current.elem) };
  if (current.kind === "map") {
    const elem = key ? current.key : current.value;
    return { type: elem, markers: typeMarkers(universe, elem) };
  }
  return undefined;
}

/** The tags of a named type (`type Items []Item` declares its list type there). */
function typeMarkers(universe: Universe, type: TypeRef): readonly Marker[] {
  const target = type.kind === "pointer" ? type.elem : type;
  if (target.kind !== "named") return [];
  return declOf(universe, target)?.markers ?? [];
}

function endsInUnionTag(first: CodeTag): boolean {
  let tag = first;
  while (tag.valueTag !== undefined) tag = tag.valueTag;
  return UNION_TAGS.has(tag.name);
}

export const k8sValidationChain: Rule = {
  id: "k8s-validation-chain",
  checkType(decl: TypeDecl, ctx) {
    if (decl.type.kind !== "struct") check(ctx.universe, decl.markers, { kind: "named", pkg: decl.pkg, name: decl.name, span: decl.span }, ctx);
  },
  checkField(field: Field, _owner, ctx) {
    check(ctx.universe, field.markers, field.type, ctx);
  },
};
