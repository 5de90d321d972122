// Differential check of validateCustomResource against the API server's own validation
// (apiserver-oracle, ../shared/oracle/README.md). Not part of CI: it needs the oracle.
//
//   APISERVER_ORACLE=B/bin/apiserver-oracle node dist/scripts/crd-runtime-diff.js CASE... [--seed N] [--per-crd N] [--verbose] [--cel]
//   CASE = TABLES.ts:DEFINITION:CRD.yaml:VERSION[:SAMPLES_DIR]
//        | TABLES.ts:@CRD_DIR[:SAMPLES_DIR]   every CRD file of the directory, every version
//          (its definition: the tables' one ending in .VERSION.KIND)
//
// For each case: the tables' schema of DEFINITION (its $refs resolved) is compared with the
// CRD's openAPIV3Schema without descriptions (they must be equal: the same builder); each
// sample must validate with no error on both sides; then random valid objects are generated
// from the schema, and mutated one constraint at a time (enum, bounds, lengths, pattern,
// items, required, type, null, list-set/map duplicates, format); creates and updates (an
// unchanged invalid value must ratchet) go through both. Counted: objects, same
// accept/reject, same error lists (as the server prints them, order ignored: the server's
// is Go map order).

import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, parseAllDocuments } from "yaml";
import { validateCustomResource } from "../src/runtime/index.js";
import { validateCustomResourceWithRules } from "../src/runtime/cel/index.js";
import type { SchemaTable, Tables } from "../src/runtime/tables.js";

const ORACLE = process.env.APISERVER_ORACLE ?? "apiserver-oracle"; // the oracle's path, or found on PATH

interface Case { tables: Tables; definition: string; crd: string; version: string; samples?: string | undefined; crdSchema: unknown }

function loadTables(path: string): Tables {
  const text = readFileSync(path, "utf8");
  const m = /export const tables: TypedTables<Definitions> = (\{[\s\S]*?\n\});\n/.exec(text);
  if (m === null) throw new Error(`${path}: no tables`);
  return JSON.parse(m[1]!.replace(/\[("(?:[^"\\]|\\.)*") as string\]:/g, "$1:")) as Tables;
}

/** The definition's schema with every $ref replaced by the definition's schema (bounded). */
function resolved(tables: Tables, node: unknown, depth = 0): unknown {
  if (depth > 60 || node === null || typeof node !== "object") return node;
  if (Array.isArray(node)) return node.map((n) => resolved(tables, n, depth + 1));
  const obj = node as Record<string, unknown>;
  if (typeof obj.$ref === "string") return resolved(tables, tables[obj.$ref]?.schema, depth + 1);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (k === "properties" || k === "x-kubernetes-validations") out[k] = k === "properties" ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, resolved(tables, s, depth + 1)])) : v;
    else out[k] = typeof v === "object" && v !== null && k !== "enum" && k !== "default" && k !== "required" && k !== "x-kubernetes-list-map-keys" ? resolved(tables, v, depth + 1) : v;
  }
  return out;
}

function withoutDocs(node: unknown): unknown {
  if (node === null || typeof node !== "object") return node;
  if (Array.isArray(node)) return node.map(withoutDocs);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (k === "description" || k === "title" || k === "example" || k === "externalDocs") continue;
    out[k] = k === "enum" || k === "default" ? v : k === "properties" ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, withoutDocs(s)])) : withoutDocs(v);
  }
  return out;
}

function canonicalText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalText).join(",")}]`;
  if (value !== null && typeof value === "object") return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonicalText((value as Record<string, unknown>)[k])}`).join(",")}}`;
  return JSON.stringify(value);
}

// --- random objects -------------------------------------------------------------------

let seed = 1;
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function schemaOf(tables: Tables, node: SchemaTable | undefined): SchemaTable {
  let s = node;
  for (let i = 0; s !== undefined && typeof s.$ref === "string" && i < 64; i++) s = tables[s.$ref]?.schema;
  return s ?? {};
}

const FORMAT_VALUES: Record<string, string> = {
  "date-time": "2024-01-02T03:04:05Z", datetime: "2024-01-02T03:04:05.5+01:00", date: "2024-01-02", uuid: "123e4567-e89b-12d3-a456-426614174000", byte: "aGVsbG8=",
  ipv4: "10.0.0.1", ipv6: "fe80::1", cidr: "10.0.0.0/8", hostname: "example.com", mac: "00:11:22:33:44:55", duration: "1s",
  email: "Jane <jane@example.com>", uri: "https://example.com/a?b", uuid3: "6fa459ea-ee8a-3ca4-894e-db77e160355e", uuid4: "16fd2706-8baf-433b-82eb-8c7fada847da",
  uuid5: "886313e1-3b8a-5372-9b90-0c9aee199e5d", isbn: "0306406152", isbn10: "0306406152", isbn13: "978-0306406157", creditcard: "4111 1111 1111 1111",
  ssn: "123-45-6789", hexcolor: "#fff", rgbcolor: "rgb(1,2,3)", bsonobjectid: "65a1b2c3d4e5f60718293a4b", password: "secret",
  "k8s-short-name": "my-name", "k8s-long-name": "my.name",
};

function generate(tables: Tables, node: SchemaTable | undefined, depth: number, index: number): unknown {
  const s = schemaOf(tables, node);
  if (s.default !== undefined && random() < 0.3) return s.default;
  if (Array.isArray(s.enum) && s.enum.length > 0) return pick(s.enum);
  if (s["x-kubernetes-int-or-string"] === true) return random() < 0.5 ? 1 + index : `v${index}`;
  switch (s.type) {
    case "string": {
      if (typeof s.format === "string" && FORMAT_VALUES[s.format] !== undefined) return FORMAT_VALUES[s.format];
      const min = s.minLength ?? 0;
      const max = s.maxLength ?? min + 8;
      const length = Math.max(min, Math.min(max, 1 + Math.floor(random() * 6)));
      return `a${index}bcdefghijklmnopqrstuvwxyz`.repeat(4).slice(0, length);
    }
    case "integer":
    case "number": {
      const lo = s.minimum !== undefined ? s.minimum + (s.exclusiveMinimum === true ? 1 : 0) : 0;
      const hi = s.maximum !== undefined ? s.maximum - (s.exclusiveMaximum === true ? 1 : 0) : lo + 100;
      let v = Math.floor(lo + random() * Math.max(0, hi - lo)) + 0;
      if (typeof s.multipleOf === "number" && s.multipleOf > 0) v = Math.ceil(lo / s.multipleOf) * s.multipleOf;
      return s.type === "integer" ? Math.round(v) : v;
    }
    case "boolean":
      return random() < 0.5;
    case "array":
      return generateList(tables, s, depth);
    case "object":
    default:
      return generateObject(tables, s, depth);
  }
}

function generateList(tables: Tables, s: SchemaTable, depth: number): unknown[] {
  const min = s.minItems ?? 0;
  const max = Math.min(s.maxItems ?? min + 2, min + 2);
  const n = depth > 6 ? min : min + Math.floor(random() * (max - min + 1));
  const items: unknown[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < n * 3 && items.length < n; i++) {
    const item = generate(tables, s.items, depth + 1, i);
    const keys = s["x-kubernetes-list-map-keys"];
    const id = s["x-kubernetes-list-type"] === "map" && Array.isArray(keys) && item !== null && typeof item === "object" ? canonicalText(keys.map((k) => (item as Record<string, unknown>)[k])) : canonicalText(item);
    if ((s["x-kubernetes-list-type"] === "set" || s["x-kubernetes-list-type"] === "map") && seen.has(id)) continue;
    seen.add(id);
    items.push(item);
  }
  return items;
}

function generateObject(tables: Tables, s: SchemaTable, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(s.required ?? []);
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    if (name === "status" || name === "metadata" || name === "apiVersion" || name === "kind") continue;
    if (required.has(name) || (depth < 5 && random() < 0.5)) out[name] = generate(tables, prop, depth + 1, 0);
  }
  if (s.additionalProperties !== undefined && typeof s.additionalProperties === "object" && (s.minProperties !== undefined || (depth < 5 && random() < 0.5))) {
    for (let i = 0; i < Math.max(1, s.minProperties ?? 1); i++) out[`k${i}`] = generate(tables, s.additionalProperties, depth + 1, i);
  }
  if (s["x-kubernetes-embedded-resource"] === true) Object.assign(out, { apiVersion: "v1", kind: "ConfigMap", metadata: { name: "embedded" } });
  return out;
}

// --- mutations: one constraint broken at one place -----------------------------------

type Mutation = { where: string; apply: (root: Record<string, unknown>) => void };

function sites(tables: Tables, node: SchemaTable | undefined, value: unknown, path: (string | number)[], out: Mutation[], depth: number): void {
  if (depth > 30) return;
  const s = schemaOf(tables, node);
  const set = (v: unknown) => (root: Record<string, unknown>) => setAt(root, path, v);
  const add = (what: string, v: unknown): void => { out.push({ where: `${path.join(".")} ${what}`, apply: set(v) }); };
  const typeMeta = path.length === 1 && (path[0] === "apiVersion" || path[0] === "kind" || path[0] === "metadata");
  if (path.length > 0 && !typeMeta) {
    if (Array.isArray(s.enum) && s.enum.length > 0) add("enum", "NotAnEnumValue");
    if (s.type === "string" || s["x-kubernetes-int-or-string"] === true) add("type", true);
    else if (s.type === "integer" || s.type === "number") add("type", "seven");
    else if (s.type === "boolean") add("type", "yes");
    else if (s.type === "array") add("type", { a: 1 });
    else if (s.type === "object") add("type", [1]);
    if (s.nullable !== true) add("null", null);
    if (typeof s.minimum === "number") add("minimum", s.minimum - 1);
    if (typeof s.maximum === "number") add("maximum", s.maximum + 1);
    if (typeof s.maxLength === "number") add("maxLength", "x".repeat(s.maxLength + 1));
    if (typeof s.minLength === "number" && s.minLength > 0) add("minLength", "");
    if (typeof s.pattern === "string") add("pattern", "!!not matching!!");
    if (typeof s.format === "string" && FORMAT_VALUES[s.format] !== undefined) add("format", pick(["not a format value", "Not_A_Name", "1.2.3", "2024-13-01", "a@b", "::1", ""]));
    if (typeof s.multipleOf === "number") add("multipleOf", (s.minimum ?? 0) + s.multipleOf / 2 + 1);
    if (s.type === "integer") add("fraction", 1.5);
    if (s.type === "integer" && s.format === "int32") add("int32 range", 2147483648);
    if (s.type === "number" && s.format === "float") add("float range", 1e39);
    if (s["x-kubernetes-int-or-string"] === true) add("int-or-string float", 2.5);
    if (typeof s.maxProperties === "number" && value !== null && typeof value === "object" && !Array.isArray(value)) {
      add("maxProperties", { ...(value as object), ...Object.fromEntries(Array.from({ length: s.maxProperties + 1 }, (_, i) => [`extra${i}`, generate(tables, typeof s.additionalProperties === "object" ? s.additionalProperties : undefined, 9, i)])) });
    }
    if (s["x-kubernetes-embedded-resource"] === true) add("embedded without kind", { apiVersion: "v1", metadata: { name: "e" } });
    if (s.type === "object" && value !== null && typeof value === "object" && !Array.isArray(value)) add("unknown field", { ...(value as object), zzUnknown: { a: 1 } });
  }
  if (Array.isArray(value)) {
    if (typeof s.maxItems === "number") add("maxItems", [...value, ...Array.from({ length: s.maxItems + 1 - value.length }, () => value[0] ?? generate(tables, s.items, 9, 0))]);
    if (typeof s.minItems === "number" && s.minItems > 0) add("minItems", value.slice(0, s.minItems - 1));
    if ((s["x-kubernetes-list-type"] === "set" || s["x-kubernetes-list-type"] === "map") && value.length > 0) add("duplicate", [...value, value[0]]);
    value.forEach((item, i) => sites(tables, s.items, item, [...path, i], out, depth + 1));
  } else if (value !== null && typeof value === "object") {
    const obj = value as Record<string, unknown>;
    for (const name of s.required ?? []) {
      if (name in obj && !(path.length === 0 && (name === "metadata" || name === "apiVersion" || name === "kind"))) {
        out.push({ where: `${[...path, name].join(".")} required`, apply: (root) => deleteAt(root, [...path, name]) });
      }
    }
    for (const [name, v] of Object.entries(obj)) {
      const prop = s.properties?.[name] ?? (typeof s.additionalProperties === "object" ? s.additionalProperties : undefined);
      if (prop !== undefined && !(path.length === 0 && name === "metadata")) sites(tables, prop, v, [...path, name], out, depth + 1);
    }
  }
}

function parentOf(root: Record<string, unknown>, path: readonly (string | number)[]): Record<string, unknown> | unknown[] {
  let node: unknown = root;
  for (const step of path.slice(0, -1)) node = (node as Record<string, unknown>)[step];
  return node as Record<string, unknown>;
}
function setAt(root: Record<string, unknown>, path: readonly (string | number)[], v: unknown): void {
  (parentOf(root, path) as Record<string, unknown>)[path[path.length - 1]!] = v;
}
function deleteAt(root: Record<string, unknown>, path: readonly (string | number)[]): void {
  delete (parentOf(root, path) as Record<string, unknown>)[path[path.length - 1]!];
}

// --- the two validators -----------------------------------------------------------------

interface Outcome { accepted: boolean; messages: string[] }

let lastStderr = "";
/** --cel: compare with the CEL rules evaluated too (openapi-markers/runtime/cel). */
let withCel = false;
const work = mkdtempSync(join(tmpdir(), "crd-diff-"));

function oracle(c: Case, object: unknown, old: unknown): Outcome | undefined {
  const objectFile = join(work, "object.json");
  writeFileSync(objectFile, JSON.stringify(object));
  const args = ["validate", c.crd, c.version, objectFile];
  if (old !== undefined) {
    writeFileSync(join(work, "old.json"), JSON.stringify(old));
    args.push(join(work, "old.json"));
  }
  let text: string;
  try {
    text = execFileSync(ORACLE, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    text = String((error as { stdout?: string }).stdout ?? "");
    lastStderr = String((error as { stderr?: string }).stderr ?? "");
  }
  if (text.trim() === "") return undefined;
  const result = JSON.parse(text) as { errors: { message: string }[] };
  return { accepted: result.errors.length === 0, messages: result.errors.map((e) => e.message).sort() };
}

const accepted = new Map<string, boolean>();

/** Whether the API server accepts the CRD (a refused one has no custom resources to compare). */
function crdAccepted(crd: string): boolean {
  if (!accepted.has(crd)) {
    let text = "";
    try {
      text = execFileSync(ORACLE, ["crd", crd], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    } catch (error) {
      text = String((error as { stdout?: string }).stdout ?? "");
    }
    accepted.set(crd, text.trim() !== "" && (JSON.parse(text) as { accepted: boolean }).accepted);
  }
  return accepted.get(crd)!;
}

function ours(c: Case, object: unknown, old: unknown): Outcome {
  const validate = withCel ? validateCustomResourceWithRules : validateCustomResource;
  const errors = validate(c.tables, c.definition, object, old === undefined ? {} : { old });
  return { accepted: errors.length === 0, messages: errors.map((e) => e.toString()).sort() };
}

// --- cases -------------------------------------------------------------------------------

interface CrdDoc { spec: { group: string; names: { kind: string }; versions: { name: string; schema: { openAPIV3Schema: unknown } }[] } }

/** `TABLES.ts:@CRD_DIR[:SAMPLES]` spelled out as one case per CRD version. */
function expand(spec: string): string[] {
  const [tablesPath, at, samples] = spec.split(":") as [string, string, string | undefined];
  if (!at.startsWith("@")) return [spec];
  const dir = at.slice(1);
  const names = Object.keys(loadTables(tablesPath));
  const out: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".yaml")).sort()) {
    const doc = parse(readFileSync(join(dir, file), "utf8")) as CrdDoc | null;
    if (!Array.isArray(doc?.spec?.versions)) continue; // not a CRD, or one without versions
    for (const version of doc.spec.versions) {
      const definition = names.find((n) => n.endsWith(`.${version.name}.${doc.spec.names.kind}`));
      if (definition === undefined) console.log(`${file} ${version.name}: no definition ends in .${version.name}.${doc.spec.names.kind}`);
      else out.push([tablesPath, definition, join(dir, file), version.name, ...(samples === undefined ? [] : [samples])].join(":"));
    }
  }
  return out;
}

/** The sample files of a directory (recursively) that are objects of this group, version and kind. */
function samplesFor(dir: string, apiVersion: string, kind: string): { file: string; object: unknown }[] {
  const out: { file: string; object: unknown }[] = [];
  const visit = (d: string, depth: number): void => {
    if (depth > 4) return;
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) visit(path, depth + 1);
      else if (/\.ya?ml$/.test(entry.name)) {
        for (const doc of parseAllDocuments(readFileSync(path, "utf8"))) {
          const object = doc.toJS() as { apiVersion?: unknown; kind?: unknown } | null;
          if (object?.apiVersion === apiVersion && object.kind === kind) out.push({ file: path.slice(dir.length + 1), object });
        }
      }
    }
  };
  visit(dir, 0);
  return out;
}

// --- main -------------------------------------------------------------------------------

interface Counts { crdsRefused: number; samplesSame: number; sameButCel: number; oracleFailed: number; objects: number; sameVerdict: number; sameErrors: number; samples: number; samplesClean: number }

function run(): void {
  const argv = process.argv.slice(2);
  const verbose = argv.includes("--verbose");
  withCel = argv.includes("--cel");
  const seedArg = argv.indexOf("--seed");
  if (seedArg !== -1) seed = Number(argv[seedArg + 1]);
  const perArg = argv.indexOf("--per-crd");
  const perCrd = perArg === -1 ? 60 : Number(argv[perArg + 1]);
  const specs = argv.filter((a, i) => !a.startsWith("--") && argv[i - 1] !== "--seed" && argv[i - 1] !== "--per-crd").flatMap(expand);
  const total: Counts = { crdsRefused: 0, samplesSame: 0, sameButCel: 0, oracleFailed: 0, objects: 0, sameVerdict: 0, sameErrors: 0, samples: 0, samplesClean: 0 };
  for (const spec of specs) {
    const [tablesPath, definition, crd, version, samples] = spec.split(":") as [string, string, string, string, string | undefined];
    const doc = parse(readFileSync(crd, "utf8")) as { spec: { versions: { name: string; schema: { openAPIV3Schema: unknown } }[] } };
    const crdSchema = doc.spec.versions.find((v) => v.name === version)!.schema.openAPIV3Schema;
    const c: Case = { tables: loadTables(tablesPath), definition, crd, version, samples, crdSchema };
    if (!crdAccepted(crd)) {
      console.log(`${definition}: the API server refuses ${crd}: skipped`);
      total.crdsRefused++;
      continue;
    }
    const mine = resolved(c.tables, c.tables[definition]!.schema);
    const same = canonicalText(mine) === canonicalText(withoutDocs(crdSchema));
    console.log(`${definition}: tables schema ${same ? "equals" : "DIFFERS FROM"} the CRD's (descriptions aside)`);
    const ruleMessages = [...JSON.stringify(crdSchema).matchAll(/"message":"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string);
    const counts: Counts = { crdsRefused: 0, samplesSame: 0, sameButCel: 0, oracleFailed: 0, objects: 0, sameVerdict: 0, sameErrors: 0, samples: 0, samplesClean: 0 };
    const compare = (label: string, object: unknown, old?: unknown): Outcome | undefined => {
      const a = oracle(c, object, old);
      if (a === undefined) {
        counts.oracleFailed++;
        if (verbose) console.log(`  oracle failed: ${label}: ${lastStderr.trim().split("\n")[0]}`);
        return undefined;
      }
      const b = ours(c, object, old);
      counts.objects++;
      if (a.accepted === b.accepted) counts.sameVerdict++;
      const sameErrors = canonicalText(a.messages) === canonicalText(b.messages);
      if (sameErrors) counts.sameErrors++;
      const celFree = (m: string[]): string[] => m.filter((x) => !ruleMessages.some((r) => x.includes(r)) && !x.includes("evaluating rule"));
      if (sameErrors || canonicalText(celFree(a.messages)) === canonicalText(celFree(b.messages))) counts.sameButCel++;
      if (!sameErrors && verbose) console.log(`  differs: ${label}\n    server: ${JSON.stringify(a.messages)}\n    ours:   ${JSON.stringify(b.messages)}\n    object: ${JSON.stringify(object)}${old === undefined ? "" : `\n    old:    ${JSON.stringify(old)}`}`);
      return a;
    };
    const [group] = (doc as unknown as { spec: { group: string } }).spec.group.split("/");
    const kind = (doc as unknown as CrdDoc).spec.names.kind;
    const namespaced = (doc as unknown as { spec: { scope?: string } }).spec.scope !== "Cluster";
    const envelope = (spec: Record<string, unknown>): Record<string, unknown> => ({ apiVersion: `${group}/${version}`, kind, metadata: namespaced ? { name: "x", namespace: "default" } : { name: "x" }, ...spec });
    if (samples !== undefined) {
      for (const { file, object: sample } of samplesFor(samples, `${group}/${version}`, kind)) {
        const a = compare(`sample ${file}`, sample);
        const b = ours(c, sample, undefined);
        counts.samples++;
        if (a?.accepted === true && b.accepted) counts.samplesClean++;
        if (a !== undefined && canonicalText(a.messages) === canonicalText(b.messages)) counts.samplesSame++;
      }
    }
    const root = c.tables[definition]!.schema;
    for (let n = 0; n < perCrd; n++) {
      const valid = envelope(generate(c.tables, root, 0, 0) as Record<string, unknown>);
      compare(`valid #${n}`, valid);
      const found: Mutation[] = [];
      sites(c.tables, root, valid, [], found, 0);
      if (found.length === 0) continue;
      const mutation = pick(found);
      const broken = structuredClone(valid);
      mutation.apply(broken);
      compare(`create ${mutation.where}`, broken);
      compare(`update valid→${mutation.where}`, broken, valid);
      compare(`update unchanged ${mutation.where} (ratchets)`, broken, broken);
      const other = pick(found);
      const changed = structuredClone(broken);
      try {
        other.apply(changed);
      } catch {
        continue; // the first mutation removed where the second applies
      }
      compare(`update ${mutation.where} → also ${other.where}`, changed, broken);
    }
    console.log(`  objects ${counts.objects} (and ${counts.oracleFailed} the oracle could not run), same accept/reject ${counts.sameVerdict}, same errors ${counts.sameErrors}, same apart from CEL rules ${counts.sameButCel}${samples === undefined ? "" : `, samples ${counts.samples}: valid on both sides ${counts.samplesClean}, same errors ${counts.samplesSame}`}`);
    for (const k of Object.keys(total) as (keyof Counts)[]) total[k] += counts[k];
  }
  console.log(`total: CRDs the server refuses ${total.crdsRefused} (skipped), objects ${total.objects} (oracle failed on ${total.oracleFailed}), same accept/reject ${total.sameVerdict}, same errors ${total.sameErrors}, same apart from CEL rules ${total.sameButCel}; samples ${total.samples}: valid on both sides ${total.samplesClean}, same errors ${total.samplesSame}`);
}

run();
