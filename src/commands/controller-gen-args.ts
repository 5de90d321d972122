// controller-gen's command line, read as controller-gen reads it: every argument is a
// marker without its `+`, looked up among the generators (`crd[:opt=value,…]`), the output
// rules (`output[:<generator>]:<rule>`) and `paths=`. `paths=` accumulates when repeated;
// a generator named twice, an output rule for a generator not named, an unknown option
// and a malformed one fail with controller-gen's own message (exit 1, as controller-gen).

import { controllerGenGenerators } from "../controller-gen/generators/index.js";
import type { ControllerGenGenerator } from "../controller-gen/generator.js";
import { goQuote, parseOption, type OptionField, type OptionValues } from "../controller-gen/option-parser.js";
import { outputRule, outputRuleFields, type OutputRule, type OutputRuleName, type OutputRules } from "../controller-gen/output-rules.js";
import type { ControllerToolsEra } from "../era/controller-tools.js";
import { editDistance } from "../markers/registry.js";

export interface InvokedGenerator {
  readonly generator: ControllerGenGenerator;
  readonly options: OptionValues;
}

export interface ControllerGenArgs {
  /** Every paths= value, in order; `.` when none is given (go/packages' default). */
  readonly paths: readonly string[];
  /** In the order named: controller-gen runs them in that order (standard output too). */
  readonly generators: readonly InvokedGenerator[];
  readonly output: OutputRules;
  /** The arguments as written, each with what it is (for the commands a usage error suggests). */
  readonly written: readonly { readonly argument: string; readonly generator: string | undefined }[];
}

/** An error controller-gen itself reports about its arguments: printed as `Error: <message>`, exit 1; `hint` is ours. */
export class ControllerGenArgumentError extends Error {
  override name = "ControllerGenArgumentError";
  constructor(message: string, readonly hint?: string) {
    super(message);
  }
}

type Definition =
  | { readonly kind: "generator"; readonly generator: ControllerGenGenerator; readonly fields: readonly OptionField[] }
  | { readonly kind: "output"; readonly rule: OutputRuleName; readonly generator: string | undefined }
  | { readonly kind: "paths" };

const pathsFields: readonly OptionField[] = [{ name: "", type: "strings", optional: false }];

export function parseControllerGenArgs(args: readonly string[], era: ControllerToolsEra): ControllerGenArgs {
  const registry = optionRegistry(era);
  const generators: InvokedGenerator[] = [];
  const byGenerator = new Map<string, OutputRule>();
  const written: { argument: string; generator: string | undefined }[] = [];
  let defaultRule: OutputRule | undefined;
  const paths: string[] = [];
  for (const raw of args) {
    const argument = raw.startsWith("+") ? raw.slice(1) : raw;
    const definition = lookup(registry, argument);
    if (definition === undefined) throw new ControllerGenArgumentError(`unknown option ${goQuote(argument)}`, unknownOptionHint(argument, registry, era));
    const fields = definition.kind === "generator" ? definition.fields : definition.kind === "output" ? outputRuleFields[definition.rule] : pathsFields;
    const parsed = parseOption(fields, argument);
    if (!parsed.ok) throw new ControllerGenArgumentError(`unable to parse option ${goQuote(argument)}: [${parsed.errors.join(" ")}]`);
    switch (definition.kind) {
      case "generator":
        if (generators.some((g) => g.generator === definition.generator)) throw new ControllerGenArgumentError(`multiple instances of '${definition.generator.name}' generator specified`);
        generators.push({ generator: definition.generator, options: parsed.values });
        written.push({ argument: raw, generator: definition.generator.name });
        break;
      case "output":
        if (definition.generator === undefined) defaultRule = outputRule(definition.rule, parsed.values);
        else byGenerator.set(definition.generator, outputRule(definition.rule, parsed.values));
        written.push({ argument: raw, generator: definition.generator });
        break;
      case "paths":
        paths.push(...(parsed.values[""] as readonly string[]));
        written.push({ argument: raw, generator: undefined });
        break;
    }
  }
  for (const name of byGenerator.keys()) {
    if (!generators.some((g) => g.generator.name === name)) throw new ControllerGenArgumentError(`non-invoked generator ${goQuote(name)}`);
  }
  return { paths: paths.length > 0 ? paths : ["."], generators, output: { default: defaultRule, byGenerator }, written };
}

/** controller-gen's option registry for an era: generators (and options) newer than it are unknown to it. */
function optionRegistry(era: ControllerToolsEra | undefined): ReadonlyMap<string, Definition> {
  const registry = new Map<string, Definition>();
  const rules = Object.keys(outputRuleFields) as OutputRuleName[];
  for (const generator of controllerGenGenerators) {
    if (generator.since !== undefined && era?.olderThan(generator.since) === true) continue;
    const fields = generator.options.filter((o) => o.since === undefined || era?.olderThan(o.since) !== true);
    registry.set(generator.name, { kind: "generator", generator, fields });
    for (const rule of rules) registry.set(`output:${generator.name}:${rule}`, { kind: "output", rule, generator: generator.name });
  }
  for (const rule of rules) registry.set(`output:${rule}`, { kind: "output", rule, generator: undefined });
  registry.set("paths", { kind: "paths" });
  return registry;
}

/** A generator of a newer controller-tools, or the option names closest to an unknown one. */
function unknownOptionHint(argument: string, registry: ReadonlyMap<string, Definition>, era: ControllerToolsEra): string | undefined {
  const newer = lookup(optionRegistry(undefined), argument);
  const generator = newer?.kind === "generator" ? newer.generator : newer?.kind === "output" ? controllerGenGenerators.find((g) => g.name === newer.generator) : undefined;
  if (generator?.since !== undefined) return `the ${generator.name} generator came in controller-tools ${generator.since}; this run reproduces ${era.version} (--controller-tools, or the repository's pin)`;
  const head = argument.split("=", 1)[0]!;
  // `output:crd:artifact:config=DIR` names output:crd:artifact: the name may end at the last `:` too.
  const heads = argument.includes("=") && head.includes(":") ? [head, head.slice(0, head.lastIndexOf(":"))] : [head];
  const distance = (name: string, limit: number): number => Math.min(...heads.map((h) => editDistance(h, name, limit)));
  const limit = Math.max(1, Math.floor(head.length / 4));
  const close = [...registry.keys()].map((name) => [distance(name, limit), name] as const).filter(([d]) => d <= limit).sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1));
  const best = close.filter(([d]) => d === close[0]?.[0]).slice(0, 3);
  return best.length === 0 ? undefined : `did you mean ${best.map(([, name]) => name).join(", ")}?`;
}

/**
 * controller-tools' lookup: the text up to the first `=` names the option; when it does
 * not, that text without its last `:part` does (`crd:maxDescLen=0` is crd with maxDescLen).
 */
function lookup(registry: ReadonlyMap<string, Definition>, argument: string): Definition | undefined {
  const eq = argument.indexOf("=");
  if (eq === -1) return registry.get(argument);
  const head = argument.slice(0, eq);
  const colon = head.lastIndexOf(":");
  return registry.get(head) ?? (colon === -1 ? undefined : registry.get(head.slice(0, colon)));
}
