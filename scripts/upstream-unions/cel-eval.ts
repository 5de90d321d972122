// Evaluates our generated CEL union rules (src/emit/cel) on a JSON object, as an API server
// evaluates x-kubernetes-validations: each rule on its node (a struct, or a field's value) when
// the node exists, with @bufbuild/cel. Used to score the rules on validation-gen's output_tests.
// On update, a node whose value equals its old value is skipped (CRD validation ratcheting),
// and `oldSelf` is the node's old value where there is one.

import { k8sUnionRules, type CelRule } from "../../src/emit/cel/k8s-union-rules.js";
import { evaluateRule } from "../../src/emit/cel/test-support.js";
import type { DefinitionTable, ElementTable, FieldTable, Tables } from "../../src/runtime/index.js";

const MAX_DEPTH = 64;

/** The messages of the rules that reject `value` (a value of definition `type`). */
export function celRejections(tables: Tables, type: string, value: unknown, old: unknown): string[] {
  const out: string[] = [];
  const stack: { def?: DefinitionTable; element?: FieldTable | ElementTable; value: unknown; old: unknown; depth: number }[] = [{ def: tables[type], value, old, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.depth > MAX_DEPTH || frame.value === undefined || frame.value === null) continue;
    if (frame.def !== undefined) {
      if (!isObj(frame.value)) continue;
      for (const union of frame.def.k8sUnions ?? []) evaluate(k8sUnionRules(union, frame.def.fields), frame.value, frame.old, out);
      for (const [name, field] of Object.entries(frame.def.fields)) {
        const old = isObj(frame.old) ? frame.old[name] : undefined;
        stack.push({ element: field, value: frame.value[name], old, depth: frame.depth + 1 });
      }
      continue;
    }
    const element = frame.element!;
    for (const union of (element as FieldTable).k8sUnions ?? []) {
      const memberDef = element.ref !== undefined ? tables[element.ref] : undefined;
      evaluate(k8sUnionRules(union, memberDef?.fields ?? {}), frame.value, frame.old, out);
    }
    if (element.ref !== undefined) stack.push({ def: tables[element.ref], value: frame.value, old: frame.old, depth: frame.depth + 1 });
    else if (element.items !== undefined && Array.isArray(frame.value)) {
      for (const item of frame.value) stack.push({ element: element.items, value: item, old: undefined, depth: frame.depth + 1 });
    } else if (element.values !== undefined && isObj(frame.value)) {
      for (const [key, item] of Object.entries(frame.value)) stack.push({ element: element.values, value: item, old: isObj(frame.old) ? frame.old[key] : undefined, depth: frame.depth + 1 });
    }
  }
  return out;
}

function evaluate(rules: readonly CelRule[], self: unknown, old: unknown, out: string[]): void {
  if (old !== undefined && old !== null && JSON.stringify(self) === JSON.stringify(old)) return; // CRD validation ratcheting
  for (const rule of rules) {
    const verdict = evaluateRule(rule, self, old === null ? undefined : old);
    if (verdict !== true) out.push(verdict);
  }
}

function isObj(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
