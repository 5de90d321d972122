// uniqueItems: true is refused by the API server in a CRD ("uniqueItems cannot be set to true
// since the runtime complexity becomes quadratic"), yet controller-gen writes it from
// +kubebuilder:validation:UniqueItems=true and exits 0. Which markers ask for it is a fact of the
// marker family, read by the CRD writer (src/emit/crd/unique-items.ts) and by check's rule.

import type { ArgValue } from "./controller-gen-args.js";

const NAMES: ReadonlySet<string> = new Set(["kubebuilder:validation:UniqueItems", "kubebuilder:validation:items:UniqueItems"]);

/** Whether a marker (by its registry name and parsed value) asks for uniqueItems: true. */
export function isRefusedUniqueItems(name: string, value: ArgValue | undefined): boolean {
  return NAMES.has(name) && value === true;
}
