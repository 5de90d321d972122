// What the API server refuses in a CRD beside its CEL budget, where our CRDs can hold it:
// a rule that does not compile (OM5054: a syntax error, cel-go's parser limits, a field the
// schema does not declare), oldSelf where items cannot be correlated (OM5055), a fieldPath
// that does not resolve (OM5058), rules inside allOf/anyOf/oneOf/not, which a structural
// schema cannot have (OM5059), an entry whose rule, message, messageExpression or reason the
// server's schema validation refuses (OM5060), and a group the Kubernetes project protects
// without its approval annotation (OM5056).

import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import type { Span } from "../parse/syntax.js";
import { children, nodesAlong, pathText, type RuleCost, type Steps } from "./crd-budget.js";
import { fieldPathProblem } from "../emit/crd/field-path.js";
import type { SchemaNode } from "./schema-decl.js";
import { positionInMarker } from "./rule-position.js";

/** Where a rule comes from: its marker's position and text. */
export interface RuleSource {
  readonly span: Span;
  readonly text: string | undefined;
}

/** OM5054, OM5055 and OM5058 of one rule (or messageExpression) of the schema `root`; empty when the server takes it. */
export function ruleRefusals(root: SchemaNode, rule: RuleCost, source: RuleSource): Diagnostic[] {
  const which = `${rule.field} of x-kubernetes-validations[${rule.index}]`;
  const out: Diagnostic[] = [];
  const fieldPath = rule.field === "rule" ? (rule.entry as { fieldPath?: unknown }).fieldPath : undefined;
  if (typeof fieldPath === "string") {
    const nodes = nodesAlong(root, rule.steps);
    const problem = fieldPathProblem(nodes[nodes.length - 1]!, fieldPath);
    if (problem !== undefined) out.push(diagnose("OM5058", source.span, JSON.stringify(fieldPath), rule.index, rule.path, problem));
  }
  return [...out, ...compileRefusals(rule, source, which)];
}

function compileRefusals(rule: RuleCost, source: RuleSource, which: string): Diagnostic[] {
  if (rule.compileError !== undefined) {
    const at = positionInMarker(source.span, source.text, rule.field, rule.expression, rule.compileError.at);
    return [diagnose("OM5054", at, which, rule.path, rule.compileError.message)];
  }
  if (rule.field === "rule" && rule.usesOldSelf === true && rule.uncorrelatable !== undefined) {
    return [diagnose("OM5055", source.span, rule.index, rule.path, pathText(rule.uncorrelatable))];
  }
  return [];
}

/** A schema node as the walk for rules in value-validation branches reads it. */
interface BranchNode {
  readonly properties?: Readonly<Record<string, BranchNode>>;
  readonly items?: BranchNode;
  readonly additionalProperties?: BranchNode | boolean;
  readonly allOf?: readonly BranchNode[];
  readonly anyOf?: readonly BranchNode[];
  readonly oneOf?: readonly BranchNode[];
  readonly not?: BranchNode;
  readonly "x-kubernetes-validations"?: readonly object[];
}

const maxBranchDepth = 200;

/**
 * OM5059: x-kubernetes-validations inside allOf, anyOf, oneOf or not (older controller-gens
 * write a field's rules beside its type's there): not structural, so the API server refuses
 * the CRD ("must be empty to be structural").
 */
export function branchRuleRefusals(root: BranchNode, where: (rule: object) => Span): Diagnostic[] {
  const out: Diagnostic[] = [];
  const visit = (node: BranchNode, path: string, branch: string | undefined, depth: number): void => {
    if (depth > maxBranchDepth) return;
    if (branch !== undefined) {
      (node["x-kubernetes-validations"] ?? []).forEach((rule, index) => out.push(diagnose("OM5059", where(rule), index, path === "" ? "(root)" : path, branch)));
    }
    for (const [name, child] of Object.entries(node.properties ?? {})) visit(child, path === "" ? name : `${path}.${name}`, branch, depth + 1);
    if (node.items !== undefined) visit(node.items, `${path}[*]`, branch, depth + 1);
    if (typeof node.additionalProperties === "object") visit(node.additionalProperties, `${path}.*`, branch, depth + 1);
    for (const key of ["allOf", "anyOf", "oneOf"] as const) node[key]?.forEach((child) => visit(child, path, branch ?? key, depth + 1));
    if (node.not !== undefined) visit(node.not, path, branch ?? "not", depth + 1);
  };
  visit(root, "", undefined, 0);
  return out;
}

interface ValidationEntry {
  readonly rule?: unknown;
  readonly message?: unknown;
  readonly messageExpression?: unknown;
  readonly reason?: unknown;
}

const reasons = new Set(["FieldValueDuplicate", "FieldValueForbidden", "FieldValueInvalid", "FieldValueRequired"]);
const lineBreak = /\r\n|\r|\n/;
const maxEntryDepth = 200;

/** What apiextensions' schema validation says of one x-kubernetes-validations entry, as `field: detail`. */
export function entryProblems(entry: ValidationEntry): string[] {
  const text = (v: unknown): string => (typeof v === "string" ? v : "");
  const rule = text(entry.rule).trim();
  const message = text(entry.message);
  const out: string[] = [];
  // one of these, in the server's order
  if (rule === "") out.push("rule: rule is not specified");
  else if (message.length > 0 && message.trim() === "") out.push("message: must be non-empty if specified");
  else if (lineBreak.test(message.trim())) out.push("message: must not contain line breaks");
  else if (lineBreak.test(rule) && message.trim() === "") out.push("message: message must be specified if rule contains line breaks");
  if (text(entry.messageExpression).length > 0 && text(entry.messageExpression).trim() === "") out.push("messageExpression: messageExpression must be non-empty if specified");
  if (entry.reason !== undefined && !reasons.has(text(entry.reason))) out.push(`reason: supported values: ${[...reasons].map((r) => JSON.stringify(r)).join(", ")}`);
  return out;
}

/** OM5060 for every entry of the schema (properties, items, additionalProperties) the server's schema validation refuses. */
export function entryRefusals(root: SchemaNode, where: (entry: object) => Span): Diagnostic[] {
  const out: Diagnostic[] = [];
  const visit = (node: SchemaNode, steps: Steps, depth: number): void => {
    if (depth > maxEntryDepth) return;
    (node["x-kubernetes-validations"] ?? []).forEach((entry, index) => {
      for (const problem of entryProblems(entry)) out.push(diagnose("OM5060", where(entry), index, pathText(steps), problem));
    });
    for (const [key, child] of children(node)) visit(child, [...steps, ...key], depth + 1);
  };
  visit(root, [], 0);
  return out;
}

interface CrdHead {
  readonly metadata?: { readonly name?: string; readonly annotations?: Readonly<Record<string, string>> };
  readonly spec?: { readonly group?: string };
}

const approvalAnnotation = "api-approved.kubernetes.io";

/** OM5056: a protected group (apiextensions' IsProtectedCommunityGroup) without a valid approval. */
export function protectedGroupRefusal(crd: CrdHead, at: Span): Diagnostic | undefined {
  const group = crd.spec?.group ?? "";
  if (!isProtectedGroup(group)) return undefined;
  const annotations = crd.metadata?.annotations;
  const value = annotations !== undefined && Object.hasOwn(annotations, approvalAnnotation) ? annotations[approvalAnnotation]! : "";
  if (value.startsWith("unapproved") || isApprovalUrl(value)) return undefined;
  const fix = `+kubebuilder:metadata:annotations="${approvalAnnotation}=https://github.com/kubernetes/enhancements/pull/NNNN" on the kind`;
  const advice = value === "" ? `add ${fix}` : `its value ${JSON.stringify(value)} is neither a URL nor "unapproved…": write ${fix}`;
  return diagnose("OM5056", at, crd.metadata?.name ?? group, group, advice);
}

export function isProtectedGroup(group: string): boolean {
  return group === "k8s.io" || group.endsWith(".k8s.io") || group === "kubernetes.io" || group.endsWith(".kubernetes.io");
}

/** Go's url.ParseRequestURI with a scheme and a host, as the API server accepts an approval. */
function isApprovalUrl(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#\s]+/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol !== "" && url.host !== "";
  } catch {
    return false;
  }
}
