// Which request validation-gen's generated code validates a type for: it registers the type's
// validation function for the root resource ("/"), or for the paths its `+k8s:supportsSubresource`
// tags add and its `+k8s:isSubresource` tag puts in place of the root (the tables' `subresources`).
// A request for any other subresource gets one InternalError and no validation at all.

import type { DefinitionTable } from "../tables.js";
import { FieldError } from "../unions/k8s-errors.js";

const ROOT_ONLY: readonly string[] = ["/"];

/** `op.Request.SubresourcePath()`: "/" for the root, else "/" and the segments joined by "/". */
export function subresourcePath(subresources: readonly string[]): string {
  return `/${subresources.join("/")}`;
}

/** The InternalError for a subresource the type is not validated for, or undefined. */
export function unsupportedSubresource(def: DefinitionTable, type: string, subresources: readonly string[]): FieldError | undefined {
  const path = subresourcePath(subresources);
  if ((def.subresources ?? ROOT_ONLY).includes(path)) return undefined;
  return new FieldError("<nil>", null, `no validation found for ${type}, subresource: ${path}`, "", undefined, "InternalError");
}
