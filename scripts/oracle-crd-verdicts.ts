// node dist/scripts/oracle-crd-verdicts.js APISERVER_ORACLE CRD.(yaml|json)... [--verbose N]
// Differential of our CRD diagnostics against the API server's own validation: for each CRD
// (every CustomResourceDefinition document of each file), whether our cost and refusal
// diagnostics (src/cel-cost: OM5050, OM5051, OM5054–OM5059) hold an error, and whether
// `apiserver-oracle crd` (apiextensions-apiserver's ValidateCustomResourceDefinition, built
// outside this repository) accepts it. Prints the counts of each pair and each disagreement
// with both sides' first reasons. Not part of CI: the oracle is not in the repository.

import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseAllDocuments } from "yaml";
import { celCostDiagnostics } from "../src/cel-cost/diagnostics.js";
import type { YamlValue } from "../src/write/go-yaml.js";
import { upstreamArgs } from "./upstream-args.js";

const { positional, flag } = upstreamArgs();
if (positional.length < 2) {
  process.stderr.write("usage: node dist/scripts/oracle-crd-verdicts.js APISERVER_ORACLE CRD.(yaml|json)... [--verbose N]\n");
  process.exit(2);
}
const [oracle, ...files] = positional.map((p) => resolve(p)) as [string, ...string[]];
const verbose = Number(flag("--verbose") ?? "20");

interface OracleVerdict {
  readonly accepted: boolean;
  readonly errors: readonly { readonly message: string }[];
}

/** The oracle reads one CRD per file: each document goes through a file of its own. */
function oracleVerdict(crd: unknown, dir: string): OracleVerdict {
  const file = join(dir, "crd.json");
  writeFileSync(file, JSON.stringify(crd));
  return JSON.parse(execFileSync(oracle, ["crd", file], { encoding: "utf8", maxBuffer: 1 << 26 })) as OracleVerdict;
}

function ourErrors(crd: YamlValue, file: string): string[] {
  const span = { file, line: 1, col: 1 };
  const diagnostics = celCostDiagnostics([{ name: file, crd, ruleOrigins: new Map(), ruleMarkerTexts: new Map(), kindSpan: span }], { report: false });
  return diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);
}

const dir = mkdtempSync(join(tmpdir(), "oracle-crd-"));
const counts = new Map<string, number>();
let shown = 0;
try {
  for (const file of files) {
    const crds = parseAllDocuments(readFileSync(file, "utf8")).map((d) => d.toJS() as { kind?: string } | null).filter((d) => d?.kind === "CustomResourceDefinition");
    for (const crd of crds) {
      const ours = ourErrors(crd as YamlValue, file);
      const theirs = oracleVerdict(crd, dir);
      const key = `ours ${ours.length === 0 ? "accept" : "refuse"}, apiserver ${theirs.accepted ? "accept" : "refuse"}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if ((ours.length === 0) === theirs.accepted || shown++ >= verbose) continue;
      process.stdout.write(`DIFF ${file}: ${key}\n`);
      for (const error of ours.slice(0, 3)) process.stdout.write(`  ours: ${error.slice(0, 240)}\n`);
      for (const error of theirs.errors.slice(0, 3)) process.stdout.write(`  apiserver: ${error.message.slice(0, 240)}\n`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
for (const [key, n] of [...counts].sort()) process.stdout.write(`${key}: ${n}\n`);
