// A date-time field's timestamp keeps the offset it was written with, as cel-go's does
// (the first case's line as apiserver-oracle gives it, rule by rule).

import test from "ava";
import type { SchemaTable } from "../../tables.js";
import { NONE, validateRulesWithBudget } from "../validate.js";

const schema: SchemaTable = {
  type: "object",
  properties: { at: { type: "string", format: "date-time" } },
  "x-kubernetes-validations": [{ rule: "false", messageExpression: "string(self.at) + ' ' + string(self.at.getHours()) + ':' + string(self.at.getMinutes()) + ' day ' + string(self.at.getDayOfMonth()) + ' utc ' + string(self.at.getHours('UTC'))" }],
};
const message = (at: string): string[] => validateRulesWithBudget({}, schema, { at }, NONE, false, 100000).errors.map(String);

test("string() of a date-time keeps its offset (Go's RFC3339Nano), the getters read UTC (as apiserver-oracle answers)", (t) => {
  t.deepEqual(message("2030-01-01T01:15:00.250-05:30"), ["<nil>: Invalid value: 2030-01-01T01:15:00.25-05:30 6:45 day 0 utc 6"]);
  t.deepEqual(message("2030-01-01T01:15:00+00:00"), ["<nil>: Invalid value: 2030-01-01T01:15:00Z 1:15 day 0 utc 1"]);
  t.deepEqual(message("2029-12-31T23:59:59.000000001Z"), ["<nil>: Invalid value: 2029-12-31T23:59:59.000000001Z 23:59 day 30 utc 23"]);
});
