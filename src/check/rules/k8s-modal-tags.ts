// validation-gen's modal tags (+k8s:discriminator / +k8s:member): what validation-gen refuses
// to generate (a member group without its discriminator, a discriminator of another type than
// string, bool or integer, a member without value or payload, a value the discriminator
// cannot hold, …), and +k8s:ifEnabled/+k8s:ifDisabled around them, which validation-gen drops.

import { k8sModal } from "../../analysis/k8s-modal.js";
import type { Rule } from "../rule.js";

export const k8sModalTags: Rule = {
  id: "k8s-modal-tags",
  checkType(decl, ctx) {
    for (const p of k8sModal(ctx.universe, decl).problems) {
      if (p.kind === "noDiscriminator") ctx.report("OM3080", p.marker.span, p.message, decl.name);
      if (p.kind === "discriminator") ctx.report("OM3081", p.marker.span, p.message);
      if (p.kind === "member") ctx.report("OM3082", p.marker.span, p.message);
      if (p.kind === "condition") ctx.report("OM3084", p.marker.span, p.message);
    }
  },
};
