// Which flavour a spec file has: raw (what openapi-gen writes) or published.

import test from "ava";
import { detectFlavour } from "./flavour.js";

test("an enum anywhere in a definition's schemas makes a file raw", (t) => {
  t.is(detectFlavour({ A: { properties: { p: { items: { enum: ["x"], type: "string" }, type: "array" } } } }, "v3"), "raw");
  t.is(detectFlavour({ A: { allOf: [{ additionalProperties: { enum: ["x"] } }] } }, "v2"), "raw");
});

test("the enum values text makes a file raw, even without the enum (json:\",string\" fields)", (t) => {
  t.is(detectFlavour({ A: { properties: { p: { description: "Possible enum values:\n - `\"x\"`" } } } }, "v3"), "raw");
});

test("a default is raw in v2 only: published v3 keeps defaults", (t) => {
  const defs = { A: { properties: { p: { default: 3, type: "integer" } } } };
  t.is(detectFlavour(defs, "v2"), "raw");
  t.is(detectFlavour(defs, "v3"), "published");
});

test("a property named enum or default is no keyword; an empty enum proves nothing", (t) => {
  t.is(detectFlavour({ A: { properties: { enum: { type: "string" }, default: { type: "string" } } } }, "v2"), "published");
  t.is(detectFlavour({ A: { enum: [], type: "string" } }, "v2"), "published");
  t.is(detectFlavour({}, "v2"), "published");
});
