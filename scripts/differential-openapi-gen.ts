// Differential testing against the real openapi-gen: random API packages
// (scripts/random-api.ts) run through both openapi-gen and `openapi-markers openapi-gen`
// with the same arguments, as kube_codegen.sh runs it (meta/v1, runtime, version and
// api/resource as extra inputs). Per seed: byte-identical Go output and report, refused by
// both (exit status not 0), or differing — a differing seed's package and both outputs are
// kept under WORK/differing/ to look at.
//
//   node dist/scripts/differential-openapi-gen.js --oracle B --work DIR [--seeds N] [--start S]
//        [--batch K] [--kube-openapi VERSION] [--label NAME] [--no-extras] [--json]
//
// B is an openapi-gen build as ../shared/oracle/build-openapi-gen.sh leaves it (B/bin,
// B/env.sh, and go.mod with vendor/ in its folder `work`). DIR becomes a module next to it: B's go.mod, a
// link to B's vendor/, the seeds' packages under rnd/. Seeds run in batches of K (one run
// of each tool); in a batch that is not identical as a whole, the seeds an error names run
// alone and the others again as a batch (each seed alone when no error names one). The last
// line: `era LABEL: seeds N, identical I, refused alike R, differing D`.
//
// --json also compares what an API server serves: kube-openapi's builders over openapi-gen's
// output against `openapi-markers generate --v2 --v3` (scripts/differential-openapi-gen-json.ts),
// adding k8s.io/apimachinery/pkg/util/intstr to the extra inputs so that the builders find
// every definition; its last line: `json LABEL: seeds N, identical I, refused alike R, differing D`.
//
// Neither the oracle nor what it writes belongs in the repository.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, cpSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { randomApi } from "./random-api.js";
import { builderError, judgeJson, prepareJsonModule, runBuilders, runOursJson, type JsonVerdict } from "./differential-openapi-gen-json.js";

interface Options {
  readonly oracle: string;
  readonly work: string;
  readonly seeds: number;
  readonly start: number;
  readonly batch: number;
  readonly kubeOpenapi: string | undefined;
  readonly label: string;
  readonly extras: boolean;
  readonly json: boolean;
}

const extraInputs = [
  "k8s.io/apimachinery/pkg/apis/meta/v1",
  "k8s.io/apimachinery/pkg/runtime",
  "k8s.io/apimachinery/pkg/version",
  "k8s.io/apimachinery/pkg/api/resource",
];

const outputPackage = "example.com/differential/generated/openapi";

const ourCli = resolve(dirname(fileURLToPath(import.meta.url)), "../bin/openapi-markers.js");

type Verdict = "identical" | "refused alike" | "differing";

interface RunResult {
  readonly status: number;
  readonly files: ReadonlyMap<string, string>;
  readonly stderr: string;
  /**
   * Why the Go output, though written (exit 0), cannot compile: openapi-gen names an
   * unexported type of another package by `pkg.t{}.OpenAPIModelName()` (ours: OM2111), or
   * writes a property twice into one map literal (OM2007). Such a run counts as refused — no
   * server can be built from it — and ours must refuse it too.
   */
  readonly uncompilable?: string;
}

/** A refusal: a non-zero exit, or Go output that cannot compile. */
function refused(r: RunResult): boolean {
  return r.status !== 0 || r.uncompilable !== undefined;
}

/**
 * `alias.t{}.OpenAPIModelName()` (or a hand-written schema method: OpenAPISchemaType(),
 * OpenAPIDefinition(), …) with t unexported: an expression that never compiles outside t's package.
 */
function uncompilableCall(goFile: string | undefined): string | undefined {
  const call = /\b\w+\.[a-z_]\w*\{\}\.OpenAPI(ModelName|SchemaType|SchemaFormat|Definition|V3Definition|V3OneOfTypes)\(\)/.exec(goFile ?? "")?.[0];
  return call === undefined ? undefined : `output does not compile: ${call.replace(/^\w+\./, "…")} names an unexported type of another package`;
}

/**
 * A `Properties: map[string]spec.Schema{…}` literal with a key twice — one JSON name that
 * reaches a definition through two inlined structs: the Go compiler refuses duplicate
 * constant keys in a map literal (our OM2007).
 */
export function duplicatePropertyKey(goFile: string | undefined): string | undefined {
  let indent: string | undefined;
  let keys = new Set<string>();
  for (const line of (goFile ?? "").split("\n")) {
    const open = /^(\t*)Properties: map\[string\]spec\.Schema\{$/.exec(line);
    if (open !== null) { indent = open[1]; keys = new Set(); continue; }
    if (indent === undefined) continue;
    if (line === `${indent}},`) { indent = undefined; continue; }
    const key = new RegExp(`^${indent}\t("(?:[^"\\\\]|\\\\.)*"): \\{$`).exec(line)?.[1];
    if (key === undefined) continue;
    if (keys.has(key)) return `output does not compile: duplicate key ${key} in map literal`;
    keys.add(key);
  }
  return undefined;
}

/** A builder program's compile error in openapi-gen's own output (its Go file), seeds' names left out. */
function ownOutputFault(builderStderr: string): string | undefined {
  const error = /zz_generated\.openapi\.go:\d+:\d+: (.*)/.exec(builderStderr)?.[1];
  return error === undefined ? undefined : `output does not compile: ${error.replace(/\bs\d+\./g, "…")}`;
}

function parseArgs(argv: readonly string[]): Options {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const oracle = value("--oracle");
  const work = value("--work");
  if (oracle === undefined || work === undefined) {
    process.stderr.write("usage: differential-openapi-gen --oracle B --work DIR [--seeds N] [--start S] [--batch K] [--kube-openapi V] [--label NAME] [--no-extras] [--json]\n");
    process.exit(2);
  }
  return {
    oracle: resolve(oracle), work: resolve(work),
    seeds: Number(value("--seeds") ?? 100), start: Number(value("--start") ?? 1), batch: Number(value("--batch") ?? 10),
    kubeOpenapi: value("--kube-openapi"), label: value("--label") ?? "latest", extras: !argv.includes("--no-extras"),
    json: argv.includes("--json"),
  };
}

/** The work module: the oracle's go.mod and a link to its vendor/ (with --json, a wider vendor/). */
function prepareWork(o: Options): string {
  mkdirSync(o.work, { recursive: true });
  if (o.json) prepareJsonModule(o.oracle, o.work);
  else {
    writeFileSync(join(o.work, "go.mod"), readFileSync(join(o.oracle, "work/go.mod")));
    if (!existsSync(join(o.work, "vendor"))) symlinkSync(join(o.oracle, "work/vendor"), join(o.work, "vendor"));
  }
  const module = /^module\s+(\S+)/m.exec(readFileSync(join(o.work, "go.mod"), "utf8"))?.[1];
  if (module === undefined) throw new Error("no module line in the oracle's go.mod");
  return module;
}

/** Writes the seed's package; returns the mistake planted in it, if any. */
function writeSeed(o: Options, seed: number): string | undefined {
  const dir = join(o.work, "rnd", `s${seed}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const api = randomApi(seed, `s${seed}`, { goCodeMethods: !o.json });
  for (const [name, content] of api.files) writeFileSync(join(dir, name), content);
  return api.refusal;
}

function toolArgs(o: Options, out: string, packages: readonly string[]): string[] {
  return ["--go-header-file", join(o.oracle, "boilerplate.go.txt"), "--output-file", "zz_generated.openapi.go",
    "--output-dir", out, "--output-pkg", outputPackage, "--report-filename", join(out, "report"),
    ...inputsBefore(o), ...packages];
}

function inputsBefore(o: Options): string[] {
  if (!o.extras) return [];
  return o.json ? [...extraInputs, "k8s.io/apimachinery/pkg/util/intstr"] : extraInputs;
}

function collect(out: string, status: number, stderr: string): RunResult {
  const files = new Map<string, string>();
  for (const name of ["zz_generated.openapi.go", "report"]) {
    const path = join(out, name);
    if (existsSync(path)) files.set(name, readFileSync(path, "utf8"));
  }
  return { status, files, stderr };
}

/**
 * openapi-gen built on gengo/v1 (kube-openapi before 2024-02) takes gengo/v1's flags and
 * writes OUTPUT_BASE/<output package>/<file base>.go.
 */
function gengoV1(o: Options): boolean {
  return existsSync(join(o.oracle, "work/vendor/k8s.io/gengo/args"));
}

function oracleArgs(o: Options, out: string, packages: readonly string[]): string[] {
  if (!gengoV1(o)) return toolArgs(o, out, packages);
  return ["--go-header-file", join(o.oracle, "boilerplate.go.txt"), "--output-base", join(out, "base"), "--output-package", outputPackage,
    "--output-file-base", "zz_generated.openapi", "--report-filename", join(out, "report"),
    "--input-dirs", [...inputsBefore(o), ...packages].join(",")];
}

function runOracle(o: Options, out: string, packages: readonly string[]): RunResult {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const script = `. "$1/env.sh"; export GOCACHE="$2/gocache"; shift 2; exec "$@"`;
  const r = spawnSync("bash", ["-c", script, "_", o.oracle, o.work, join(o.oracle, "bin/openapi-gen"), ...oracleArgs(o, out, packages)],
    { cwd: o.work, encoding: "utf8", maxBuffer: 1 << 28 });
  const written = join(out, "base", outputPackage, "zz_generated.openapi.go");
  if (existsSync(written)) cpSync(written, join(out, "zz_generated.openapi.go"));
  const result = collect(out, r.status ?? 1, r.stderr);
  const goFile = result.files.get("zz_generated.openapi.go");
  const uncompilable = result.status === 0 ? uncompilableCall(goFile) ?? duplicatePropertyKey(goFile) : undefined;
  return uncompilable === undefined ? result : { ...result, uncompilable };
}

function era(o: Options): string[] {
  return o.kubeOpenapi === undefined ? [] : ["--kube-openapi", o.kubeOpenapi];
}

function runOurs(o: Options, out: string, packages: readonly string[]): RunResult {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const r = spawnSync(process.execPath, [ourCli, "openapi-gen", ...era(o), ...toolArgs(o, out, packages)],
    { cwd: o.work, encoding: "utf8", maxBuffer: 1 << 28 });
  return collect(out, r.status ?? 1, r.stderr);
}

function verdict(theirs: RunResult, ours: RunResult): Verdict {
  if (refused(theirs) && refused(ours)) return "refused alike";
  if (refused(theirs) || refused(ours)) return "differing";
  const names = new Set([...theirs.files.keys(), ...ours.files.keys()]);
  for (const name of names) if (theirs.files.get(name) !== ours.files.get(name)) return "differing";
  return "identical";
}

/** The first line where the two outputs part, for the summary. */
function firstDifference(theirs: RunResult, ours: RunResult): string {
  if (refused(theirs) !== refused(ours)) {
    const why = (r: RunResult): string => r.uncompilable ?? r.stderr.trim().split("\n").filter((l) => l !== "").slice(-1)[0] ?? "";
    return `exit ${theirs.status} vs ${ours.status}: openapi-gen: ${why(theirs).slice(0, 200)} | ours: ${why(ours).slice(0, 200)}`;
  }
  for (const name of ["zz_generated.openapi.go", "report"]) {
    const a = (theirs.files.get(name) ?? "").split("\n");
    const b = (ours.files.get(name) ?? "").split("\n");
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (a[i] !== b[i]) return `${name}:${i + 1}: openapi-gen ${JSON.stringify(a[i] ?? null)} | ours ${JSON.stringify(b[i] ?? null)}`;
    }
  }
  return "";
}

/** openapi-gen's last error line with the seed's names left out, to tally refusals by kind. */
function refusalReason(r: RunResult): string {
  if (r.uncompilable !== undefined) return r.uncompilable;
  const last = r.stderr.trim().split("\n").filter((l) => l !== "").slice(-1)[0] ?? "";
  return last.replace(/^.*?(some targets had errors: |generation error: )/, "")
    .replace(/\S*rnd\/s\d+\S*/g, "…").replace(/\b(Field|Kind|kind|Named|Mode)\d+\b/g, "$1…").slice(0, 160);
}

/**
 * The seeds whose package an error line of either side names: openapi-gen's error lines
 * (klog's E… lines and the last one), our `error OM…` lines. Only a batch that failed is
 * searched, and each seed found is then judged on its own.
 */
function namedInErrors(seeds: readonly number[], theirs: RunResult, ours: RunResult): number[] {
  const lines = [
    ...(refused(theirs) ? theirs.stderr.split("\n").filter((l) => /^E\d|rror/.test(l)) : []),
    ...(refused(ours) ? ours.stderr.split("\n").filter((l) => / error OM\d+:/.test(l)) : []),
  ];
  const found = new Set<number>();
  for (const line of lines) for (const m of line.matchAll(/rnd\/s(\d+)\b/g)) found.add(Number(m[1]));
  return seeds.filter((seed) => found.has(seed));
}

function keep(o: Options, seed: number, theirs: RunResult, ours: RunResult): void {
  const dir = join(o.work, "differing", `s${seed}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(o.work, "rnd", `s${seed}`), join(dir, "package"), { recursive: true });
  for (const [side, r] of [["openapi-gen", theirs], ["ours", ours]] as const) {
    mkdirSync(join(dir, side), { recursive: true });
    writeFileSync(join(dir, side, "stderr"), r.stderr);
    writeFileSync(join(dir, side, "exit"), `${r.status}\n`);
    for (const [name, content] of r.files) writeFileSync(join(dir, side, name), content);
  }
}

function main(): void {
  const o = parseArgs(process.argv.slice(2));
  const module = prepareWork(o);
  const counts: Record<Verdict, number> = { identical: 0, "refused alike": 0, differing: 0 };
  const differing: string[] = [];
  const refusals = new Map<string, number>();
  const pkgOf = (seed: number): string => `${module}/rnd/s${seed}`;
  const jsonCounts: Record<JsonVerdict, number> = { identical: 0, "refused alike": 0, differing: 0 };
  const jsonDiffering: string[] = [];
  const jsonRefusals = new Map<string, number>();
  const judgeJsonBatch = (seeds: readonly number[], theirs: RunResult): void => {
    if (!o.json) return;
    const out = join(o.work, "out", "og");
    // The builders compile openapi-gen's output with OpenAPIModelName() calls of unexported
    // types replaced by their names, and record which packages needed it.
    const built = !refused(theirs)
      ? runBuilders(o.oracle, o.work, module, join(out, "zz_generated.openapi.go"), seeds.map(pkgOf))
      : undefined;
    // A builder program that openapi-gen's own output keeps from compiling is openapi-gen's
    // refusal of the seed that causes it: in a batch, every seed's output is built alone.
    const ownFault = built !== undefined && built.status !== 0 ? ownOutputFault(built.stderr) : undefined;
    if (ownFault !== undefined && seeds.length > 1) {
      for (const seed of seeds) judgeJsonBatch([seed], runOracle(o, out, [pkgOf(seed)]));
      return;
    }
    for (const seed of seeds) {
      const ours = runOursJson(ourCli, o.work, [`./rnd/s${seed}`, ...era(o)], join(o.work, "out", "json-om"));
      const theirsRefusal = refused(theirs) ? refusalReason(theirs)
        : ownFault
        ?? (built?.unexported.has(pkgOf(seed)) === true ? "output does not compile: OpenAPIModelName() of an unexported type of another package"
          : builderError(built?.status === 0 ? built.result[pkgOf(seed)] : undefined));
      // A builder program that did not run at all for another reason is the harness's failure, never a refusal.
      const entry = built === undefined ? undefined : built.status === 0 ? built.result[pkgOf(seed)] : undefined;
      const { verdict: v, why } = judgeJson(entry, theirsRefusal !== undefined, ours,
        built !== undefined && built.status !== 0 && ownFault === undefined ? `the builders did not run: ${built.stderr.trim().slice(-300)}` : undefined);
      jsonCounts[v]++;
      if (v === "refused alike") jsonRefusals.set(theirsRefusal!, (jsonRefusals.get(theirsRefusal!) ?? 0) + 1);
      if (v !== "differing") continue;
      jsonDiffering.push(`json s${seed}: ${why.join("; ")}`);
      process.stderr.write(`${jsonDiffering[jsonDiffering.length - 1]}\n`);
    }
  };
  const judge = (seed: number): void => {
    const theirs = runOracle(o, join(o.work, "out", "og"), [pkgOf(seed)]);
    const ours = runOurs(o, join(o.work, "out", "om"), [pkgOf(seed)]);
    judgeJsonBatch([seed], theirs);
    const v = verdict(theirs, ours);
    counts[v]++;
    if (v === "refused alike") refusals.set(refusalReason(theirs), (refusals.get(refusalReason(theirs)) ?? 0) + 1);
    if (v === "differing") {
      keep(o, seed, theirs, ours);
      differing.push(`s${seed}: ${firstDifference(theirs, ours)}`);
    }
  };
  for (let first = o.start; first < o.start + o.seeds; first += o.batch) {
    const all = [...Array(Math.min(o.batch, o.start + o.seeds - first)).keys()].map((i) => first + i);
    // A seed planned to be refused would fail the whole batch: it runs alone.
    const planned = all.filter((seed) => writeSeed(o, seed) !== undefined);
    for (const seed of planned) judge(seed);
    let seeds = all.filter((seed) => !planned.includes(seed));
    while (seeds.length > 0) {
      const theirs = runOracle(o, join(o.work, "out", "og"), seeds.map(pkgOf));
      const ours = runOurs(o, join(o.work, "out", "om"), seeds.map(pkgOf));
      if (verdict(theirs, ours) === "identical") {
        counts.identical += seeds.length;
        judgeJsonBatch(seeds, theirs);
        break;
      }
      // The seeds an error names run alone, the rest again as a batch; with none named
      // (outputs that differ), every seed runs alone.
      const named = namedInErrors(seeds, theirs, ours);
      const alone = named.length === 0 ? seeds : named;
      for (const seed of alone) judge(seed);
      seeds = seeds.filter((seed) => !alone.includes(seed));
    }
    process.stderr.write(`[${o.label}] through seed ${all[all.length - 1]}: ${JSON.stringify(counts)}${o.json ? ` json ${JSON.stringify(jsonCounts)}` : ""}\n`);
  }
  for (const [reason, n] of [...refusals].sort((a, b) => b[1] - a[1])) process.stdout.write(`refused alike ×${n}: ${reason}\n`);
  for (const line of differing) process.stdout.write(`${line}\n`);
  const n = counts.identical + counts["refused alike"] + counts.differing;
  process.stdout.write(`era ${o.label}: seeds ${n}, identical ${counts.identical}, refused alike ${counts["refused alike"]}, differing ${counts.differing}\n`);
  if (!o.json) return;
  for (const [reason, n] of [...jsonRefusals].sort((a, b) => b[1] - a[1])) process.stdout.write(`json refused alike ×${n}: ${reason}\n`);
  for (const line of jsonDiffering) process.stdout.write(`${line}\n`);
  const j = jsonCounts.identical + jsonCounts["refused alike"] + jsonCounts.differing;
  process.stdout.write(`json ${o.label}: seeds ${j}, identical ${jsonCounts.identical}, refused alike ${jsonCounts["refused alike"]}, differing ${jsonCounts.differing}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
