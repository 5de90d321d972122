// The "Possible enum values:" section openapi-gen appends to the description of a member
// whose type is an enum.

import { compareStrings } from "../../diag/diagnostic.js";
import type { EnumValue } from "../../model/enums.js";
import { quoteGo } from "../../parse/go-string.js";
import { trimUnicodeSpace } from "../shared/description.js";

/**
 * The description lines openapi-gen appends for an enum with values — and, before
 * kube-openapi a1cb06c (#351, `headerAlone`), the header alone for one without.
 */
export function enumDescriptionLines(values: readonly EnumValue[], headerAlone = false): string[] {
  if (values.length === 0) return headerAlone ? ["", "Possible enum values:"] : [];
  const lines = values.map((v) => {
    const comment = trimUnicodeSpace(trimUnicodeSpace(v.comment).replace(new RegExp(`^${escapeRegExp(v.name)}`), ""))
      .replace(/[\t\n\f\r ]+/g, " ");
    return ` - \`${quoteGo(v.value)}\` ${comment}`;
  });
  lines.sort(compareStrings);
  return ["", "Possible enum values:", ...lines];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
