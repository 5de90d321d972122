// The resolved structs of a package: computed once, and stored and read back as plain JSON
// exactly (what a per-package cache relies on), hostile entries refused.

import test from "ava";
import { fileURLToPath } from "node:url";
import { loadPackages } from "../load/load.js";
import { buildUniverse } from "../model/build.js";
import { lookupType, type Universe } from "../model/ir.js";
import { newestReading, openapiGenReading } from "./reading.js";
import { plainPackage, revivedStruct } from "./serial.js";
import { resolvedStruct } from "./struct-members.js";
import { eraOfVersion } from "../era/openapi-gen.js";

const caseDir = fileURLToPath(new URL("../../../testdata/resolved/older-era/", import.meta.url));
const pkg = "example.com/resolved/apis/v1";
const olderReading = openapiGenReading(eraOfVersion("v0.0.0-20260414162038-000000000000")!);

function universe(): Universe {
  const loaded = loadPackages(["input/..."], caseDir, { allPackages: true, env: {} });
  return buildUniverse(loaded.packages);
}

test("a struct is resolved once per reading", (t) => {
  const u = universe();
  const widget = lookupType(u, pkg, "Widget")!;
  t.is(resolvedStruct(u, widget, newestReading), resolvedStruct(u, widget, { ...newestReading }));
  t.not(resolvedStruct(u, widget, newestReading), resolvedStruct(u, widget, olderReading));
});

test("the readings differ where the era reads tags differently", (t) => {
  const u = universe();
  const names = (reading: typeof newestReading, type: string) => [...resolvedStruct(u, lookupType(u, pkg, type)!, reading).properties.keys()];
  t.deepEqual(names(newestReading, "Widget"), ["owner", "spec", "items", "others"]);
  t.deepEqual(names(olderReading, "Widget"), ["Labels", "replicas", "mode", "fixed", "items", "others"]);
  t.deepEqual(names(newestReading, "Item"), ["name", "port", "omitemptyKey"]);
  t.deepEqual(names(olderReading, "Item"), ["port", "omitemptyKey"]);
  const key = (reading: typeof newestReading) => resolvedStruct(u, lookupType(u, pkg, "Item")!, reading).properties.get("omitemptyKey")!.optional;
  t.deepEqual([key(newestReading), key(olderReading)], [false, true]);
});

test("a package's plain form names fields by their declaring struct and index", (t) => {
  const plain = plainPackage(universe(), pkg, olderReading);
  t.is(plain.reading, "s0o0r1");
  t.deepEqual(Object.keys(plain.structs), ["Labels", "Meta", "Spec", "Item", "Widget"]);
  t.deepEqual(plain.structs.Widget, [
    { kind: "property", field: { pkg, type: "Widget", index: 0 }, name: "Labels", omitEmpty: false, optional: false, optionalAndRequired: false },
    { kind: "property", field: { pkg, type: "Spec", index: 0 }, via: 1, name: "replicas", omitEmpty: false, optional: false, optionalAndRequired: false },
    { kind: "property", field: { pkg, type: "Spec", index: 1 }, via: 1, name: "mode", omitEmpty: true, optional: true, optionalAndRequired: false },
    { kind: "property", field: { pkg, type: "Spec", index: 2 }, via: 1, name: "fixed", omitEmpty: true, optional: true, optionalAndRequired: false },
    { kind: "property", field: { pkg, type: "Widget", index: 2 }, name: "items", omitEmpty: false, optional: false, optionalAndRequired: false },
    { kind: "property", field: { pkg, type: "Widget", index: 3 }, name: "others", omitEmpty: true, optional: true, optionalAndRequired: false },
  ]);
});

test("plain JSON read back is the same resolution, with the model's own fields", (t) => {
  const u = universe();
  for (const reading of [newestReading, olderReading]) {
    const plain = JSON.parse(JSON.stringify(plainPackage(u, pkg, reading))) as ReturnType<typeof plainPackage>;
    for (const [name, entries] of Object.entries(plain.structs)) {
      const decl = lookupType(u, pkg, name)!;
      const revived = revivedStruct(u, decl, entries)!;
      const original = resolvedStruct(u, decl, reading);
      t.deepEqual(revived, original, name);
      t.true(revived.entries.every((entry, i) => entry.field === original.entries[i]!.field && entry.owner === original.entries[i]!.owner), name);
    }
  }
});

test("malformed or stale entries are refused, not trusted", (t) => {
  const u = universe();
  const widget = lookupType(u, pkg, "Widget")!;
  const good = { kind: "property", field: { pkg, type: "Widget", index: 2 }, name: "items", omitEmpty: false, optional: false, optionalAndRequired: false };
  t.truthy(revivedStruct(u, widget, [good]));
  for (const bad of [
    "items",
    [null],
    [{ ...good, kind: "constructor" }],
    [{ ...good, field: { pkg, type: "Widget", index: 9 } }],
    [{ ...good, field: { pkg, type: "Gone", index: 0 } }],
    [{ ...good, field: { pkg: "example.com/elsewhere", type: "Widget", index: 0 } }],
    [{ ...good, field: { pkg, type: "Widget", index: "0" } }],
    [{ ...good, via: 7 }],
    [{ ...good, optional: "yes" }],
    [{ ...good, name: undefined }],
    [good, good],
  ]) {
    t.is(revivedStruct(u, widget, bad), undefined, JSON.stringify(bad));
  }
});
