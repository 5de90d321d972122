// The names a CRD's file is named after — `<group>_<plural>.yaml` under output:crd:dir= — as
// the API server validates them: a group is a lowercase RFC 1123 subdomain, a plural an RFC
// 1035 label. controller-gen checks neither, so `+kubebuilder:resource:path=../../x` or
// `+groupName=x/../../g` makes a file name that is a path leading out of the output
// directory; we refuse both (OM5401), in check and in controller-gen. An empty value is
// left alone: controller-gen keeps the kind's plural for an empty path=, and an empty
// group makes no path.

const subdomain = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const label1035 = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;

export type CrdName = "group" | "plural";

/** OM5401's arguments for a marker's group or plural the API server would refuse; undefined when it is fine (or empty). */
export function crdNameProblem(what: CrdName, value: string): readonly string[] | undefined {
  if (value === "" || (what === "group" ? value.length <= 253 && subdomain.test(value) : value.length <= 63 && label1035.test(value))) return undefined;
  const rule = what === "group"
    ? "a lowercase RFC 1123 subdomain (a-z, 0-9, '-' and '.', alphanumeric at both ends, at most 253 characters)"
    : "an RFC 1035 label (a-z, 0-9 and '-', a letter first, alphanumeric last, at most 63 characters)";
  const path = /[/\\]/.test(value) || value === ".." ? "; in the file name <group>_<plural>.yaml it would lead out of the output directory" : "";
  return [what, JSON.stringify(value), rule, path];
}
