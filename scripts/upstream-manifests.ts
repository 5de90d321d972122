// node dist/scripts/upstream-manifests.js TABLES_TS PYTHON_CLIENT_GIT_DIR [--ref REV]
// Validates every object of kubernetes-client/python's example manifests (examples/**/*.yaml,
// *.yml, read from a bare git mirror at run time) with validateDeclarative, on the tables
// module `openapi-markers generate --published --ts TABLES_TS` wrote for k8s.io/api and
// apimachinery. Valid objects must give no error. Not part of CI; nothing of upstream is
// stored. Prints `manifests: N objects of K kinds, E errors` and each error.

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseAllDocuments } from "yaml";
import { validateDeclarative } from "../src/runtime/index.js";
import { upstreamArgs } from "./upstream-args.js";
import { tablesOf } from "./upstream-unions/output-tests.js";

const { positional, flag } = upstreamArgs();
if (positional.length !== 2) {
  process.stderr.write("usage: node dist/scripts/upstream-manifests.js TABLES_TS PYTHON_CLIENT_GIT_DIR [--ref REV]\n");
  process.exit(2);
}
const [tablesPath, python] = positional.map((p) => resolve(p)) as [string, string];
const ref = flag("--ref") ?? "HEAD";
const git = (...args: string[]): string => execFileSync("git", ["-C", python, ...args], { encoding: "utf8", maxBuffer: 1 << 28 });
const tables = tablesOf(readFileSync(tablesPath, "utf8"));

/** io.k8s.api.<group's first label, or core>.<version>.<kind>, as --published names it. */
function definitionOf(apiVersion: string, kind: string): string | undefined {
  const [group, version] = apiVersion.includes("/") ? apiVersion.split("/") as [string, string] : ["core", apiVersion];
  const name = `io.k8s.api.${group.split(".")[0]}.${version}.${kind}`;
  return Object.prototype.hasOwnProperty.call(tables, name) ? name : undefined;
}

let objects = 0;
let errors = 0;
const kinds = new Set<string>();
for (const path of git("ls-tree", "-r", "--name-only", ref, "--", "examples").split("\n").filter((p) => /\.ya?ml$/.test(p))) {
  for (const doc of parseAllDocuments(git("show", `${ref}:${path}`))) {
    const object = doc.toJS() as { apiVersion?: string; kind?: string } | null;
    if (object === null || typeof object.apiVersion !== "string" || typeof object.kind !== "string") continue;
    const type = definitionOf(object.apiVersion, object.kind);
    if (type === undefined) {
      process.stdout.write(`${path}: ${object.apiVersion} ${object.kind}: no definition in the tables\n`);
      errors++;
      continue;
    }
    objects++;
    kinds.add(type);
    for (const error of validateDeclarative(tables, type, object)) {
      errors++;
      process.stdout.write(`${path}: ${object.kind}: ${error.toString()}\n`);
    }
  }
}
process.stdout.write(`manifests: ${objects} objects of ${kinds.size} kinds, ${errors} errors\n`);
process.exitCode = errors === 0 && objects > 0 ? 0 : 1;
