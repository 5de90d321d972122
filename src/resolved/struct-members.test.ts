// The resolved walk composes each struct's walk from the walks of the structs it inlines,
// done once; it must be exactly openapi-gen's walk from each struct (the one the emitter
// had, kept here as the oracle) — with cycles, clashes, members tagged inline in both eras'
// readings, unknown inlined types and chains past the nesting limit — whatever the order the
// structs are resolved in.

import test from "ava";
import type { Field, Package, TypeDecl, TypeRef, Universe } from "../model/ir.js";
import { inlinedStruct, inlines, jsonName } from "../model/fields.js";
import { structFields } from "../model/types.js";
import { maxNesting } from "../parse/syntax.js";
import { newestReading, type JsonReading } from "./reading.js";
import { resolvedStruct } from "./struct-members.js";

const pkg = "example.com/graph";
const span = { file: "graph.go", line: 1, col: 1 };

/** The walk as the OpenAPI emitter wrote it before the resolved model: kind, JSON name or Go name, via. */
function oracle(universe: Universe, root: TypeDecl, structural: boolean): string[] {
  const out: string[] = [];
  const names = new Set<string>();
  const visit = (owner: TypeDecl, visiting: Set<TypeDecl>, via?: Field): void => {
    for (const field of structFields(universe, owner)) {
      const inlined = inlinedStruct(field, universe, structural);
      if (inlined !== undefined) {
        if (visiting.has(inlined)) continue;
        if (visiting.size > maxNesting) {
          out.push(`too-deep ${owner.name}.${field.name} via ${via?.name}`);
          continue;
        }
        visiting.add(inlined);
        visit(inlined, visiting, via ?? field);
        visiting.delete(inlined);
        continue;
      }
      if (inlines(field, structural)) {
        out.push(`unresolved-inline ${owner.name}.${field.name} via ${via?.name}`);
        continue;
      }
      const name = jsonName(field);
      if (name === undefined) continue;
      out.push(`${names.has(name) ? "clash" : "property"} ${owner.name}.${field.name} ${name} via ${via?.name}`);
      names.add(name);
    }
  };
  visit(root, new Set([root]));
  return out;
}

function resolved(universe: Universe, root: TypeDecl, reading: JsonReading): string[] {
  return resolvedStruct(universe, root, reading).entries.map((e) => {
    const name = e.kind === "property" || e.kind === "clash" ? ` ${e.name}` : "";
    return `${e.kind} ${e.owner.name}.${e.field.name}${name} via ${e.via?.name}`;
  });
}

function field(name: string, embedded: boolean, type: TypeRef, json: string | undefined): Field {
  const parts = json?.split(",");
  return {
    name, embedded, type, tag: { get: (key) => (key === "json" ? json : undefined) },
    json: parts === undefined ? undefined : { name: parts[0]!, options: parts.slice(1) },
    tagSpan: undefined, doc: [], markers: [], markersAbove: [], span,
  };
}

function universeOf(structs: Map<string, Field[]>): Universe {
  const types = new Map<string, TypeDecl>();
  for (const [name, fields] of structs) {
    types.set(name, { pkg, name, isAlias: false, type: { kind: "struct", fields, span }, doc: [], markers: [], markersAbove: [], methods: [], span });
  }
  const p: Package = { path: pkg, name: "graph", dir: "graph", isInput: true, inDependencyModule: false, docMarkers: [], clauseMarkers: [], freeMarkers: [], types, consts: [] };
  return { packages: new Map([[pkg, p]]) };
}

/** A small deterministic generator (mulberry32), so that a failure names its seed. */
function random(seed: number): (n: number) => number {
  let a = seed;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const inlineTags = ["", ",inline", ",omitempty", "x,inline", undefined];

function randomGraph(seed: number): Universe {
  const pick = random(seed);
  const count = 2 + pick(7);
  const structs = new Map<string, Field[]>();
  for (let i = 0; i < count; i++) {
    const fields: Field[] = [];
    for (let j = 0, n = 1 + pick(5); j < n; j++) {
      const roll = pick(10);
      if (roll < 4) fields.push(field(`F${j}`, false, { kind: "builtin", name: "string", span }, ["a", "b", "c", "-", "", "a,omitempty"][pick(6)]));
      else if (roll < 9) {
        const target = `S${pick(count)}`;
        const pointer = pick(3) === 0;
        const named: TypeRef = { kind: "named", pkg, name: target, span };
        fields.push(field(target, pick(4) !== 0, pointer ? { kind: "pointer", elem: named, span } : named, inlineTags[pick(inlineTags.length)]));
      } else fields.push(field("Gone", true, { kind: "named", pkg, name: "Gone", span }, ""));
    }
    structs.set(`S${i}`, fields);
  }
  return universeOf(structs);
}

for (const structural of [true, false]) {
  test(`random struct graphs, ${structural ? "newest" : "older"} reading: the walk openapi-gen does from every struct`, (t) => {
    const reading = { ...newestReading, structural };
    for (let seed = 1; seed <= 400; seed++) {
      const universe = randomGraph(seed);
      const decls = [...universe.packages.get(pkg)!.types.values()];
      // Resolve in an order of its own, so that walks are reused from every side.
      const order = decls.map((d, i) => [random(seed * 31 + i)(1000), d] as const).sort((a, b) => a[0] - b[0]).map(([, d]) => d);
      for (const decl of order) {
        const want = oracle(universe, decl, structural);
        const got = resolved(universe, decl, reading);
        if (JSON.stringify(got) !== JSON.stringify(want)) return void t.deepEqual(got, want, `seed ${seed}, ${decl.name}`);
      }
    }
    t.pass();
  });
}

function chain(length: number, cyclic: boolean): Universe {
  const structs = new Map<string, Field[]>();
  for (let i = 0; i < length; i++) {
    const fields = [field(`F${i}`, false, { kind: "builtin", name: "string", span }, `f${i}`)];
    const next = cyclic ? (i + 1) % length : i + 1;
    if (next < length) fields.push(field(`S${next}`, true, { kind: "named", pkg, name: `S${next}`, span }, ""));
    structs.set(`S${i}`, fields);
  }
  return universeOf(structs);
}

for (const cyclic of [false, true]) {
  test(`a ${cyclic ? "cycle" : "chain"} of inlined structs past the nesting limit, resolved from its middle first`, (t) => {
    const universe = chain(maxNesting + 8, cyclic);
    for (const name of ["S50", "S0", "S107", "S3"]) {
      const decl = universe.packages.get(pkg)!.types.get(name)!;
      t.deepEqual(resolved(universe, decl, newestReading), oracle(universe, decl, true), name);
    }
    const first = resolved(universe, universe.packages.get(pkg)!.types.get("S0")!, newestReading);
    t.is(first.filter((e) => e.startsWith("too-deep")).length, 1);
  });
}
