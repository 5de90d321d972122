// node dist/scripts/differential-controller-gen.js --controller-gen BIN --go-bin DIR --vendor BASE
//        [--seeds FROM-TO] [--jobs N] [--work DIR] [--apiserver-oracle BIN] [--show N] [--keep]
//        [--skip-generators G,…] [--show-refused] [--progress]
// Differential testing against the real controller-gen: for each seed, the random kubebuilder
// project of scripts/random-kubebuilder.ts is written twice, controller-gen runs in one copy and
// `openapi-markers controller-gen` (this checkout's dist) in the other, with the same arguments
// (the seed's generators, paths=./..., output:<gen>:dir=out/<gen>). Every file either writes
// (out/ and applyconfiguration/ beside the packages) is compared byte for byte, and the exit
// status; when either refuses, both must refuse. Prints
// `seeds N, identical I, refused alike R, differing D` and the first differences.
//
// BASE is a module directory holding go.mod and vendor/ (k8s.io/api, apimachinery v0.36.0 and
// what they import, modules.txt matching go.mod; no go.mod files inside vendor/): every seed gets
// that go.mod (its own module path) and a symlink to that vendor/, so the Go tool chain runs
// offline and the vendor tree is built once. With --apiserver-oracle, every CRD our run writes
// is also put to the API server's validation: a CRD our diagnostics leave without a warning
// should be accepted, one they warn about (what the server refuses: warnsRefusal) refused;
// prints those counts. A warning belongs to a CRD when it names it or stands on a line of a
// type its kind reaches (the generator records which kind owns each line of a types.go), so
// that a types.go holding several kinds decides each CRD on its own warnings.
// Nothing the oracle writes is kept (the work directory is removed unless --keep).

import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { randomProject, type RandomProject } from "./random-kubebuilder.js";

interface Options {
  controllerGen: string;
  goBin: string;
  vendorBase: string;
  from: number;
  to: number;
  jobs: number;
  work: string;
  apiserverOracle: string | null;
  show: number;
  keep: boolean;
  /** Generators left out of every run (one not in this build yet). */
  skip: readonly string[];
  showRefused: boolean;
  /** A line per seed on stderr as it finishes (long runs on a busy machine). */
  progress: boolean;
}

interface RunResult { code: number; stderr: string; files: Map<string, string> }

interface SeedResult {
  seed: number;
  verdict: "identical" | "refused" | "differing";
  detail: string;
  ours: RunResult;
  oracle: RunResult;
  oursDir: string;
  planted: readonly string[];
  owners: RandomProject["owners"];
}

const OURS = resolve(dirname(new URL(import.meta.url).pathname), "../bin/openapi-markers.js");

function parseArgs(argv: readonly string[]): Options {
  const get = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const cg = get("--controller-gen");
  const goBin = get("--go-bin");
  const vendorBase = get("--vendor");
  if (cg === undefined || goBin === undefined || vendorBase === undefined) {
    process.stderr.write("usage: differential-controller-gen --controller-gen BIN --go-bin DIR --vendor BASE [--seeds FROM-TO] [--jobs N] [--work DIR] [--apiserver-oracle BIN] [--show N] [--keep] [--skip-generators G,…] [--show-refused] [--progress]\n");
    process.exit(2);
  }
  const seeds = /^(\d+)-(\d+)$/.exec(get("--seeds") ?? "1-100");
  if (seeds === null) { process.stderr.write("--seeds FROM-TO\n"); process.exit(2); }
  return {
    controllerGen: resolve(cg), goBin: resolve(goBin), vendorBase: resolve(vendorBase),
    from: Number(seeds[1]), to: Number(seeds[2]), jobs: Number(get("--jobs") ?? "2"),
    work: resolve(get("--work") ?? "/tmp/cgdiff-work"), apiserverOracle: get("--apiserver-oracle") ?? null,
    show: Number(get("--show") ?? "10"), keep: argv.includes("--keep"),
    showRefused: argv.includes("--show-refused"),
    progress: argv.includes("--progress"),
    skip: (get("--skip-generators") ?? "").split(",").filter((g) => g !== ""),
  };
}

function writeSeed(dir: string, seed: number, files: ReadonlyMap<string, string>, base: string): void {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, text] of files) {
    if (path === "go.mod") continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const gomod = readFileSync(join(base, "go.mod"), "utf8").replace(/^module .*$/m, `module example.com/seed${seed}`);
  writeFileSync(join(dir, "go.mod"), gomod);
  symlinkSync(join(base, "vendor"), join(dir, "vendor"));
}

/** Every file under dir but the inputs and vendor/: what a run wrote. */
function written(dir: string, inputs: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  const stack = [""];
  while (stack.length > 0) {
    const rel = stack.pop()!;
    for (const name of readdirSync(join(dir, rel)).sort()) {
      const r = rel === "" ? name : `${rel}/${name}`;
      if (r === "vendor" || r === "go.mod") continue;
      const st = statSync(join(dir, r));
      if (st.isDirectory()) stack.push(r);
      else if (!inputs.has(r)) out.set(r, readFileSync(join(dir, r), "utf8"));
    }
  }
  return out;
}

function run(cmd: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => { stderr += d.toString("utf8"); });
    child.on("close", (code) => done({ code: code ?? 99, stderr }));
  });
}

function firstDifference(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): string | null {
  const names = [...new Set([...a.keys(), ...b.keys()])].sort();
  for (const n of names) {
    const x = a.get(n);
    const y = b.get(n);
    if (x === y) continue;
    if (x === undefined) return `${n}: written by controller-gen only`;
    if (y === undefined) return `${n}: written by ours only`;
    return `${n}:\n${unifiedDiff(y, x)}`;
  }
  return null;
}

/** The first differing lines, controller-gen's (-) against ours (+), with a little context. */
function unifiedDiff(want: string, got: string): string {
  const w = want.split("\n");
  const g = got.split("\n");
  let i = 0;
  while (i < w.length && i < g.length && w[i] === g[i]) i++;
  let j = 0;
  while (j < w.length - i && j < g.length - i && w[w.length - 1 - j] === g[g.length - 1 - j]) j++;
  const lines = [`@@ line ${i + 1}`];
  for (let k = Math.max(0, i - 3); k < i; k++) lines.push(`  ${w[k]}`);
  for (const l of w.slice(i, w.length - j).slice(0, 12)) lines.push(`- ${l}`);
  for (const l of g.slice(i, g.length - j).slice(0, 12)) lines.push(`+ ${l}`);
  return lines.join("\n");
}

async function runSeed(o: Options, seed: number): Promise<SeedResult> {
  const p = randomProject(seed);
  const inputs = new Set([...p.files.keys()]);
  // An output rule for a generator not named is an error to controller-gen ("non-invoked generator").
  const generators = p.generators.filter((g) => !o.skip.includes(g.split(":")[0]!));
  const named = generators.map((g) => g.split(":")[0]!).filter((g) => g !== "applyconfiguration");
  const args = [...generators, "paths=./...", ...named.map((g) => `output:${g}:dir=out/${g}`)];
  const oracleDir = join(o.work, `s${seed}`, "oracle");
  const oursDir = join(o.work, `s${seed}`, "ours");
  writeSeed(oracleDir, seed, p.files, o.vendorBase);
  writeSeed(oursDir, seed, p.files, o.vendorBase);
  const goEnv = { ...process.env, GOFLAGS: "", GOPROXY: "off", GOTOOLCHAIN: "local", PATH: `${o.goBin}:${process.env.PATH ?? ""}` };
  const [cg, us] = await Promise.all([
    run(o.controllerGen, args, oracleDir, goEnv),
    run(process.execPath, [OURS, "controller-gen", ...args], oursDir, { ...process.env, OPENAPI_MARKERS_CACHE: "off" }),
  ]);
  const oracle = { ...cg, files: written(oracleDir, inputs) };
  const ours = { ...us, files: written(oursDir, inputs) };
  let verdict: SeedResult["verdict"];
  let detail = "";
  if (oracle.code !== 0 && ours.code !== 0) {
    verdict = "refused";
    detail = `controller-gen: ${firstLines(oracle.stderr)}\n  ours: ${firstLines(ours.stderr)}`;
  }
  else if (oracle.code !== ours.code) {
    verdict = "differing";
    detail = `exit ${ours.code}, controller-gen ${oracle.code}\n  controller-gen: ${firstLines(oracle.stderr)}\n  ours: ${firstLines(ours.stderr)}`;
  } else {
    const d = firstDifference(ours.files, oracle.files);
    verdict = d === null ? "identical" : "differing";
    detail = d ?? "";
  }
  return { seed, verdict, detail, ours, oracle, oursDir, planted: p.planted, owners: p.owners };
}

function firstLines(text: string): string {
  return text.split("\n").filter((l) => l.trim() !== "").slice(0, 4).join("\n    ") || "(nothing)";
}

interface ApiserverCounts { undecided: number; undecidedSeeds: string[]; cleanAccepted: number; cleanRefused: string[]; warnedRefused: number; warnedAccepted: string[] }

/** The codes of what the API server refuses, warned of at a marker or naming the CRD. */
const REFUSAL_CODES = /\bOM(505[0-9]|5060|5460|5470|547[5-7]|548[0-9])\b/;

/**
 * Do our warnings say the API server would refuse this CRD? The codes of what it refuses: CEL
 * cost over budget (OM5050, OM5051) and its other refusals of rules (OM5054–OM5060), uniqueItems
 * (OM5460), defaults (OM5470), optionalOldSelf, Schemaless and selectable fields (OM5475–OM5477),
 * lists (OM5480, OM5481), a kind skipped in every version (OM5482: the CRD `_.yaml`), a type
 * the server does not know (OM5483), a group or plural it refuses (OM5484: this CRD's when its
 * name, `<plural>.<group>`, holds it). A warning is this CRD's when it names the CRD or stands on
 * a line of a type the kind reaches (the generator's `owners`); undecided (null) when a warning
 * stands where no kind's types are.
 */
function warnsRefusal(stderr: string, crd: { name: string; kind: string | undefined }, owners: RandomProject["owners"]): boolean | null {
  const lines = stderr.split("\n").filter((l) => REFUSAL_CODES.test(l));
  if (crd.kind === undefined) return lines.some((l) => /\bOM5482\b/.test(l));
  let unplaced = false;
  for (const l of lines) {
    if (l.includes(crd.name) || namesPart(l, crd.name)) return true;
    const at = /^([^:]+):(\d+):\d+: /.exec(l);
    const kinds = at === null ? undefined : owners.get(at[1]!)?.get(Number(at[2]));
    if (kinds === undefined) { if (!/\bOM5482\b/.test(l)) unplaced = true; continue; }
    if (kinds.includes(crd.kind)) return true;
  }
  return unplaced ? null : false;
}

/** An OM5484 warning of the group or plural in `name` (`<plural>.<group>`). */
function namesPart(line: string, name: string): boolean {
  const m = /\bOM5484: CRD (group|plural) "((?:[^"\\]|\\.)*)"/.exec(line);
  if (m === null) return false;
  const value = JSON.parse(`"${m[2]!}"`) as string;
  return m[1] === "group" ? name.endsWith(`.${value}`) : name.startsWith(`${value}.`);
}

function checkApiserver(o: Options, r: SeedResult, counts: ApiserverCounts): void {
  if (o.apiserverOracle === null || r.ours.code !== 0) return;
  for (const [path, text] of r.ours.files) {
    if (!path.startsWith("out/crd/")) continue;
    const name = /^ {2}name: (\S+)$/m.exec(text)?.[1] ?? path;
    // spec.names.kind (the empty CRD `_.yaml` has kind "")
    const named = /^ {2}names:\n(?: {4}.*\n)*? {4}kind: (\S+)$/m.exec(text)?.[1];
    const kind = named === undefined || named === '""' ? undefined : named;
    const warned = warnsRefusal(r.ours.stderr, { name, kind }, r.owners);
    if (warned === null) { counts.undecided += 1; counts.undecidedSeeds.push(`seed ${r.seed} ${path}`); continue; }
    const res = spawnSync(o.apiserverOracle, ["crd", join(r.oursDir, path)], { encoding: "utf8" });
    let accepted = false;
    let why = res.stderr;
    try {
      const v = JSON.parse(res.stdout) as { accepted: boolean; errors?: { message: string }[] };
      accepted = v.accepted;
      why = (v.errors ?? []).map((e) => e.message).slice(0, 3).join("; ");
    } catch { /* not JSON: counted as refused, with its stderr */ }
    const label = `seed ${r.seed} ${path}: ${why}`;
    if (warned) {
      if (accepted) counts.warnedAccepted.push(label); else counts.warnedRefused += 1;
    } else if (accepted) counts.cleanAccepted += 1;
    else counts.cleanRefused.push(label);
  }
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  if (!existsSync(OURS)) { process.stderr.write(`${OURS} missing: npm run build\n`); process.exit(2); }
  mkdirSync(o.work, { recursive: true });
  const seeds = Array.from({ length: o.to - o.from + 1 }, (_, i) => o.from + i);
  const results: SeedResult[] = [];
  const counts: ApiserverCounts = { undecided: 0, undecidedSeeds: [], cleanAccepted: 0, cleanRefused: [], warnedRefused: 0, warnedAccepted: [] };
  // A long run stopped with SIGTERM/SIGINT still prints what it has.
  let stopped = false;
  const stop = (): void => { stopped = true; };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  for (let i = 0; i < seeds.length && !stopped; i += o.jobs) {
    const batch = await Promise.all(seeds.slice(i, i + o.jobs).map((s) => runSeed(o, s)));
    for (const r of batch) {
      const before = [counts.cleanRefused.length, counts.warnedAccepted.length, counts.undecidedSeeds.length];
      checkApiserver(o, r, counts);
      results.push(r);
      if (o.progress) process.stderr.write(`seed ${r.seed}: ${r.verdict}${r.verdict === "differing" ? `\n${r.detail}` : ""}\n`);
      // what the API server's verdict and our warnings disagree on, as it comes
      const news = [...counts.cleanRefused.slice(before[0]).map((l) => `no warning but refused: ${l}`), ...counts.warnedAccepted.slice(before[1]).map((l) => `warned but accepted: ${l}`), ...counts.undecidedSeeds.slice(before[2]).map((l) => `undecided: ${l}`)];
      if (o.progress) for (const l of news) process.stderr.write(`  apiserver ${l}\n`);
      if (!o.keep) rmSync(join(o.work, `s${r.seed}`), { recursive: true, force: true });
    }
  }
  const n = (v: SeedResult["verdict"]): number => results.filter((r) => r.verdict === v).length;
  const differing = results.filter((r) => r.verdict === "differing");
  for (const r of differing.slice(0, o.show)) {
    process.stdout.write(`--- seed ${r.seed}${r.planted.length > 0 ? ` (planted: ${r.planted.join("; ")})` : ""}\n${r.detail}\n`);
  }
  if (o.showRefused) for (const r of results.filter((x) => x.verdict === "refused").slice(0, o.show)) {
    process.stdout.write(`--- seed ${r.seed} refused alike\n  ${r.detail}\n`);
  }
  process.stdout.write(`seeds ${results.length}, identical ${n("identical")}, refused alike ${n("refused")}, differing ${differing.length}\n`);
  if (differing.length > 0) process.stdout.write(`differing seeds: ${differing.map((r) => r.seed).join(" ")}\n`);
  if (o.apiserverOracle !== null) {
    process.stdout.write(`apiserver: no warning and accepted ${counts.cleanAccepted}, no warning but refused ${counts.cleanRefused.length}, warned and refused ${counts.warnedRefused}, warned but accepted ${counts.warnedAccepted.length}, undecided ${counts.undecided}\n`);
    for (const l of [...counts.cleanRefused, ...counts.warnedAccepted, ...counts.undecidedSeeds].slice(0, o.show)) process.stdout.write(`  ${l}\n`);
  }
  process.exitCode = differing.length > 0 ? 1 : 0;
}

await main();
