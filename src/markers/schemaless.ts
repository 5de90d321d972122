// +kubebuilder:validation:Schemaless writes a property with no type at all, and the API server
// refuses such a CRD as non-structural ("must not be empty for specified object fields"), unless
// the property keeps unknown fields or is an int-or-string (an embedded resource is refused with
// another message). controller-gen writes it and exits 0. Read by the CRD writer and check's rule.

export const SCHEMALESS = "kubebuilder:validation:Schemaless";

/** Markers on the same field that give the typeless property what the server accepts instead of a type (or another refusal). */
export const SCHEMALESS_ALLOWED_BY: ReadonlySet<string> = new Set([
  "kubebuilder:pruning:PreserveUnknownFields",
  "kubebuilder:validation:XPreserveUnknownFields",
  "kubebuilder:validation:XIntOrString",
  "kubebuilder:validation:EmbeddedResource",
  "kubebuilder:validation:XEmbeddedResource",
  "kubebuilder:validation:Type",
]);
