// A member's json tag as applyconfiguration-gen reads it: no tag, an empty one or `-`
// leaves the member out; an empty name is the Go name.

import type { Field } from "../../model/ir.js";

export interface AcJsonTag {
  readonly name: string;
  readonly inline: boolean;
  readonly omitempty: boolean;
}

export function acJsonTag(field: Field): AcJsonTag | undefined {
  const raw = field.tag.get("json");
  if (raw === undefined || raw === "" || raw === "-") return undefined;
  const [name, ...options] = raw.split(",");
  return { name: name === "" ? field.name : name!, inline: options.includes("inline"), omitempty: options.includes("omitempty") };
}

/** The tag written on the apply configuration's field: every non-inline member is omitempty. */
export function tagText(tag: AcJsonTag): string {
  const omitempty = tag.inline ? tag.omitempty : true;
  return `${tag.inline ? "" : tag.name}${omitempty ? ",omitempty" : ""}${tag.inline ? ",inline" : ""}`;
}
