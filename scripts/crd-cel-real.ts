// Differential test on a real project's CRDs and examples (read from a git mirror at run time,
// nothing stored here): every example document of a kind the CRDs define, and mutations of
// it (one field at a time: a string emptied or changed, a number negated, a list emptied or
// its first item repeated, a field removed), through apiserver-oracle validate and through
// openapi-markers/runtime/cel's validateCustomResourceWithRules on tables that hold the CRD's
// schema: the same error lines, compared sorted (the server's order within an object is Go's
// map order).
//
//   node dist/scripts/crd-cel-real.js GIT_DIR --ref REF --crds DIR --examples DIR --oracle PATH [--mutations N] [--show K] [--seed S]
// e.g. gateway-api: --ref v1.4.0 --crds config/crd/standard --examples examples/standard

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import YAML from "yaml";
import { validateCustomResourceWithRules } from "../src/runtime/cel/index.js";
import type { SchemaTable, Tables } from "../src/runtime/index.js";
import { upstreamArgs } from "./upstream-args.js";

const { positional, flag } = upstreamArgs();
if (positional.length !== 1) {
  process.stderr.write("usage: node dist/scripts/crd-cel-real.js GIT_DIR --ref REF --crds DIR --examples DIR --oracle PATH [--mutations N] [--show K]\n");
  process.exit(2);
}
const gitDir = resolve(positional[0]!);
const ref = flag("--ref") ?? "HEAD";
const oracle = flag("--oracle") ?? "apiserver-oracle";
const mutations = Number(flag("--mutations") ?? "6");
const show = Number(flag("--show") ?? "8");
let seed = Number(flag("--seed") ?? "1");
const git = (...args: string[]): string => execFileSync("git", ["--git-dir", gitDir, ...args], { encoding: "utf8", maxBuffer: 1 << 28 });
const files = (dir: string): string[] => git("ls-tree", "-r", "--name-only", ref, "--", dir).split("\n").filter((f) => /\.ya?ml$/.test(f));

function random(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}

interface Crd {
  readonly file: string;
  readonly text: string;
  readonly namespaced: boolean;
  readonly versions: ReadonlyMap<string, SchemaTable>;
}

const crds = new Map<string, Crd>();
for (const file of files(flag("--crds") ?? "config/crd")) {
  const text = git("show", `${ref}:${file}`);
  const doc = YAML.parse(text) as { kind?: string; spec?: { group: string; scope: string; names: { kind: string }; versions: { name: string; schema?: { openAPIV3Schema: SchemaTable } }[] } };
  if (doc?.kind !== "CustomResourceDefinition" || doc.spec === undefined) continue;
  const versions = new Map(doc.spec.versions.filter((v) => v.schema !== undefined).map((v) => [v.name, v.schema!.openAPIV3Schema]));
  crds.set(`${doc.spec.group}/${doc.spec.names.kind}`, { file, text, namespaced: doc.spec.scope === "Namespaced", versions });
}

type Json = Record<string, unknown>;

/** The object with one change at a random leaf or list: what a user gets wrong. */
function mutate(object: Json): Json {
  const copy = structuredClone(object);
  const places: { parent: Json | unknown[]; key: string | number; value: unknown }[] = [];
  const stack: { value: unknown; depth: number }[] = [{ value: copy["spec"], depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (depth > 30 || value === null || typeof value !== "object") continue;
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    for (const [key, v] of entries) {
      places.push({ parent: value as Json, key, value: v });
      stack.push({ value: v, depth: depth + 1 });
    }
  }
  if (places.length === 0) return copy;
  const { parent, key, value } = places[Math.floor(random() * places.length)]!;
  const set = (v: unknown): void => { (parent as Record<string | number, unknown>)[key] = v; };
  const choice = random();
  if (typeof value === "string") set(choice < 0.5 ? "" : `${value}-x`);
  else if (typeof value === "number") set(-value - 1);
  else if (Array.isArray(value)) set(choice < 0.5 ? [] : value.length > 0 ? [value[0], ...value] : value);
  else if (Array.isArray(parent)) parent.splice(key as number, 1);
  else delete (parent as Json)[key as string];
  return copy;
}

const dir = mkdtempSync(join(tmpdir(), "crd-cel-real-"));
let same = 0;
let compared = 0;
const differing: string[] = [];
try {
  for (const file of files(flag("--examples") ?? "examples")) {
    for (const doc of YAML.parseAllDocuments(git("show", `${ref}:${file}`))) {
      const object = doc.toJS() as Json | null;
      if (object === null || typeof object["apiVersion"] !== "string" || typeof object["kind"] !== "string") continue;
      const [group, version] = (object["apiVersion"] as string).split("/");
      const crd = crds.get(`${group}/${object["kind"] as string}`);
      const schema = version === undefined ? undefined : crd?.versions.get(version);
      if (crd === undefined || schema === undefined) continue;
      writeFileSync(join(dir, "crd.yaml"), crd.text);
      const metadata = (object["metadata"] ?? {}) as Json;
      // a namespaced object without a namespace gets `default` from the oracle too; a cluster-scoped one has none
      const base: Json = crd.namespaced ? { ...object, metadata: { ...metadata, namespace: metadata["namespace"] ?? "default" } } : object;
      for (let m = 0; m <= mutations; m++) {
        const candidate = m === 0 ? base : mutate(base);
        writeFileSync(join(dir, "object.json"), JSON.stringify(candidate));
        let server: string[];
        try {
          const out = JSON.parse(execFileSync(oracle, ["validate", join(dir, "crd.yaml"), version!, join(dir, "object.json")], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })) as { errors?: { message: string }[] };
          server = (out.errors ?? []).map((e) => e.message).sort();
        } catch {
          continue;
        }
        const tables: Tables = { [object["kind"] as string]: { fields: {}, unions: [], schema } };
        const ours = validateCustomResourceWithRules(tables, object["kind"] as string, candidate).map(String).sort();
        compared++;
        if (JSON.stringify(ours) === JSON.stringify(server)) same++;
        else differing.push(`${file} ${object["kind"] as string} ${m === 0 ? "as written" : `mutation ${m}`}\n  server ${JSON.stringify(server)}\n  ours   ${JSON.stringify(ours)}`);
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`objects ${compared}: identical ${same}, differing ${differing.length}`);
for (const d of differing.slice(0, show)) console.log(d);
