import test from "ava";
import { commentLines } from "./go-file.js";
import { layoutStruct } from "./struct-layout.js";
import { restFriendlyName } from "./typed-schema.js";

test("struct fields align in blocks that a comment line ends; an embedded field's tag sits in the type column", (t) => {
  const text = layoutStruct([
    { cells: ["metav1.TypeMeta", "`json:\",inline\"`"] },
    { cells: ["Spec", "*SpecApplyConfiguration", "`json:\"spec,omitempty\"`"] },
    { comment: "// status of it." },
    { cells: ["Status", "*StatusApplyConfiguration", "`json:\"status,omitempty\"`"] },
    { cells: ["N", "*int32", "`json:\"n,omitempty\"`"] },
  ]);
  t.is(
    text,
    [
      "\tmetav1.TypeMeta `json:\",inline\"`",
      "\tSpec            *SpecApplyConfiguration `json:\"spec,omitempty\"`",
      "\t// status of it.",
      "\tStatus *StatusApplyConfiguration `json:\"status,omitempty\"`",
      "\tN      *int32                    `json:\"n,omitempty\"`",
      "",
    ].join("\n"),
  );
});

test("comment lines: markers dropped, blank lines trimmed at the ends and collapsed, as gofmt leaves a doc comment", (t) => {
  t.deepEqual(commentLines(["", "first", "  indented", "", "+optional", "", "last", "", "+kubebuilder:default=1"]), ["// first", "// indented", "//", "// last"]);
});

test("kube-openapi's REST-friendly names reverse the host's labels", (t) => {
  t.is(restFriendlyName({ pkg: "sigs.k8s.io/kubebuilder/testdata/project-v4/api/v1", name: "Navigator" }), "io.k8s.sigs.kubebuilder.testdata.project-v4.api.v1.Navigator");
  t.is(restFriendlyName({ pkg: "example/api", name: "T" }), "example.api.T");
});
