// The names a CRD's file is named after — `<group>_<plural>.yaml` under output:crd:dir= — as
// the API server validates them: a group is a lowercase RFC 1123 subdomain, a plural an RFC
// 1035 label. controller-gen checks neither, so `+kubebuilder:resource:path=../../x` or
// `+groupName=x/../../g` makes a file name that is a path leading out of the output
// directory; we refuse those (OM5401), in check and in controller-gen. A name that is no
// path but that the API server refuses (`Bad_Plural`) is written as controller-gen writes
// it, with a warning (OM5484). An empty value is left alone: controller-gen keeps the kind's
// plural for an empty path=, and an empty group makes no path.

const subdomain = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const label1035 = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;

export type CrdName = "group" | "plural";

export interface CrdNameProblem {
  /** OM5401 when the file name would be a path (nothing is written), else OM5484 (a warning). */
  readonly code: "OM5401" | "OM5484";
  readonly args: readonly string[];
}

/** A marker's group or plural the API server would refuse; undefined when it is fine (or empty). */
export function crdNameProblem(what: CrdName, value: string): CrdNameProblem | undefined {
  if (value === "" || (what === "group" ? value.length <= 253 && subdomain.test(value) : value.length <= 63 && label1035.test(value))) return undefined;
  const rule = what === "group"
    ? "a lowercase RFC 1123 subdomain (a-z, 0-9, '-' and '.', alphanumeric at both ends, at most 253 characters)"
    : "an RFC 1035 label (a-z, 0-9 and '-', a letter first, alphanumeric last, at most 63 characters)";
  // a separator (or a NUL, which no file name holds) makes the file name something else than a name
  if (/[/\\\0]/.test(value)) return { code: "OM5401", args: [what, JSON.stringify(value), rule, "; in the file name <group>_<plural>.yaml it would lead out of the output directory"] };
  return { code: "OM5484", args: [what, JSON.stringify(value), rule] };
}

/** A name of +kubebuilder:resource other than the plural that the API server refuses. */
export interface ResourceNameProblem {
  /** The marker's argument: singular, shortName or categories. */
  readonly argument: string;
  readonly value: string;
  /** Where the server reports it: spec.names.<field>. */
  readonly field: string;
}

/**
 * The singular (when set), each shortName and each category of +kubebuilder:resource that is
 * not an RFC 1035 label: the API server validates spec.names so (the plural is crdNameProblem's).
 */
export function resourceNameProblems(fields: Readonly<Record<string, unknown>>): ResourceNameProblem[] {
  const problems: ResourceNameProblem[] = [];
  const bad = (v: string): boolean => v.length > 63 || !label1035.test(v);
  if (typeof fields.singular === "string" && fields.singular !== "" && bad(fields.singular)) problems.push({ argument: "singular", value: fields.singular, field: "singular" });
  for (const [argument, key, field] of [["shortName", "shortName", "shortNames"], ["categories", "categories", "categories"]] as const) {
    const list = fields[key];
    if (!Array.isArray(list)) continue;
    list.forEach((v, i) => { if (typeof v === "string" && bad(v)) problems.push({ argument, value: v, field: `${field}[${i}]` }); });
  }
  return problems;
}

/**
 * A kind (a Go type name) whose CRD the API server refuses: the kind and its list kind
 * (`<Kind>List`) must be RFC 1035 labels once lowercased, so `Boat_House` or a name of more
 * than 59 characters (its list kind is longer than 63) is refused. The field the server names first.
 */
export function kindNameProblem(kind: string): { readonly field: "kind" | "listKind"; readonly value: string } | undefined {
  for (const [field, value] of [["kind", kind], ["listKind", `${kind}List`]] as const) {
    const lower = value.toLowerCase();
    if (lower.length > 63 || !label1035.test(lower)) return { field, value };
  }
  return undefined;
}
