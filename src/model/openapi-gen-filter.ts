// Which types openapi-gen's generators look at (kube-openapi's apiTypeFilterFunc): in a
// package whose doc.go says +k8s:openapi-gen=true, every type but those tagged =false;
// elsewhere, only the types tagged =true. Types named codecSelfer… (codecgen's) never.
// The definitions are made for the exported structs among them; the API rules (the
// report) look at all of them, unexported ones included.

import { markerValues } from "../markers/comment-tags.js";
import type { Package, TypeDecl } from "./ir.js";

/** Whether a package opts all its types in (`+k8s:openapi-gen=true` in its doc.go). */
export function packageOptsIn(pkg: Package): boolean {
  return markerValues(pkg.docMarkers, "k8s:openapi-gen").includes("true");
}

/**
 * The type tags' verdict: in an opted-in package (or with --all-types) only =false counts,
 * so a type carrying both =true and =false is out; elsewhere only =true counts.
 */
export function taggedForOpenapiGen(decl: TypeDecl, optedIn: boolean): boolean {
  const tags = markerValues(decl.markers, "k8s:openapi-gen");
  return optedIn ? !tags.includes("false") : tags.includes("true");
}

/** apiTypeFilterFunc itself. A Go alias (`type A = B`) is not a type of its own. */
export function openapiGenSees(pkg: Package, decl: TypeDecl): boolean {
  return !decl.isAlias && !decl.name.startsWith("codecSelfer") && taggedForOpenapiGen(decl, packageOptsIn(pkg));
}
