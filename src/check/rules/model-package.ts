// +k8s:openapi-model-package names definitions `<pkg>.<Type>`: the value must be a dotted
// package name (openapi-gen stops on a tag it cannot parse).

import { findMarkers, type Marker } from "../../markers/comment-tags.js";
import type { Rule, RuleContext } from "../rule.js";

const packageName = /^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z0-9_][A-Za-z0-9_-]*)*$/;

export const modelPackage: Rule = {
  id: "model-package",
  checkPackage(pkg, ctx) {
    check(pkg.docMarkers, ctx);
  },
  checkType(decl, ctx) {
    check(decl.markers, ctx);
  },
};

function check(markers: readonly Marker[], ctx: RuleContext): void {
  for (const marker of findMarkers(markers, "k8s:openapi-model-package")) {
    if (!packageName.test(marker.value)) ctx.report("OM2009", marker.span, JSON.stringify(marker.value));
  }
}
