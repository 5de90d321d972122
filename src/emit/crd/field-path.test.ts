// A rule's fieldPath, resolved as the API server resolves it when a CRD is created.

import test from "ava";
import { fieldPathProblem } from "./field-path.js";
import type { SchemaNode } from "./field-path.js";

const node: SchemaNode = {
  type: "object",
  properties: {
    name: { type: "string" },
    "a.b": { type: "string" },
    labels: { type: "object", additionalProperties: { type: "string" } },
    spec: { type: "object", properties: { port: { type: "integer" } } },
    ports: { type: "array", items: { type: "object", properties: { port: { type: "integer" } } } },
  },
};

test("paths that resolve: properties, quoted names, a map's keys", (t) => {
  for (const path of [".name", ".spec.port", "['a.b']", ".labels.anything", ".labels['x.y']", "['spec']['port']", ".ports"]) t.is(fieldPathProblem(node, path), undefined, path);
});

test("paths the API server refuses, with its reasons", (t) => {
  const cases: [string, string][] = [
    [".nmae", "does not refer to a valid field"],
    [".spec.port.x", "does not refer to a valid field"],
    [".ports.port", "does not refer to a valid field"],
    ["name", "expected [ or . but got: name"],
    [".", "unexpected end of JSON path"],
    ["[name]", "expected single quoted string but got name"],
    ["['name'", "unexpected end of JSON path"],
    ["['na\\qme']", "invalid string literal"],
    ["  ", "must be non-empty if specified"],
    [".na\nme", "must not contain line breaks"],
  ];
  for (const [path, problem] of cases) t.is(fieldPathProblem(node, path), problem, path);
});

test("on the string the rule sits on, no path resolves (controller-gen writes what the server refuses)", (t) => {
  t.is(fieldPathProblem({ type: "string" }, ".name"), "does not refer to a valid field");
});
