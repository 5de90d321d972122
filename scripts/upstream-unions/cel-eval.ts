// Evaluates our generated union rules (src/emit/cel) on a JSON object, as an API server
// evaluates a CRD's schema: each union on its node (a struct, or a field's value) when the node
// exists. The CEL form with @bufbuild/cel; the structural form (--union-rules-form=structural:
// oneOf/anyOf, or CEL for a union it cannot express) with Ajv for JSON Schema draft 4, the
// draft OpenAPI 3.0 validation follows. Used to score the rules on validation-gen's
// output_tests. On update, a node whose value equals its old value is skipped (CRD validation
// ratcheting), and `oldSelf` is the node's old value where there is one.

import ajvDraft04 from "ajv-draft-04";
import type { ValidateFunction } from "ajv-draft-04";
import { k8sUnionRules, type CelRule } from "../../src/emit/cel/k8s-union-rules.js";
import { k8sStructural } from "../../src/emit/cel/union-validations.js";
import { kepUnionRules } from "../../src/emit/cel/kep-union-rules.js";
import { kepStructural } from "../../src/emit/cel/structural.js";
import { evaluateRule } from "../../src/emit/cel/test-support.js";
import type { DefinitionTable, ElementTable, FieldTable, K8sUnionTable, Tables } from "../../src/runtime/index.js";

const MAX_DEPTH = 64;

/** What a form says of one union on one node: the messages of its rejections. */
type Judge = (union: K8sUnionTable, fields: Readonly<Record<string, FieldTable>>, self: unknown, old: unknown) => string[];

const celJudge: Judge = (union, fields, self, old) => evaluate(k8sUnionRules(union, fields), self, old);

// A CommonJS module: its class is the default export's `default` under Node's ESM interop.
const ajv = new ajvDraft04.default({ strict: false });
const compiled = new Map<string, ValidateFunction>();

/** Draft 4 JSON Schema validation of the union's structural schema; CEL where there is none. */
export const structuralJudge: Judge = (union, fields, self, old) => {
  const schema = k8sStructural(union, fields);
  if (typeof schema === "string") return celJudge(union, fields, self, old);
  if (unchanged(self, old)) return [];
  const validate = compile(schema);
  return validate(self) ? [] : [`structural: ${ajv.errorsText(validate.errors)}`];
};

function compile(schema: object): ValidateFunction {
  const text = JSON.stringify(schema);
  const validate = compiled.get(text) ?? ajv.compile(schema);
  compiled.set(text, validate);
  return validate;
}

/** The messages of the CEL rules that reject `value` (a value of definition `type`). */
export function celRejections(tables: Tables, type: string, value: unknown, old: unknown): string[] {
  return k8sRejections(tables, type, value, old, celJudge);
}

/** The rejections of the structural form (CEL where it cannot express a union). */
export function structuralRejections(tables: Tables, type: string, value: unknown, old: unknown): string[] {
  return k8sRejections(tables, type, value, old, structuralJudge);
}

/**
 * The KEP-1027 rules (src/emit/cel/kep-union-rules) of every struct's `unions` that reject
 * `value`, as `path: message` with the runtime's paths (the node's path and the rule's fieldPath).
 */
export function kepRejections(tables: Tables, type: string, value: unknown, old: unknown): string[] {
  return nodes(tables, type, value, old).flatMap((node) => {
    if (node.def === undefined || unchanged(node.value, node.old)) return [];
    const self = node.value;
    return node.def.unions.flatMap((union) => kepUnionRules(union, node.def!.fields).flatMap((rule) => {
      const verdict = evaluateRule(rule, self, node.old === null ? undefined : node.old);
      const at = (rule.fieldPath ?? "").replace(/^\./, "");
      return verdict === true ? [] : [`${node.path === "" ? at : at === "" ? node.path : `${node.path}.${at}`}: ${verdict}`];
    }));
  });
}

/** The KEP-1027 unions in the structural form (src/emit/cel/structural kepStructural), with Ajv; CEL where it has none. */
export function kepStructuralRejections(tables: Tables, type: string, value: unknown, old: unknown): string[] {
  return nodes(tables, type, value, old).flatMap((node) => {
    if (node.def === undefined || unchanged(node.value, node.old)) return [];
    return node.def.unions.flatMap((union) => {
      const schema = kepStructural(union, node.def!.fields);
      if (schema === undefined) return evaluate(kepUnionRules(union, node.def!.fields), node.value, node.old);
      const validate = compile(schema);
      return validate(node.value) ? [] : [`${node.path}: structural: ${ajv.errorsText(validate.errors)}`];
    });
  });
}

/** Whether the value has a node with a KEP-1027 union (a case the KEP rules are judged on). */
export function reachesKepUnion(tables: Tables, type: string, value: unknown): boolean {
  return nodes(tables, type, value, undefined).some((node) => node.def !== undefined && node.def.unions.length > 0);
}

/** Whether some union the value reaches is judged by a oneOf/anyOf schema in the structural form (not by its CEL fallback). */
export function reachesStructuralUnion(tables: Tables, type: string, value: unknown): boolean {
  const structural = (union: K8sUnionTable, fields: Readonly<Record<string, FieldTable>>): boolean => typeof k8sStructural(union, fields) !== "string";
  return nodes(tables, type, value, undefined).some((node) => node.def !== undefined
    ? (node.def.k8sUnions ?? []).some((union) => structural(union, node.def!.fields))
    : (node.field?.k8sUnions ?? []).some((union) => structural(union, node.memberDef?.fields ?? {})));
}

function k8sRejections(tables: Tables, type: string, value: unknown, old: unknown, judge: Judge): string[] {
  return nodes(tables, type, value, old).flatMap((node) => node.def !== undefined
    ? (node.def.k8sUnions ?? []).flatMap((union) => judge(union, node.def!.fields, node.value, node.old))
    : (node.field?.k8sUnions ?? []).flatMap((union) => judge(union, node.memberDef?.fields ?? {}, node.value, node.old)));
}

/** A node the API server validates: a struct (`def`) or a field's value (`field`), with its old value and path. */
interface Node {
  readonly def?: DefinitionTable;
  readonly field?: FieldTable;
  readonly memberDef?: DefinitionTable;
  readonly value: unknown;
  readonly old: unknown;
  readonly path: string;
}

/**
 * Every node of the value, depth-bounded. A list item has no old value: a CRD correlates the
 * items of an atomic list with none (rules on them see no `oldSelf`).
 */
function nodes(tables: Tables, type: string, value: unknown, old: unknown): Node[] {
  const out: Node[] = [];
  const stack: { def?: DefinitionTable; element?: FieldTable | ElementTable; value: unknown; old: unknown; depth: number; path: string }[] = [{ def: tables[type], value, old, depth: 0, path: "" }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.depth > MAX_DEPTH || frame.value === undefined || frame.value === null) continue;
    if (frame.def !== undefined) {
      if (!isObj(frame.value)) continue;
      out.push({ def: frame.def, value: frame.value, old: frame.old, path: frame.path });
      for (const [name, field] of Object.entries(frame.def.fields)) {
        const old = isObj(frame.old) ? frame.old[name] : undefined;
        stack.push({ element: field, value: frame.value[name], old, depth: frame.depth + 1, path: frame.path === "" ? name : `${frame.path}.${name}` });
      }
      continue;
    }
    const element = frame.element!;
    const memberDef = element.ref !== undefined ? tables[element.ref] : undefined;
    out.push({ field: element as FieldTable, ...(memberDef === undefined ? {} : { memberDef }), value: frame.value, old: frame.old, path: frame.path });
    if (element.ref !== undefined) stack.push({ def: tables[element.ref], value: frame.value, old: frame.old, depth: frame.depth + 1, path: frame.path });
    else if (element.items !== undefined && Array.isArray(frame.value)) {
      frame.value.forEach((item, i) => stack.push({ element: element.items!, value: item, old: undefined, depth: frame.depth + 1, path: `${frame.path}[${i}]` }));
    } else if (element.values !== undefined && isObj(frame.value)) {
      for (const [key, item] of Object.entries(frame.value)) stack.push({ element: element.values, value: item, old: isObj(frame.old) ? frame.old[key] : undefined, depth: frame.depth + 1, path: `${frame.path}[${key}]` });
    }
  }
  return out;
}

function evaluate(rules: readonly CelRule[], self: unknown, old: unknown): string[] {
  if (unchanged(self, old)) return [];
  return rules.map((rule) => evaluateRule(rule, self, old === null ? undefined : old)).filter((v): v is string => v !== true);
}

/** CRD validation ratcheting: a node equal to its old value is not validated again. */
function unchanged(self: unknown, old: unknown): boolean {
  return old !== undefined && old !== null && JSON.stringify(self) === JSON.stringify(old);
}

function isObj(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
