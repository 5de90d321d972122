// The 2019 struct union (+union on the type), with the checks openapi-gen only logs:
// every member optional, no inlined member, no +unionDeprecated, one discriminator.

import { hasMarker } from "../../markers/comment-tags.js";
import { inlinedStruct, mayBeUnset } from "../../model/fields.js";
import { structFields } from "../../model/types.js";
import type { Field } from "../../model/ir.js";
import type { Rule } from "../rule.js";

export const legacyUnionStruct: Rule = {
  id: "legacy-union-struct",
  checkType(decl, ctx) {
    if (!hasMarker(decl.markers, "union") || decl.type.kind !== "struct") return;
    let discriminator: Field | undefined;
    for (const field of structFields(ctx.universe, decl)) {
      if (field.json?.name === "-") continue;
      if (inlinedStruct(field, ctx.universe, ctx.reading.structural) !== undefined) {
        ctx.report("OM3021", field.span, decl.name, field.name);
      } else if (hasMarker(field.markers, "unionDeprecated")) {
        ctx.report("OM3022", field.span, decl.name);
      } else if (hasMarker(field.markers, "unionDiscriminator")) {
        if (discriminator !== undefined) ctx.report("OM3023", field.span, decl.name, discriminator.name, field.name);
        discriminator = field;
      } else if (!mayBeUnset(field)) {
        ctx.report("OM3020", field.span, field.name, decl.name);
      }
    }
  },
};

