// Integration: `go generate ./...` on an example Go module whose doc.go carries the
// documented `//go:generate npx --no-install openapi-markers …` line. Runs when a `go`
// binary is on the PATH (CI installs Debian's golang-go); elsewhere it is skipped with a
// printed notice, and in CI a missing Go is a failure.

import test from "ava";
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const testdata = join(repo, "testdata/gogenerate");
const hasGo = spawnSync("go", ["version"], { encoding: "utf8" }).status === 0;

if (!hasGo && process.env.CI !== "true") {
  console.log("NOTICE: go generate integration test skipped: no `go` on the PATH (CI installs golang-go)");
  test.skip("go generate ./... regenerates the OpenAPI file (needs go)", () => {});
} else {
  test("go generate ./... regenerates the OpenAPI file", (t) => {
    t.true(hasGo, "CI must have a go binary: .ci/run installs golang-go");
    // Inside the package, so that `npx --no-install openapi-markers` finds this checkout.
    mkdirSync(join(repo, "tmp"), { recursive: true });
    const work = mkdtempSync(join(repo, "tmp", "gogenerate-"));
    try {
      cpSync(join(testdata, "module"), work, { recursive: true });
      const run = spawnSync("go", ["generate", "./..."], {
        cwd: work,
        encoding: "utf8",
        // npx links this checkout into its cache as a file: dependency, and npm runs a linked
        // package's `prepare` (our build) there: that would rewrite dist/ while other test
        // workers import from it. A user's go:generate runs an installed package, never this.
        env: { ...process.env, npm_config_ignore_scripts: "true", GOTOOLCHAIN: "local", GOFLAGS: "-mod=mod", GOCACHE: join(work, ".cache"), GOPATH: join(work, ".gopath") },
      });
      t.is(run.status, 0, run.stderr);
      const got = readFileSync(join(work, "apis/v1/zz_generated.openapi.json"), "utf8");
      t.is(got, readFileSync(join(testdata, "want/zz_generated.openapi.json"), "utf8"));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
}
