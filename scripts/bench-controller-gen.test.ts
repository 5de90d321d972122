// Which lines of an update script `npm run bench -- --controller-gen` runs.

import test from "ava";
import { controllerGenLines } from "./bench-controller-gen.js";

test("the controller-gen crd lines of a script, each once, without their output directory", (t) => {
  const script = [
    "#!/usr/bin/env bash",
    'echo "Generating with controller-gen"',
    "controller-gen crd paths=./pkg/apis/a/... output:crd:dir=./charts/a",
    "  controller-gen crd:generateEmbeddedObjectMeta=true paths=./op/... output:crd:dir=\"${TMP}\"",
    "controller-gen object paths=./pkg/apis/a/...",
    "controller-gen crd:generateEmbeddedObjectMeta=true paths=./op/... output:crd:dir=./op/config/crds",
    "CONTROLLER_GEN_PKG=sigs.k8s.io/controller-tools/cmd/controller-gen",
  ].join("\n");
  t.deepEqual(controllerGenLines(script), [
    ["crd", "paths=./pkg/apis/a/..."],
    ["crd:generateEmbeddedObjectMeta=true", "paths=./op/..."],
  ]);
});
