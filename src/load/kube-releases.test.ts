import test from "ava";
import { kubeOpenapiOfKubernetes, kubeOpenapiOfStagingTag } from "./kube-releases.js";

test("a Kubernetes minor, however written, gives the kube-openapi of its code-generator v0.N.0", (t) => {
  for (const text of ["1.30", "v1.30", "1.30.4"]) t.deepEqual(kubeOpenapiOfKubernetes(text), { minor: 30, version: "v0.0.0-20240228011516-70dd3763d340" }, text);
  t.is(kubeOpenapiOfKubernetes("1.24")?.version, "v0.0.0-20220328201542-3ee0da9b0b42");
  t.is(kubeOpenapiOfKubernetes("1.36")?.version, "v0.0.0-20260317180543-43fb72c5454a");
});

test("minors outside the table, and other text, are not minors", (t) => {
  for (const text of ["1.23", "1.37", "2.30", "1", "1.30-rc", "toString", "1.constructor"]) t.is(kubeOpenapiOfKubernetes(text), undefined, text);
});

test("a staging release tag maps by its minor; pseudo-versions and pre-releases do not", (t) => {
  t.is(kubeOpenapiOfStagingTag("v0.35.5")?.version, "v0.0.0-20250910181357-589584f1c912");
  t.is(kubeOpenapiOfStagingTag("v0.0.0-20260721193427-82c4ba9373f9"), undefined);
  t.is(kubeOpenapiOfStagingTag("v0.31.0-alpha.2"), undefined);
});
