// The generators that stay controller-gen's: `object` writes Go code (DeepCopy methods,
// zz_generated.deepcopy.go) that the Go build needs anyway, and `schemapatch` edits existing
// CRD manifests in place. Their options are read (so that a mistake is reported as
// controller-gen reports it); naming them is a usage error with the two commands to run.

import { type ControllerGenGenerator, headerFileOption, yearOption } from "../generator.js";

export const objectGenerator: ControllerGenGenerator = {
  name: "object",
  options: [
    headerFileOption,
    yearOption,
  ],
  unsupported: "the object generator (DeepCopy methods, zz_generated.deepcopy.go) stays controller-gen's: openapi-markers writes no Go code",
};

export const schemapatchGenerator: ControllerGenGenerator = {
  name: "schemapatch",
  options: [
    { name: "manifests", type: "string", optional: false },
    { name: "maxDescLen", type: "int", optional: true },
    { name: "generateEmbeddedObjectMeta", type: "bool", optional: true },
  ],
  unsupported: "the schemapatch generator (patching existing CRD manifests in place) stays controller-gen's: openapi-markers writes whole CRDs with crd",
};
