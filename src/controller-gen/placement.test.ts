import test from "ava";
import type { GeneratedFile } from "./generator.js";
import type { OutputRule } from "./output-rules.js";
import { placeFiles } from "./placement.js";

const config = (path: string, contents = `${path}\n`): GeneratedFile => ({ placement: "config", path, contents });
const results = [
  { generator: "rbac", files: [config("role.yaml")] },
  { generator: "crd", files: [config("a.example.com_as.yaml"), config("b.example.com_bs.yaml")] },
  { generator: "webhook", files: [config("manifests.yaml")] },
  { generator: "applyconfiguration", files: [{ placement: "fixed", path: "api/v1/applyconfiguration/api/v1/widget.go", contents: "package v1\n" } as const] },
];
const rules = (byGenerator: [string, OutputRule][], fallback?: OutputRule) => ({ default: fallback, byGenerator: new Map(byGenerator) });

test("without a default rule, each generator writes to config/<generator> unless its own rule says", (t) => {
  const placed = placeFiles(results, rules([["crd", { kind: "dir", dir: "config/crd/bases" }]]));
  t.deepEqual(placed.files.map((f) => f.path), [
    "config/rbac/role.yaml",
    "config/crd/bases/a.example.com_as.yaml",
    "config/crd/bases/b.example.com_bs.yaml",
    "config/webhook/manifests.yaml",
    "api/v1/applyconfiguration/api/v1/widget.go",
  ]);
  t.is(placed.stdout, "");
});

test("a default rule: standard output in the order the generators were named; none; fixed files stay", (t) => {
  const placed = placeFiles(results, rules([["webhook", { kind: "none" }]], { kind: "stdout" }));
  t.is(placed.stdout, "role.yaml\na.example.com_as.yaml\nb.example.com_bs.yaml\n");
  t.deepEqual(placed.files.map((f) => f.path), ["api/v1/applyconfiguration/api/v1/widget.go"]);
});
