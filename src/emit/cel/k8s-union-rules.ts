// CEL rules (x-kubernetes-validations) that accept and reject what validation-gen's generated
// code accepts and rejects for its unions (apimachinery pkg/api/validate Union,
// DiscriminatedUnion, ZeroOrOneOfUnion), with its messages — so that an API server enforces a
// union of a CRD or an aggregated server's schema without Go code.
//
// A rule sits on the node validation-gen validates: the struct for a type's unions, the field's
// value for `+k8s:subfield(f)=` and `+k8s:item(k: v)=` unions. "Set" follows the member's Go
// shape (pointer present, slice/map non-empty, builtin non-zero), as validation-gen decides it.
// exactlyOne becomes two rules so that each failure carries validation-gen's own message
// ("must specify one of" when none is set, "must specify exactly one of" when several are).

import type { FieldTable, K8sUnionMemberTable, K8sUnionTable } from "../../runtime/tables.js";

/** One entry of `x-kubernetes-validations`. */
export interface CelRule {
  readonly rule: string;
  readonly message: string;
  /** A CEL expression for the message, when it names a value (the API server uses `message` if it fails). */
  readonly messageExpression?: string;
  /** Where the error points, relative to the rule's node (`.member`). */
  readonly fieldPath?: string;
  /** The rule reads `oldSelf` as an optional: it runs on create too (`oldSelf` has no value). */
  readonly optionalOldSelf?: boolean;
}

/** A member's "set" test on the value `root` (`self`, or the old value). */
type IsSet = (member: K8sUnionMemberTable, root: string) => string;

const OLD = "oldSelf.value()";

/**
 * The rules of one union; `fields` are the properties of the struct the members belong to.
 * Each rule ratchets as validation-gen does on update: when there is an old value here and the
 * discriminator and every member's set/unset state are unchanged, the union is not checked —
 * except a union with list-item members (see `ratchetsOnlyUnchanged`).
 */
export function k8sUnionRules(union: K8sUnionTable, fields: Readonly<Record<string, FieldTable>>): CelRule[] {
  const isSet = isSetIn(fields);
  if (ratchetsOnlyUnchanged(union)) return unratcheted(union, isSet);
  const states = (root: string): string => `[${union.members.map((m) => isSet(m, root)).join(", ")}]`;
  const discriminator = union.discriminator;
  const same = discriminator === undefined ? `${states("self")} == ${states(OLD)}`
    : `${discriminatorValue(discriminator, "self")} == ${discriminatorValue(discriminator, OLD)} && ${states("self")} == ${states(OLD)}`;
  const ratchet = (rule: CelRule): CelRule => ({ ...rule, rule: `(${rule.rule}) || (oldSelf.hasValue() && ${same})`, optionalOldSelf: true });
  return unratcheted(union, isSet).map(ratchet);
}

/**
 * The same rules without validation-gen's ratchet (reading self only), in the same order:
 * what a node below the items of a list that is not x-kubernetes-list-type=map gets, where the
 * API server refuses oldSelf (it cannot pair an item with its old value).
 */
export function k8sUnionRulesWithoutRatchet(union: K8sUnionTable, fields: Readonly<Record<string, FieldTable>>): CelRule[] {
  return unratcheted(union, isSetIn(fields));
}

function isSetIn(fields: Readonly<Record<string, FieldTable>>): IsSet {
  return (member, root) => member.item !== undefined ? itemPresent(member.item, root) : fieldSet(member.field ?? "", fields[member.field ?? ""], root);
}

/**
 * Whether the union's rules leave updates to the API server's CRD validation ratcheting (an
 * error on a node equal to its old value is dropped) instead of validation-gen's ratchet. A
 * list-item member's old state is `oldSelf.value().exists(…)`: a comprehension over a
 * function's result, whose size the API server cannot know, so its cost estimate is unbounded
 * and no maxItems makes the CRD installable. A transition rule (plain `oldSelf`, sized by the
 * list's maxItems) would not help: it is skipped on create and AND-ed with the others, so it
 * cannot relax the rule that checks creates. The rules read `self` only; what differs from
 * validation-gen on update is note OM5090.
 */
export function ratchetsOnlyUnchanged(union: K8sUnionTable): boolean {
  return union.members.some((member) => member.item !== undefined);
}

function unratcheted(union: K8sUnionTable, isSet: IsSet): CelRule[] {
  if (union.kind === "discriminated") return discriminatedRules(union, isSet);
  const all = union.members.map((m) => `\`${m.name}\``).join(", ");
  const count = union.members.map((m) => `(${isSet(m, "self")} ? 1 : 0)`).join(" + ");
  if (union.kind === "zeroOrOne") return [{ rule: `${count} <= 1`, message: `must specify at most one of: ${all}` }];
  return [
    { rule: `${count} >= 1`, message: `must specify one of: ${all}` },
    { rule: `${count} <= 1`, message: `must specify exactly one of: ${all}` },
  ];
}

/** The discriminator's value; absent reads as "" (Go's zero string). */
function discriminatorValue(name: string, root: string): string {
  return `(has(${root}.${field(name)}) ? ${root}.${field(name)} : '')`;
}

/** Each member: set exactly when the discriminator names it. */
function discriminatedRules(union: K8sUnionTable, isSet: IsSet): CelRule[] {
  const d = union.discriminator!;
  return union.members.flatMap((member) => {
    const selected = `${discriminatorValue(d, "self")} == ${celString(member.memberName)}`;
    const set = isSet(member, "self");
    const at = `.${member.field ?? member.name}`;
    return [
      { rule: `!${set} || ${selected}`, message: `may only be specified when \`${d}\` is ${JSON.stringify(member.memberName)}`, fieldPath: at },
      { rule: `${set} || !(${selected})`, message: `must be specified when \`${d}\` is ${JSON.stringify(member.memberName)}`, fieldPath: at },
    ];
  });
}

/** validation-gen's "set" for a field member of this shape. */
export function fieldSet(name: string, table: FieldTable | undefined, root: string): string {
  const at = `${root}.${field(name)}`;
  const present = `has(${at})`;
  switch (table?.goShape) {
    case "slice":
    case "map":
      return `(${present} && size(${at}) > 0)`;
    case "value":
      return `(${present} && ${at} != ${zeroOf(table.kind)})`;
    default:
      return present;
  }
}

function zeroOf(kind: FieldTable["kind"]): string {
  switch (kind) {
    case "string":
      return "''";
    case "boolean":
      return "false";
    case "number":
      return "0.0";
    default:
      return "0";
  }
}

/** A list-item member: some item of the list (the rule's node) has these key values. */
function itemPresent(item: Readonly<Record<string, string | number | boolean>>, root: string): string {
  const conditions = Object.entries(item).map(([key, want]) => `has(i.${field(key)}) && i.${field(key)} == ${celLiteral(want)}`);
  return `${root}.exists(i, ${conditions.join(" && ")})`;
}

function celLiteral(value: string | number | boolean): string {
  return typeof value === "string" ? celString(value) : String(value);
}

/** A CEL string literal: JSON's escapes are CEL's for every character JSON.stringify writes. */
export function celString(value: string): string {
  return JSON.stringify(value);
}

/**
 * A property name as CEL reaches it: Kubernetes escapes names that are not CEL identifiers
 * (`__dash__`, `__dot__`, `__slash__`, `__underscores__`) and CEL reserved words (`__in__`).
 */
export function field(name: string): string {
  const reserved = new Set(["true", "false", "null", "in", "as", "break", "const", "continue", "else", "for", "function", "if", "import", "let", "loop", "package", "namespace", "return", "var", "void", "while"]);
  if (reserved.has(name)) return `__${name}__`;
  return name.replace(/__/g, "__underscores__").replace(/\./g, "__dot__").replace(/-/g, "__dash__").replace(/\//g, "__slash__");
}
