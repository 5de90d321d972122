// node dist/scripts/upstream-crd-schema.js APIEXTENSIONS_GIT_DIR KUBE_OPENAPI_GIT_DIR [--ref v0.36.0] [--openapi-ref REV] [--verbose N]
//
// Scores the schema half of validateCustomResource (src/runtime/crd/schema-walk.ts and the
// formats) against upstream's own tests, read from bare git mirrors at run time; nothing of
// upstream is stored in this repository. Not part of CI.
//
// - apiextensions-apiserver pkg/apiserver/validation/validation_test.go (TestValidateCustomResource)
//   and ratcheting_test.go
// - kube-openapi pkg/validation/validate/fixtures: the JSON-Schema suite files its
//   jsonschema_test.go enables, fixtures/schemas and fixtures/formats
// - kube-openapi pkg/validation/validate's Go tests that are {schema, value, expectSuccess} tables
// - kube-openapi pkg/validation/strfmt's format tests (the valid and invalid samples)
//
// --openapi-ref defaults to the kube-openapi commit apiextensions' go.mod pins at --ref.

import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { upstreamArgs } from "./upstream-args.js";
import { runValidationTests, type Verdict } from "./upstream-crd-schema/apiextensions.js";
import { runFixtures } from "./upstream-crd-schema/fixtures.js";
import { runSchemaTables } from "./upstream-crd-schema/openapi-go.js";
import { runRatchetingTests } from "./upstream-crd-schema/ratcheting.js";
import { runStrfmtTests } from "./upstream-crd-schema/strfmt.js";

const { positional, flag } = upstreamArgs();
if (positional.length !== 2) {
  process.stderr.write("usage: node dist/scripts/upstream-crd-schema.js APIEXTENSIONS_GIT_DIR KUBE_OPENAPI_GIT_DIR [--ref v0.36.0] [--openapi-ref REV] [--verbose N]\n");
  process.exit(2);
}
const [apiextensions, kubeOpenapi] = positional.map((p) => resolve(p)) as [string, string];
const ref = flag("--ref") ?? "v0.36.0";
const verbose = Number(flag("--verbose") ?? "10");
const git = (dir: string, ...args: string[]): string => execFileSync("git", ["--git-dir", dir, ...args], { encoding: "utf8", maxBuffer: 1 << 28 });
const pinned = /k8s\.io\/kube-openapi v[^\s]*-([0-9a-f]{12})\b/.exec(git(apiextensions, "show", `${ref}:go.mod`))?.[1];
const openapiRef = flag("--openapi-ref") ?? pinned ?? "HEAD";
const showOpenapi = (path: string): string => git(kubeOpenapi, "show", `${openapiRef}:${path}`);
const listOpenapi = (dir: string): string[] => git(kubeOpenapi, "ls-tree", "--name-only", `${openapiRef}:${dir}`).split("\n").filter((f) => f !== "");

function report(label: string, verdicts: readonly Verdict[]): void {
  const count = (o: Verdict["outcome"]): number => verdicts.filter((v) => v.outcome === o).length;
  const scored = count("pass") + count("fail");
  const apart = (["cel", "out-of-scope", "unreadable"] as const).filter((o) => count(o) > 0).map((o) => `${o} ${count(o)}`);
  console.log(`${label}: ${count("pass")}/${scored}${apart.length > 0 ? ` (apart: ${apart.join(", ")})` : ""}`);
  for (const v of verdicts.filter((x) => x.outcome === "fail" || x.outcome === "unreadable" || x.outcome === "cel").slice(0, verbose)) console.log(`  ${v.outcome}: ${v.name}\n      ${v.detail ?? ""}`);
  if (verbose > 0) for (const v of verdicts.filter((x) => x.outcome === "out-of-scope").slice(0, verbose)) console.log(`  out of scope: ${v.name}: ${v.detail ?? ""}`);
}

report(`apiextensions ${ref} validation_test.go`, runValidationTests(git(apiextensions, "show", `${ref}:pkg/apiserver/validation/validation_test.go`)));
report(`apiextensions ${ref} ratcheting_test.go`, runRatchetingTests(git(apiextensions, "show", `${ref}:pkg/apiserver/validation/ratcheting_test.go`)));
report(`kube-openapi ${openapiRef} validate fixtures`, runFixtures(showOpenapi, listOpenapi));
const validateDir = "pkg/validation/validate";
report(`kube-openapi ${openapiRef} validate Go tables`, listOpenapi(validateDir).filter((f) => f.endsWith("_test.go")).flatMap((f) => runSchemaTables(f, showOpenapi(`${validateDir}/${f}`))));
report(`kube-openapi ${openapiRef} strfmt tests`, runStrfmtTests(showOpenapi, listOpenapi));
