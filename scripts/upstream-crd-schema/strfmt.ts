// kube-openapi's strfmt tests: every sample a test calls valid or invalid for a format,
// checked with the runtime's format checks (src/runtime/crd/formats.ts). Read by running
// each test function's statements with the Go-subset evaluator: testStringFormat[WithRegistry]
// (its `with` value and its valid samples valid, its invalid samples invalid), testValid,
// testInvalid, `v := IsX("…")` followed by assert.True/False(t, v), and TestDate_IsDate's
// table. A generated UUID (uuid.NewMD5/NewSHA1/NewRandom) stands in as a fixed UUID of its
// version. Formats apiextensions does not keep are out of scope.

import { Buffer } from "node:buffer";
import { hasFormat } from "../../src/runtime/crd/formats.js";
import { effectiveFormat } from "../../src/runtime/crd/formats.js";
import { Evaluator, type GoValue } from "../upstream-unions/go-eval.js";
import { GoParser } from "../upstream-unions/go-syntax.js";
import { NEGATIVE, type Verdict } from "./apiextensions.js";

const DIR = "pkg/validation/strfmt";
const CHECKERS: Readonly<Record<string, string>> = { IsDate: "date", IsDateTime: "date-time", IsDuration: "duration", IsHostname: "hostname", IsEmail: "email", IsUUID: "uuid", IsBSONObjectID: "bsonobjectid", IsShortName: "k8s-short-name", IsLongName: "k8s-long-name" };
const UUIDS: Readonly<Record<string, string>> = { NewMD5: "6fa459ea-ee8a-3ca4-894e-db77e160355e", NewSHA1: "886313e1-3b8a-5372-9b90-0c9aee199e5d", NewRandom: "16fd2706-8baf-433b-82eb-8c7fada847da" };

const SAMPLE_CALL = /"(testStringFormat|testStringFormatWithRegistry|testValid|testInvalid|IsDate|IsDateTime|IsDuration|IsHostname|IsEmail|IsUUID|IsBSONObjectID|IsShortName|IsLongName)"/;

interface Sample { readonly format: string; readonly text: string; readonly valid: boolean; readonly where: string }

function strings(v: GoValue | undefined): string[] {
  if (v === undefined || v === null) return [];
  if (typeof v === "string") return [v];
  if (typeof v === "object" && v.k === "slice") return v.items.flatMap((i) => strings(i));
  throw new Error("not a string list");
}

function natives(samples: Sample[], where: () => string) {
  return (receiver: GoValue | undefined, name: string, args: GoValue[]): GoValue | undefined => {
    const add = (format: GoValue | undefined, list: GoValue | undefined, valid: boolean): void => {
      for (const text of strings(list)) samples.push({ format: String(format), text, valid, where: where() });
    };
    if (receiver === undefined) {
      if (name === "testStringFormat" || name === "testStringFormatWithRegistry") {
        const [format, withValue, valid, invalid] = name === "testStringFormat" ? args.slice(2) : args.slice(3);
        add(format, withValue, true);
        add(format, valid, true);
        add(format, invalid, false);
        return null;
      }
      if (name === "testValid" || name === "testInvalid") {
        add(args[1], args[2], name === "testValid");
        return null;
      }
      if (name === "append") return { k: "slice", type: undefined, items: args.flatMap((a) => (a !== null && typeof a === "object" && a.k === "slice" ? a.items : [a])) };
      if (name === "neg") return -Number(args[0]);
      if (name === "strings.Repeat") return String(args[0]).repeat(Number(args[1]));
      if (name === "strings.Join") return strings(args[0]).join(String(args[1]));
      if (name === "b64url") return Buffer.from(strings(args[0]).join(""), "utf8").toString("base64url");
      if (name.startsWith("uuid.")) return { k: "native", value: UUIDS[name.slice(5)] ?? (args[0] !== null && typeof args[0] === "object" && args[0].k === "native" ? args[0].value : undefined) };
      if (CHECKERS[name] !== undefined) return { k: "native", value: { format: CHECKERS[name], text: args[0] } };
      if (name === "assert.True" || name === "assert.False" || name === "require.True" || name === "require.False") {
        const check = args[1] !== null && typeof args[1] === "object" && args[1].k === "native" ? (args[1].value as { format?: string; text?: GoValue }) : undefined;
        if (check?.format !== undefined) add(check.format, check.text, name.endsWith("True"));
        return null;
      }
      // a conversion to one of strfmt's string types (URI("…")) or []byte("…"): the string
      if (/^[A-Z][A-Za-z0-9]*$/.test(name) && args.length === 1 && typeof args[0] === "string") return args[0];
      if (name.startsWith("assert.") || name.startsWith("require.") || name.startsWith("t.")) return null;
    } else if (name === "String" && receiver !== null && typeof receiver === "object" && receiver.k === "native" && typeof receiver.value === "string") return receiver.value;
    return undefined;
  };
}

/** Package-level `var name = []string{…}` lists, evaluated. */
function packageLists(text: string, ev: Evaluator): void {
  for (const m of text.matchAll(/^var (\w+) = (\[\]string\{[\s\S]*?\n\})/gm)) ev.env.set(m[1]!, ev.eval(GoParser.of(m[2]!).expr()));
}

/** Our Go subset lacks `x...` spreads, typed consts and `[]byte(…)`: rewritten to what it has. */
function simplified(text: string): string {
  return text.replace(/\.\.\.\)/g, ")").replace(/const (\w+) string = /g, "$1 := ").replace(/\[\]byte\(/g, "string(").replace(/base64\.URLEncoding\.EncodeToString\(/g, "b64url(").replace(/interface\{\}/g, "any").replace(NEGATIVE, "neg($1)");
}

function samplesOf(file: string, original: string): { samples: Sample[]; unreadable: Verdict[] } {
  const text = simplified(original);
  const samples: Sample[] = [];
  const unreadable: Verdict[] = [];
  let current = "";
  let parsed: ReturnType<GoParser["file"]>;
  try {
    parsed = GoParser.of(text).file();
  } catch (error) {
    return { samples, unreadable: [{ name: file, outcome: "unreadable", detail: (error as Error).message }] };
  }
  for (const [fn, body] of parsed.funcs) {
    if (!fn.startsWith("Test")) continue;
    current = `${file} ${fn}`;
    // a fresh scope per test function, with the package's lists and the registry's name
    const ev = new Evaluator({ types: parsed.types, consts: new Map() }, natives(samples, () => current));
    packageLists(text, ev);
    ev.env.set("t", null);
    ev.env.set("Default", null);
    // statement by statement: one that would give samples and cannot be read is reported
    for (const stmt of body) {
      ev.run([stmt], (error) => {
        if (SAMPLE_CALL.test(JSON.stringify(stmt))) unreadable.push({ name: current, outcome: "unreadable", detail: error.message });
      });
    }
  }
  // TestDate_IsDate's table: {"value", valid} rows, judged by IsDate in a loop (loops are not run)
  const dateTable = /func TestDate_IsDate[\s\S]*?\n\}/.exec(text)?.[0] ?? "";
  for (const m of dateTable.matchAll(/\{"([^"]*)", (true|false)\}/g)) samples.push({ format: "date", text: m[1]!, valid: m[2] === "true", where: `${file} TestDate_IsDate` });
  return { samples, unreadable };
}

export function runStrfmtTests(show: (path: string) => string, list: (dir: string) => string[]): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const file of list(DIR).filter((f) => f.endsWith("_test.go"))) {
    const { samples, unreadable } = samplesOf(file, show(`${DIR}/${file}`));
    verdicts.push(...unreadable);
    for (const s of samples) {
      const name = `${s.where}: ${s.format} ${JSON.stringify(s.text)} ${s.valid ? "valid" : "invalid"}`;
      if (effectiveFormat({ type: "string", format: s.format }) === "") verdicts.push({ name, outcome: "out-of-scope", detail: `format ${s.format} is not one apiextensions keeps` });
      else verdicts.push(hasFormat(s.format, s.text) === s.valid ? { name, outcome: "pass" } : { name, outcome: "fail", detail: "" });
    }
  }
  return verdicts;
}
