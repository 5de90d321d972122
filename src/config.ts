// --config FILE: one checked-in file (JSON or YAML) holding the flags of any command,
// one section per command:
//
//   generate: {inputs: ["./pkg/apis/..."], v3: api/openapi.json, published: true}
//   check:    {inputs: ["./pkg/apis/..."], format: github}
//   patch:    {spec: api/openapi-spec/swagger.json, inputs: ["./pkg/apis/..."], only: extensions}
//   controller-gen: {strict-cel-cost: true}   (its flags; controller-gen's arguments stay on the command line)
//
// Flags on the command line override the file; unknown sections or keys are errors.

import { createRequire } from "node:module";
import { resolve } from "node:path";
import { own } from "./json/dict.js";
import { isJsonObject } from "./json/json-text.js";
import { readRegularFile } from "./load/regular-file.js";
import { UsageError } from "./load/usage-error.js";

export type ConfigSection = Readonly<Record<string, unknown>>;

export const commandOptions: Readonly<Record<string, readonly string[]>> = {
  generate: ["inputs", "v2", "v3", "ts", "published", "all-types", "format", "union-format", "v3-union-rules", "union-rules-form", "inputs-only", "title", "api-version", "check", "warnings-as-errors", "parser", "kube-openapi", "cache"],
  check: ["inputs", "format", "warnings-as-errors", "all-types", "api-rule-exceptions", "parser", "kube-openapi", "cache"],
  patch: ["spec", "inputs", "check", "only", "add-all", "published", "parser", "kube-openapi", "cache"],
  "controller-gen": ["controller-tools", "version-annotation", "union-rules", "union-rules-form", "k8s-bounds", "cel-cost", "strict-cel-cost", "warnings-as-errors", "dependency-warnings", "parser", "cache"],
};

export function loadConfig(file: string, cwd: string): Readonly<Record<string, ConfigSection>> {
  let parsed: unknown;
  try {
    const read = readRegularFile(resolve(cwd, file));
    if (!read.ok) throw Object.assign(new Error("notRegular" in read ? `it is ${read.notRegular}, not a regular file` : read.error), { code: "code" in read ? read.code : undefined });
    const text = read.bytes.toString("utf8");
    // yaml is loaded only when a YAML config is read.
    parsed = /\.json$/i.test(file) ? JSON.parse(text) : (createRequire(import.meta.url)("yaml") as typeof import("yaml")).parse(text);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const reason = code === "ENOENT" ? "no such file" : code === "EACCES" ? "permission denied" : (error as Error).message.split("\n")[0];
    throw new UsageError(`cannot read config ${file}: ${reason}`);
  }
  if (!isJsonObject(parsed)) throw new UsageError(`config ${file} must hold an object with one section per command`);
  const out: Record<string, ConfigSection> = {};
  for (const [command, section] of Object.entries(parsed)) {
    const known = own(commandOptions, command);
    if (known === undefined) throw new UsageError(`config ${file}: unknown section ${JSON.stringify(command)} (expected ${Object.keys(commandOptions).join(", ")})`);
    if (!isJsonObject(section)) throw new UsageError(`config ${file}: section ${command} must be an object`);
    for (const [key, value] of Object.entries(section)) {
      if (!known.includes(kebab(key))) throw new UsageError(`config ${file}: unknown key ${command}.${key}`);
      checkConfigValue(file, `${command}.${key}`, kebab(key), value);
    }
    out[command] = Object.fromEntries(Object.entries(section).map(([k, v]) => [kebab(k), v]));
  }
  return out;
}

/** The value of --config in raw arguments (before any `--`), if any; the last one when repeated, as every flag. */
export function configFlag(argv: readonly string[]): string | undefined {
  let file: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--config" && argv[i + 1] !== undefined) file = argv[++i];
    else if (argv[i]!.startsWith("--config=")) file = argv[i]!.slice("--config=".length);
  }
  return file;
}

/** The keys whose value is true or false; `inputs` is a list of strings (or one); every other key is a string. */
const booleanKeys: ReadonlySet<string> = new Set(["published", "all-types", "check", "warnings-as-errors", "cache", "add-all", "union-rules", "k8s-bounds", "cel-cost", "strict-cel-cost", "dependency-warnings"]);

/** A value of the wrong type is a usage error here: the commands trust their arguments' types. */
function checkConfigValue(file: string, where: string, key: string, value: unknown): void {
  const problem = key === "inputs"
    ? (typeof value === "string" || (Array.isArray(value) && value.every((v) => typeof v === "string")) ? undefined : "a list of strings")
    : booleanKeys.has(key)
      ? (typeof value === "boolean" ? undefined : "true or false")
      : (typeof value === "string" ? undefined : "a string");
  if (problem !== undefined) throw new UsageError(`config ${file}: ${where} must be ${problem}, not ${describeValue(value)}`);
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (value === null) return "null";
  return typeof value === "object" ? "an object" : JSON.stringify(value);
}

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());
}

