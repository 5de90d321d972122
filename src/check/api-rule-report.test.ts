// The API rule report against openapi-gen's own: testdata/check/api-rules/openapi-gen.report
// is what openapi-gen (kube-openapi d427ff9) wrote for that fixture (its module path
// renamed), and the report must be byte-identical; openapi-gen-2023.report and
// openapi-gen-2025.report are what it wrote with the rules of those eras (the rule files of
// kube-openapi 778a556^ and 0d9316e built into it). Then the exceptions file format.

import test from "ava";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPackages } from "../load/load.js";
import { buildUniverse } from "../model/build.js";
import { eraOfVersion, newestEra } from "../era/openapi-gen.js";
import { applyApiRuleExceptions, parseApiRuleExceptions } from "./api-rule-exceptions.js";
import { apiRuleViolations, renderApiRuleReport } from "./api-rule-report.js";
import { namesMatch } from "./rules/api-names-match.js";

const caseDir = fileURLToPath(new URL("../../../testdata/check/api-rules/", import.meta.url));

function fixtureViolations(version = "latest") {
  // No environment: GOFLAGS=-mod=vendor, say, would leave the stand-in meta/v1 unresolved.
  const loaded = loadPackages(["input/widgets/..."], caseDir, { allPackages: true, env: {} });
  return apiRuleViolations(buildUniverse(loaded.packages), eraOfVersion(version) ?? newestEra);
}

test("the report is openapi-gen's, byte for byte", (t) => {
  t.is(renderApiRuleReport(fixtureViolations()), readFileSync(join(caseDir, "openapi-gen.report"), "utf8"));
});

for (const [era, version] of [["2023", "v0.0.0-20231101000000-0123456789ab"], ["2025", "v0.0.0-20250601000000-0123456789ab"]]) {
  test(`the report of openapi-gen of ${era}, byte for byte`, (t) => {
    t.is(renderApiRuleReport(fixtureViolations(version)), readFileSync(join(caseDir, `openapi-gen-${era}.report`), "utf8"));
  });
}

test("no violation, an empty report", (t) => {
  t.is(renderApiRuleReport([]), "");
});

test("before kube-openapi #531 there are no streaming rules", (t) => {
  const rules = new Set(fixtureViolations("v0.0.0-20250318190948-0123456789ab").map((v) => v.rule));
  t.deepEqual([...rules].sort(), ["list_type_missing", "names_match", "omitempty_match_case"]);
});

test("namesMatch: kube-openapi's table", (t) => {
  const cases: [string, string, boolean][] = [
    ["PodSpec", "podSpec", true], ["PodSpec", "PodSpec", false], ["podSpec", "podSpec", false],
    ["PodSpec", "spec", false], ["Spec", "podSpec", false], ["JSONSpec", "jsonSpec", true],
    ["JSONSpec", "jsonspec", false], ["HTTPJSONSpec", "httpJSONSpec", true], ["HTTPJSONSpec", "httpjsonSpec", true],
    ["URL", "url", true], ["IPs", "ips", false], ["IPs", "iPs", true], ["Pod_Spec", "pod_Spec", false],
    ["Ünit", "ünit", false],
  ];
  for (const [goName, jsonName, want] of cases) t.is(namesMatch(goName, jsonName), want, `${goName} ${jsonName}`);
});

test("exceptions: the report's lines, comments and blank lines; malformed lines are reported", (t) => {
  const text = "# known\n\nAPI rule violation: names_match,example.com/a,T,F\r\nAPI rule violation: names_match,example.com/a,T,\nnames_match,example.com/a,T,F\n";
  const parsed = parseApiRuleExceptions(text, "list");
  t.deepEqual([...parsed.lines.keys()], ["API rule violation: names_match,example.com/a,T,F", "API rule violation: names_match,example.com/a,T,"]);
  t.deepEqual(parsed.diagnostics.map((d) => [d.code, d.span.line]), [["OM3077", 5]]);
});

test("exceptions: what they list is kept out, what no longer occurs is stale", (t) => {
  const violations = fixtureViolations();
  const listed = `${renderApiRuleReport(violations.slice(1))}API rule violation: names_match,example.com/gone,T,F\n`;
  const { kept, stale } = applyApiRuleExceptions(violations, parseApiRuleExceptions(listed, "list"));
  t.deepEqual(kept, [violations[0]]);
  t.deepEqual(stale.map((d) => [d.code, d.span.line]), [["OM3078", violations.length]]);
});
