// gengo's import names: the shortest free join of a path's last elements, never the output
// package's own name, `_` before a keyword; the import block sorted by path.

import test from "ava";
import { ImportTracker } from "./imports.js";

test("the first package takes the short name; later ones with the same last element a longer one", (t) => {
  const tracker = new ImportTracker("example.com/x/generated/openapi");
  t.is(tracker.qualifier("k8s.io/api/core/v1"), "v1.");
  t.is(tracker.qualifier("k8s.io/api/apps/v1"), "appsv1.");
  t.is(tracker.qualifier("k8s.io/api/core/v1"), "v1.");
  t.is(tracker.qualifier("example.com/other/apps/v1"), "otherappsv1.");
  t.is(tracker.qualifier("example.com/x/generated/openapi"), "");
});

test("the output package's name is avoided, keywords get an underscore, _ . - are dropped", (t) => {
  const tracker = new ImportTracker("example.com/x/openapi");
  t.is(tracker.qualifier("example.com/kube/openapi"), "kubeopenapi.");
  t.is(tracker.qualifier("example.com/go"), "_go.");
  t.is(tracker.qualifier("example.com/my-pkg/v1_beta.2"), "v1beta2.");
  t.is(tracker.importBlock(), 'import (\n\t_go "example.com/go"\n\tkubeopenapi "example.com/kube/openapi"\n\tv1beta2 "example.com/my-pkg/v1_beta.2"\n)\n\n');
});

test("pruned (gengo/v1's goimports): a package named only before unexported symbols loses its import", (t) => {
  const tracker = new ImportTracker("example.com/x/generated/openapi");
  t.is(tracker.qualifier("example.com/x/apis/v1", "level"), "v1.");
  t.is(tracker.qualifier("k8s.io/kube-openapi/pkg/common"), "common.");
  t.is(tracker.qualifier("example.com/x/apis/v2", "level"), "v2.");
  t.is(tracker.qualifier("example.com/x/apis/v2", "Level"), "v2.");
  t.is(tracker.importBlock(true), 'import (\n\tv2 "example.com/x/apis/v2"\n\tcommon "k8s.io/kube-openapi/pkg/common"\n)\n\n');
  t.is(tracker.importBlock(), 'import (\n\tv1 "example.com/x/apis/v1"\n\tv2 "example.com/x/apis/v2"\n\tcommon "k8s.io/kube-openapi/pkg/common"\n)\n\n');
});
