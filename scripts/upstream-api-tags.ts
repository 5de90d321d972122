// node dist/scripts/upstream-api-tags.js K8S_API_DIR APIMACHINERY_DIR [--verbose N]
// Counts the `+k8s:` tags of k8s.io/api (a checkout, e.g. v0.36.0) that are not another
// generator's (prerelease-lifecycle-gen, deepcopy-gen, openapi-gen, protobuf-gen,
// openapi-model-package, conversion-gen), and checks that the runtime tables
// `generate --published --ts` makes for k8s.io/api and apimachinery carry each of them:
//
// - a value tag (required, maxItems, format, listType, item, subfield, enum, member, …: the
//   first tag of its chain after the alpha/beta/ifEnabled/ifDisabled/eachVal/eachKey wrappers)
//   is carried when its holder's table has a validation rule of that name: the field's table,
//   a struct type's definition, or for a named non-struct type the table of every field of
//   that type (through pointers, lists and maps);
// - a union tag (unionMember, unionDiscriminator, zeroOrOneOfMember) when the struct's or the
//   field's validation-gen unions name the field;
//   (`+k8s:optional` beside a `+default` as validation-gen reads it: a `required` rule, or
//   none for a value field whose default is its zero value);
// - supportsSubresource/isSubresource when the definition's `subresources` lists the path;
// - validation-gen/validation-gen-input (a package's selection) when the package's types are
//   in the tables.
//
// Anything else is not carried, with the reason. Reads Go source only through our own loader;
// not part of CI. Prints `k8s.io/api tags: N/M carried`, the count per tag, and the tags not
// carried.

import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { generate } from "../src/generate.js";
import { loadPackages } from "../src/load/load.js";
import { parseCodeTag, type CodeTag } from "../src/markers/codetags.js";
import { k8sUnionTags } from "../src/markers/k8s-union-tags.js";
import type { Marker } from "../src/markers/comment-tags.js";
import type { Field, TypeDecl, TypeRef } from "../src/model/ir.js";
import { selectParser } from "../src/parse/go-tree.js";
import type { DefinitionTable, FieldTable, ValidationRuleTable } from "../src/runtime/index.js";
import { newestReading } from "../src/resolved/reading.js";
import { resolvedStruct } from "../src/resolved/struct-members.js";
import { upstreamArgs } from "./upstream-args.js";
import { tablesOf } from "./upstream-unions/output-tests.js";

await selectParser("auto");

const OTHER_GENERATORS = /^k8s:(prerelease-lifecycle-gen|deepcopy-gen|openapi-gen|protobuf-gen|openapi-model-package|conversion-gen)\b/;
const WRAPPERS = new Set(["k8s:alpha", "k8s:beta", "k8s:ifEnabled", "k8s:ifDisabled", "k8s:eachVal", "k8s:eachKey"]);
const UNION_TAGS = new Set(["k8s:unionMember", "k8s:unionDiscriminator", "k8s:zeroOrOneOfMember"]);
const PACKAGE_TAGS = new Set(["k8s:validation-gen", "k8s:validation-gen-input"]);
const SUBRESOURCE_TAGS = new Set(["k8s:supportsSubresource", "k8s:isSubresource"]);

const { positional, flag } = upstreamArgs();
if (positional.length !== 2) {
  process.stderr.write("usage: node dist/scripts/upstream-api-tags.js K8S_API_DIR APIMACHINERY_DIR [--verbose N]\n");
  process.exit(2);
}
const [api, apimachinery] = positional.map((p) => resolve(p)) as [string, string];
const verbose = Number(flag("--verbose") ?? "40");

const loaded = loadPackages([`${api}/...`, `${apimachinery}/...`], process.cwd(), { allPackages: false });
const result = generate(loaded, { allTypes: false, published: true, format: "json", ts: "tables.ts" });
const tables = tablesOf(result.outputs.find((o) => o.path === "tables.ts")!.render());
const defNames = new Map<TypeDecl, string>(result.definitions.map((d) => [d.decl, d.name]));

interface Tag {
  readonly where: string;
  /** file:line of the marker. */
  readonly at: string;
  readonly name: string;
  readonly problem: string | undefined;
}

/** The field tables of every field whose type names `pkg.Name` (through pointers, lists and maps), by that key. */
function fieldsByNamedType(): Map<string, FieldTable[]> {
  const out = new Map<string, FieldTable[]>();
  for (const def of result.definitions) {
    const table = tables[def.name];
    if (table === undefined) continue;
    for (const [json, { field }] of resolvedStruct(result.universe, def.decl, newestReading).properties) {
      const fieldTable = table.fields[json];
      if (fieldTable === undefined) continue;
      for (const named of namedIn(field.type)) out.set(named, [...(out.get(named) ?? []), fieldTable]);
    }
  }
  return out;
}

function namedIn(type: TypeRef): string[] {
  for (let depth = 0, t: TypeRef | undefined = type; t !== undefined && depth < 8; depth++) {
    if (t.kind === "named") return [`${t.pkg}.${t.name}`];
    if (t.kind === "map") return [...namedIn(t.key), ...namedIn(t.value)];
    t = t.kind === "pointer" || t.kind === "slice" || t.kind === "array" ? t.elem : undefined;
  }
  return [];
}

const byType = fieldsByNamedType();

/** The first tag of the chain that is no wrapper. */
function headTag(tag: CodeTag): CodeTag {
  let current = tag;
  while (WRAPPERS.has(current.name) && current.valueTag !== undefined) current = current.valueTag;
  return current;
}

function holdsRule(rules: readonly ValidationRuleTable[] | undefined, name: string): boolean {
  return (rules ?? []).some((rule) => rule.name === name);
}

/** Whether any rule of the definition (its own, its fields') has that name: tags such as member carry to the struct. */
function defHoldsRule(def: DefinitionTable, name: string): boolean {
  return holdsRule(def.validations, name) || Object.values(def.fields).some((f) => holdsRule(f.validations, name));
}

function fieldProblem(marker: Marker, head: CodeTag, decl: TypeDecl, field: Field): string | undefined {
  const defName = defNames.get(decl);
  const def = defName === undefined ? undefined : tables[defName];
  if (def === undefined) return `${decl.name} is not a definition of the tables`;
  const json = field.json?.name !== undefined && field.json.name !== "" ? field.json.name : field.name;
  const table = def.fields[json];
  if (UNION_TAGS.has(head.name) || k8sUnionTags([marker]).tags.length > 0) {
    const inStruct = (def.k8sUnions ?? []).some((u) => u.members.some((m) => m.field === json) || u.discriminator === json);
    return inStruct || table?.k8sUnions !== undefined ? undefined : "no validation-gen union of the struct or the field names it";
  }
  if (table === undefined) return `field ${json} is not in ${defName}'s table`;
  if (MODAL_TAGS.has(head.name)) return modalProblem(head, def, json);
  const name = head.name.slice("k8s:".length);
  if (holdsRule(table.validations, name) || defHoldsRule(def, name)) return undefined;
  // `+k8s:optional` beside a `+default` is what validation-gen makes of it: `required`, or no
  // rule for a value field whose default is its zero value (src/emit/ts/ts-tables-field-rules.ts).
  if (name === "optional" && field.markers.some((m) => m.key === "default")) return undefined;
  return `no ${head.name} rule in the field's table or its struct's`;
}

const MODAL_TAGS = new Set(["k8s:discriminator", "k8s:member", "k8s:modeDiscriminator", "k8s:ifMode"]);

/** A discriminator is carried when a modal member of its struct names it; a member, when its field has a rule for the tag's value. */
function modalProblem(head: CodeTag, def: DefinitionTable, json: string): string | undefined {
  const members = def.discriminated ?? [];
  if (head.name === "k8s:discriminator" || head.name === "k8s:modeDiscriminator") {
    return members.some((m) => m.discriminator === json) ? undefined : `no modal member of the struct is discriminated by ${json}`;
  }
  const value = head.args.find((a) => a.name === "value" || a.name === "mode" || a.name === "")?.value;
  return members.some((m) => m.field === json && m.rules.some((r) => String(r.value) === value)) ? undefined : `no modal member ${json} with a rule for ${JSON.stringify(value)}`;
}

function typeProblem(marker: Marker, head: CodeTag, decl: TypeDecl): string | undefined {
  const defName = defNames.get(decl);
  const def: DefinitionTable | undefined = defName === undefined ? undefined : tables[defName];
  const name = head.name.slice("k8s:".length);
  if (SUBRESOURCE_TAGS.has(head.name)) {
    return def?.subresources?.includes(head.value?.text ?? "") === true ? undefined : "not in the definition's subresources";
  }
  if (decl.type.kind === "struct") {
    if (def === undefined) return `${decl.name} is not a definition of the tables`;
    if (UNION_TAGS.has(head.name) || k8sUnionTags([marker]).tags.length > 0) return def.k8sUnions !== undefined ? undefined : "no validation-gen union in the definition";
    return holdsRule(def.validations, name) ? undefined : `no ${head.name} rule in the definition's table`;
  }
  const fields = byType.get(`${decl.pkg}.${decl.name}`) ?? [];
  if (fields.length === 0) return `no field of the tables has type ${decl.name}`;
  const union = UNION_TAGS.has(head.name) || k8sUnionTags([marker]).tags.length > 0;
  const missing = fields.filter((f) => (union ? f.k8sUnions === undefined : !holdsRule(f.validations, name)));
  return missing.length === 0 ? undefined : `${missing.length} of the ${fields.length} fields of type ${decl.name} have no ${head.name} rule`;
}

function classify(marker: Marker, where: string, problem: (head: CodeTag) => string | undefined): Tag | undefined {
  const tag = classifyText(marker, where, problem);
  return tag === undefined ? undefined : { ...tag, at: `${marker.span.file}:${marker.span.line}` };
}

function classifyText(marker: Marker, where: string, problem: (head: CodeTag) => string | undefined): Omit<Tag, "at"> | undefined {
  if (!marker.text.startsWith("k8s:") || OTHER_GENERATORS.test(marker.text)) return undefined;
  // Package selection tags: validation-gen reads them as plain `name=value` comment tags.
  const plain = marker.text.split("=")[0]!;
  if (PACKAGE_TAGS.has(plain)) return { where, name: plain, problem: undefined };
  const parsed = parseCodeTag(marker.text);
  if (!parsed.ok) return { where, name: marker.text, problem: `does not parse: ${parsed.error}` };
  const head = headTag(parsed.tag);
  return { where, name: head.name, problem: problem(head) };
}

const found: Tag[] = [];
for (const pkg of result.universe.packages.values()) {
  if (!pkg.path.startsWith("k8s.io/api/")) continue;
  for (const marker of pkg.docMarkers) {
    const tag = classify(marker, pkg.path, () => undefined);
    if (tag !== undefined) {
      const inTables = [...pkg.types.values()].some((d) => defNames.has(d));
      found.push(inTables ? tag : { ...tag, problem: "no type of the package is in the tables" });
    }
  }
  for (const decl of pkg.types.values()) {
    for (const marker of [...decl.markersAbove, ...decl.markers]) {
      const tag = classify(marker, `${pkg.path}.${decl.name}`, (head) => typeProblem(marker, head, decl));
      if (tag !== undefined) found.push(tag);
    }
    if (decl.type.kind !== "struct") continue;
    for (const field of decl.type.fields) {
      for (const marker of field.markers) {
        const tag = classify(marker, `${pkg.path}.${decl.name}.${field.name}`, (head) => fieldProblem(marker, head, decl, field));
        if (tag !== undefined) found.push(tag);
      }
    }
  }
}

found.push(...unattachedTags(new Set(found.map((t) => t.at))));

/**
 * `+k8s:` comment lines of the packages' Go files that are on no type, field or package doc
 * (k8s.io/api's `+k8s:deprecated=state,protobuf=3` notes where a field was removed): no
 * generator reads them, so there is nothing to carry; counted so the total is every line.
 */
function unattachedTags(seen: ReadonlySet<string>): Tag[] {
  const out: Tag[] = [];
  for (const pkg of result.universe.packages.values()) {
    if (!pkg.path.startsWith("k8s.io/api/")) continue;
    for (const file of readdirSync(pkg.dir).filter((f) => f.endsWith(".go") && !f.endsWith("_test.go")).sort()) {
      readFileSync(join(pkg.dir, file), "utf8").split("\n").forEach((line, i) => {
        const match = /^\s*\/\/\s*\+(k8s:[^\s=(]+)/.exec(line);
        if (match === null || OTHER_GENERATORS.test(match[1]!) || seen.has(`${join(pkg.dir, file)}:${i + 1}`)) return;
        out.push({ where: `${pkg.path}/${file}:${i + 1}`, at: "", name: match[1]!, problem: "on no type, field or package: a comment no generator reads" });
      });
    }
  }
  return out;
}

const carried = found.filter((t) => t.problem === undefined);
process.stdout.write(`k8s.io/api tags: ${carried.length}/${found.length} carried\n`);
const counts = new Map<string, [number, number]>();
for (const tag of found) {
  const [c, n] = counts.get(tag.name) ?? [0, 0];
  counts.set(tag.name, [c + (tag.problem === undefined ? 1 : 0), n + 1]);
}
for (const [name, [c, n]] of [...counts].sort((a, b) => b[1][1] - a[1][1] || a[0].localeCompare(b[0]))) process.stdout.write(`  ${name.slice("k8s:".length)} ${c}/${n}\n`);
for (const tag of found.filter((t) => t.problem !== undefined).slice(0, verbose)) process.stdout.write(`NOT CARRIED ${tag.where} +${tag.name}: ${tag.problem}\n`);
process.exitCode = carried.length === found.length ? 0 : 1;
