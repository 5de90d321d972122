// Keys that name Object.prototype members (`__proto__`, `constructor`, `toString`,
// `hasOwnProperty`) are ordinary keys everywhere in the runtime: as object keys, merge key
// values, scalar list items, directive targets and definition names. Documents come from
// JSON.parse (which makes `__proto__` an own key) and results are compared as JSON text.

import test from "ava";
import {
  TablesError, applyStrategicMergePatch, createTwoWayMergePatch, normalizeUnions, validateUnions, type Tables,
} from "./index.js";
import { POD_TABLES, UNION_TABLES } from "./test-support.js";

const parse = (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>;
const apply = (original: string, patch: string): string => JSON.stringify(applyStrategicMergePatch(POD_TABLES, "Pod", parse(original), parse(patch)));

test("map keys named like prototype members are set, merged and deleted as keys", (t) => {
  const result = apply(
    '{"metadata":{"labels":{"constructor":"a","toString":"b","valueOf":"c"}}}',
    '{"metadata":{"labels":{"__proto__":"x","toString":null,"hasOwnProperty":"y","constructor":"z"}}}',
  );
  t.is(result, '{"metadata":{"labels":{"constructor":"z","valueOf":"c","__proto__":"x","hasOwnProperty":"y"}}}');
});

test("a patch key __proto__ for a field the live object lacks is a new key, not a prototype", (t) => {
  const result = applyStrategicMergePatch(POD_TABLES, "Pod", {}, parse('{"spec":{"raw":{"__proto__":{"polluted":true}}}}'));
  t.is(JSON.stringify(result), '{"spec":{"raw":{"__proto__":{"polluted":true}}}}');
  t.is(Object.getPrototypeOf((result["spec"] as Record<string, Record<string, unknown>>)["raw"]), Object.prototype);
  t.is(({} as Record<string, unknown>)["polluted"], undefined);
});

test("merge key values named like prototype members select, merge, append and delete items", (t) => {
  const result = apply(
    '{"spec":{"containers":[{"name":"constructor","image":"a"},{"name":"toString","image":"b"},{"name":"valueOf","image":"c"}]}}',
    '{"spec":{"containers":[{"name":"__proto__","image":"p"},{"name":"constructor","image":"c2"},{"name":"toString","$patch":"delete"}]}}',
  );
  t.is(result, '{"spec":{"containers":[{"name":"__proto__","image":"p"},{"name":"constructor","image":"c2"},{"name":"valueOf","image":"c"}]}}');
});

test("scalar merge lists and $deleteFromPrimitiveList with prototype member names", (t) => {
  const result = apply(
    '{"metadata":{"finalizers":["constructor","toString","hasOwnProperty"]}}',
    '{"metadata":{"finalizers":["__proto__","constructor"],"$deleteFromPrimitiveList/finalizers":["toString"]}}',
  );
  t.is(result, '{"metadata":{"finalizers":["__proto__","constructor","hasOwnProperty"]}}');
});

test("$setElementOrder with prototype member names", (t) => {
  const result = apply(
    '{"spec":{"containers":[{"name":"constructor"},{"name":"__proto__"},{"name":"toString"}]}}',
    '{"spec":{"$setElementOrder/containers":[{"name":"toString"},{"name":"__proto__"},{"name":"constructor"}]}}',
  );
  t.is(result, '{"spec":{"containers":[{"name":"toString"},{"name":"__proto__"},{"name":"constructor"}]}}');
});

test("two-way patches name prototype-member keys and round-trip", (t) => {
  const original = parse('{"metadata":{"labels":{"constructor":"a","toString":"b"},"finalizers":["valueOf"]},"spec":{"containers":[{"name":"toString","image":"x"}]}}');
  const modified = parse('{"metadata":{"labels":{"toString":"b","__proto__":"p"},"finalizers":["__proto__"]},"spec":{"containers":[{"name":"__proto__","image":"y"}]}}');
  const patch = createTwoWayMergePatch(POD_TABLES, "Pod", original, modified);
  t.is(JSON.stringify(patch), '{"metadata":{"labels":{"__proto__":"p","constructor":null},"finalizers":["__proto__"],"$deleteFromPrimitiveList/finalizers":["valueOf"],"$setElementOrder/finalizers":["__proto__"]},"spec":{"containers":[{"name":"__proto__","image":"y"},{"$patch":"delete","name":"toString"}],"$setElementOrder/containers":[{"name":"__proto__"}]}}');
  t.is(JSON.stringify(applyStrategicMergePatch(POD_TABLES, "Pod", original, patch)), JSON.stringify(modified));
});

test("unions inside maps keyed by prototype member names are normalized and validated", (t) => {
  const old = parse('{"spec":{"byName":{"__proto__":{"type":"RollingUpdate","rollingUpdate":{"maxSurge":1}}}}}');
  const next = parse('{"spec":{"byName":{"__proto__":{"type":"Recreate","rollingUpdate":{"maxSurge":1}},"constructor":{"type":"Nope"}}}}');
  const { value, errors } = normalizeUnions(UNION_TABLES, "Deployment", old, next);
  t.is(JSON.stringify(value), '{"spec":{"byName":{"__proto__":{"type":"Recreate"},"constructor":{"type":"Nope"}}}}');
  t.deepEqual(errors.map((e) => [e.code, e.path]), [["union.unknownDiscriminatorValue", "spec.byName[constructor].type"]]);
  t.deepEqual(validateUnions(UNION_TABLES, "Deployment", value).map((e) => [e.code, e.path]),
    [["union.unknownDiscriminatorValue", "spec.byName[constructor].type"]]);
});

test("definition names are looked up as own keys: __proto__ is a definition, constructor is not", (t) => {
  const tables = JSON.parse('{"__proto__":{"fields":{"a":{"kind":"string"}},"unions":[]}}') as Tables;
  t.deepEqual(applyStrategicMergePatch(tables, "__proto__", {}, { a: "x" }), { a: "x" });
  const error = t.throws(() => applyStrategicMergePatch(tables, "constructor", {}, {}), { instanceOf: TablesError });
  t.is(error?.code, "tables.unknownDefinition");
});
