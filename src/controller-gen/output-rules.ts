// controller-gen's output rules: `output:<rule>` (the default) and `output:<generator>:<rule>`,
// with the rules dir=DIR, artifacts:config=DIR[,code=DIR], stdout and none. Without a default
// rule each generator writes to config/<generator> (controller-gen's DirectoryPerGenerator),
// unless its own rule says otherwise; with one, every generator without its own uses it.

import type { OptionField, OptionValues } from "./option-parser.js";

export type OutputRule =
  | { readonly kind: "dir"; readonly dir: string }
  | { readonly kind: "stdout" }
  | { readonly kind: "none" };

export interface OutputRules {
  readonly default: OutputRule | undefined;
  /** By generator name; the last rule given for a generator wins, as in controller-gen. */
  readonly byGenerator: ReadonlyMap<string, OutputRule>;
}

/** Each rule's arguments, as controller-gen's option registry has them. */
export const outputRuleFields: Readonly<Record<"dir" | "none" | "stdout" | "artifacts", readonly OptionField[]>> = {
  dir: [{ name: "", type: "string", optional: false }],
  none: [],
  stdout: [],
  artifacts: [{ name: "config", type: "string", optional: false }, { name: "code", type: "string", optional: true }],
};

export type OutputRuleName = keyof typeof outputRuleFields;

/** The rule a parsed `output:…` option stands for. `artifacts` places configuration in `config` (code= places Go code, which no generator of ours writes through a rule). */
export function outputRule(name: OutputRuleName, values: OptionValues): OutputRule {
  switch (name) {
    case "dir":
      return { kind: "dir", dir: values[""] as string };
    case "artifacts":
      return { kind: "dir", dir: values.config as string };
    case "none":
      return { kind: "none" };
    case "stdout":
      return { kind: "stdout" };
  }
}

export function ruleForGenerator(rules: OutputRules, generator: string): OutputRule {
  return rules.byGenerator.get(generator) ?? rules.default ?? { kind: "dir", dir: `config/${generator}` };
}
