// string.format's `%e` as the API server prints it (cel-go's en-US x/text printer), through a
// rule's messageExpression.

import test from "ava";
import type { Tables } from "../../tables.js";
import { deepFreeze } from "../../test-support.js";
import { validateCustomResourceWithRules } from "../index.js";

const tables = deepFreeze({
  Gauge: {
    fields: {},
    unions: [],
    schema: {
      type: "object",
      properties: {
        spec: {
          type: "object",
          properties: { reading: { type: "number" } },
          "x-kubernetes-validations": [{ rule: "false", messageExpression: "'[%e] [%.2e] [%.16e] [%e] [%e] [%e %s %%]'.format([self.reading, 1234567.0, -0.00015, 'Infinity', -1e300 * 1e300, 0.0, 'x'])" }],
        },
      },
    },
  },
}) as unknown as Tables;

test("%e: six fraction digits, ×10 and two superscript digits at least, the clause's number a width to pad to on the left (infinities too)", (t) => {
  const object = { apiVersion: "g/v1", kind: "Gauge", metadata: { name: "g" }, spec: { reading: 271.828 } };
  t.deepEqual(validateCustomResourceWithRules(tables, "Gauge", object).map(String), [
    "spec: Invalid value: [2.718280×10⁰²] [1.234567×10⁰⁶] [ -1.500000×10⁻⁰⁴] [     ∞] [    -∞] [0.000000×10⁰⁰ x %]",
  ]);
});

test("%e: a value exactly halfway goes to the even last digit, as Go's strconv rounds", (t) => {
  const halves = deepFreeze({
    Half: { fields: {}, unions: [], schema: { type: "object", properties: { spec: { type: "object", "x-kubernetes-validations": [{ rule: "false", messageExpression: "'%e %e %e %e'.format([1234566.5, 1234567.5, -1234566.5, 0.125])" }] } } } },
  }) as unknown as Tables;
  t.deepEqual(validateCustomResourceWithRules(halves, "Half", { apiVersion: "g/v1", kind: "Half", metadata: { name: "h" }, spec: {} }).map(String), [
    "spec: Invalid value: 1.234566×10⁰⁶ 1.234568×10⁰⁶ -1.234566×10⁰⁶ 1.250000×10⁻⁰¹",
  ]);
});
