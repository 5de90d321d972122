// +kubebuilder:selectablefield:JSONPath=… is written as controller-gen writes it, even where the
// API server refuses the CRD: a path that names no field of the version's schema (or uses
// `[…]`), a field under metadata, or a field that is not a string, integer or boolean (enums
// and formats allowed). We warn at the marker with the server's words (OM5477).

import { resolveFieldPath, type SchemaNode } from "./field-path.js";

const scalarTypes: ReadonlySet<string> = new Set(["string", "integer", "boolean"]);

/** What the API server says of this selectable field of the version whose schema is `root`; undefined when it takes it (an empty path is refused otherwise). */
export function selectableFieldProblem(root: SchemaNode, jsonPath: string): string | undefined {
  if (jsonPath === "") return undefined;
  const resolved = resolveFieldPath(root, jsonPath, false);
  if ("problem" in resolved) return `is an invalid path: ${resolved.problem}`;
  const problems: string[] = [];
  if (/^(\.metadata|\['metadata'\])(?![^.[])/.test(jsonPath)) problems.push("must not point to fields in metadata");
  if (!scalarTypes.has(resolved.node.type ?? "")) problems.push("must point to a field of type string, boolean or integer. Enum string fields and strings with formats are allowed.");
  return problems.length === 0 ? undefined : problems.join("; ");
}
