// validation-gen's modal tags: a field's validation depends on the value of a discriminator
// field of the same struct.
//
//   +k8s:discriminator                       +k8s:discriminator(name: "G")       (the discriminator field)
//   +k8s:member("A")=<value tag>             +k8s:member(discriminator: "G", value: "A")=<value tag>
//
// validation-gen after v0.36 (code-generator master, v0.37 betas) spells them
//
//   +k8s:modeDiscriminator                   +k8s:modeDiscriminator(modality: "G")
//   +k8s:ifMode("A")=<value tag>             +k8s:ifMode(modality: "G", mode: "A")=<value tag>
//
// with the same meaning, except that a mode discriminator is a string or bool, and that
// +k8s:ifEnabled/+k8s:ifDisabled around an +k8s:ifMode do apply (see src/analysis/k8s-modal.ts).
//
// A member field is validated with the payload tags of the rule whose value the discriminator
// holds, and is forbidden for every other value. `+k8s:alpha`/`+k8s:beta` around either tag
// are read (a member's level marks its errors); `+k8s:ifEnabled`/`+k8s:ifDisabled` around them
// are read too, only to be reported: validation-gen drops them (the tags register the field
// with its group and return no validation for the wrapper to make conditional).
// The group ("" when not named) is validation-gen's "default" group.

import type { Marker } from "./comment-tags.js";
import { namedArg, parseCodeTag, positionalArg, type CodeTag } from "./codetags.js";
import type { OptionCondition, Stability } from "./k8s-union-tags.js";
import { unwrapValidationTag, type ValidationTag } from "./k8s-validation-tags.js";

/** `discriminator` / `member`: v0.36's spelling; `mode`: `modeDiscriminator` / `ifMode`. */
export type ModalSpelling = "discriminator" | "mode";

export interface K8sDiscriminatorTag {
  readonly marker: Marker;
  readonly spelling: ModalSpelling;
  /** `name:` ("" when not given). */
  readonly group: string;
  readonly stability: Stability | undefined;
  readonly conditions: readonly OptionCondition[];
}

export interface K8sMemberTag {
  readonly marker: Marker;
  readonly spelling: ModalSpelling;
  /** `discriminator:` ("" when not given). */
  readonly group: string;
  /** The discriminator value (positional or `value:`), as written; undefined when missing. */
  readonly value: string | undefined;
  /** The payload as a value tag; undefined when there is none or it is not one the tables carry. */
  readonly payload: ValidationTag | undefined;
  /** The payload's tag name with its `+`, for messages ("" when there is none). */
  readonly payloadText: string;
  readonly stability: Stability | undefined;
  readonly conditions: readonly OptionCondition[];
}

export interface K8sModalTags {
  readonly discriminators: readonly K8sDiscriminatorTag[];
  readonly members: readonly K8sMemberTag[];
}

/** The modal tags of one field's markers, in comment order. */
export function k8sModalTags(markers: readonly Marker[]): K8sModalTags {
  const discriminators: K8sDiscriminatorTag[] = [];
  const members: K8sMemberTag[] = [];
  for (const marker of markers) {
    if (!marker.text.startsWith("k8s:") || !/k8s:(discriminator|member|modeDiscriminator|ifMode)\b/.test(marker.text)) continue;
    const parsed = parseCodeTag(marker.text);
    if (!parsed.ok) continue; // the codetags check reports syntax errors
    const read = readChain(marker, parsed.tag);
    if (read?.kind === "discriminator") discriminators.push(read.tag);
    else if (read?.kind === "member") members.push(read.tag);
  }
  return { discriminators, members };
}

type Read = { readonly kind: "discriminator"; readonly tag: K8sDiscriminatorTag } | { readonly kind: "member"; readonly tag: K8sMemberTag };

function readChain(marker: Marker, first: CodeTag): Read | undefined {
  let stability: Stability | undefined;
  const conditions: OptionCondition[] = [];
  for (let tag: CodeTag | undefined = first; tag !== undefined; tag = tag.valueTag) {
    switch (tag.name) {
      case "k8s:alpha":
      case "k8s:beta":
        stability = tag.name === "k8s:alpha" ? "alpha" : "beta";
        break;
      case "k8s:ifEnabled":
      case "k8s:ifDisabled": {
        const option = positionalArg(tag);
        if (option !== undefined) conditions.push({ option: option.value, enabled: tag.name === "k8s:ifEnabled" });
        break;
      }
      case "k8s:discriminator":
        return { kind: "discriminator", tag: { marker, spelling: "discriminator", group: namedArg(tag, "name")?.value ?? "", stability, conditions } };
      case "k8s:modeDiscriminator":
        return { kind: "discriminator", tag: { marker, spelling: "mode", group: namedArg(tag, "modality")?.value ?? "", stability, conditions } };
      case "k8s:member":
      case "k8s:ifMode":
        return { kind: "member", tag: memberTag(marker, tag, stability, conditions) };
      default:
        return undefined; // another family's chain (subfield, item, …)
    }
  }
  return undefined;
}

function memberTag(marker: Marker, tag: CodeTag, stability: Stability | undefined, conditions: readonly OptionCondition[]): K8sMemberTag {
  const spelling: ModalSpelling = tag.name === "k8s:ifMode" ? "mode" : "discriminator";
  const [groupArg, valueArg] = spelling === "mode" ? ["modality", "mode"] : ["discriminator", "value"];
  const value = namedArg(tag, valueArg)?.value ?? positionalArg(tag)?.value;
  const payload = tag.valueTag === undefined ? undefined : unwrapValidationTag(tag.valueTag);
  const payloadText = tag.valueTag === undefined ? "" : `+${tag.valueTag.name}`;
  return { marker, spelling, group: namedArg(tag, groupArg)?.value ?? "", value, payload, payloadText, stability, conditions };
}
