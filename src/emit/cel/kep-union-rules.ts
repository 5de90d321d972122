// CEL rules (x-kubernetes-validations) that accept and reject what our runtime's
// validateUnions accepts and rejects for a KEP-1027 union (`+unionDiscriminator` /
// `+unionMember`), with its messages and at its paths — so that an API server enforces the
// KEP's validation for a CRD or an aggregated server's schema.
//
// The runtime's rules, in its order: an absent discriminator is an error unless "" is one of
// its values (`d is required`); a value outside its values is one (`unknown discriminator
// value …`) and then nothing else is checked; the selected member, unless `optional`, must be
// set; every other member set is its own error. "Set" follows the member's Go shape, and on
// update a union whose discriminator and members' set/unset states are unchanged is skipped.
// Normalization (clearing members when the discriminator changes) is a mutation: no
// validation rule can do it, so it is not here.

import type { FieldTable, UnionTable } from "../../runtime/tables.js";
import { celString, field, fieldSet, type CelRule } from "./k8s-union-rules.js";

const OLD = "oldSelf.value()";

/** The rules of one KEP-1027 union; `fields` are the properties of its struct. */
export function kepUnionRules(union: UnionTable, fields: Readonly<Record<string, FieldTable>>): CelRule[] {
  const d = union.discriminator;
  if (union.origin !== "kep-1027" || d === null) return [];
  const members = Object.keys(union.members);
  const set = (member: string, root: string): string => fieldSet(member, fields[member], root);
  const states = (root: string): string => `[${members.map((m) => set(m, root)).join(", ")}]`;
  const same = `${value(d, "self")} == ${value(d, OLD)} && ${states("self")} == ${states(OLD)}`;
  const ratchet = (rule: CelRule): CelRule => ({ ...rule, rule: `(${rule.rule}) || (oldSelf.hasValue() && ${same})`, optionalOldSelf: true });
  return unratcheted(union, d, (member) => set(member, "self")).map(ratchet);
}

/** The same rules without the ratchet, in the same order (below a list's items, where the API server refuses oldSelf). */
export function kepUnionRulesWithoutRatchet(union: UnionTable, fields: Readonly<Record<string, FieldTable>>): CelRule[] {
  const d = union.discriminator;
  if (union.origin !== "kep-1027" || d === null) return [];
  return unratcheted(union, d, (member) => fieldSet(member, fields[member], "self"));
}

function unratcheted(union: UnionTable, d: string, isSet: (member: string) => string): CelRule[] {
  const known = Object.keys(union.values);
  const current = value(d, "self");
  const knownList = `[${known.map(celString).join(", ")}]`;
  const rules: CelRule[] = [];
  if (!known.includes("")) rules.push({ rule: `has(self.${field(d)})`, message: `${d} is required`, fieldPath: fieldPathOf(d) });
  const expected = known.map((v) => JSON.stringify(v)).join(", ");
  rules.push({
    rule: `!has(self.${field(d)}) || self.${field(d)} in ${knownList}`,
    message: `unknown discriminator value; expected one of ${expected}`,
    messageExpression: `'unknown discriminator value ' + ${quoted(`self.${field(d)}`)} + ${celString(`; expected one of ${expected}`)}`,
    fieldPath: fieldPathOf(d),
  });
  for (const [v, member] of Object.entries(union.values)) {
    if (member === null || union.members[member]?.optional !== false) continue;
    rules.push({ rule: `${current} != ${celString(v)} || ${isSet(member)}`, message: `${member} is required when ${d} is ${JSON.stringify(v)}`, fieldPath: fieldPathOf(member) });
  }
  for (const member of Object.keys(union.members)) {
    const selecting = known.filter((v) => union.values[v] === member);
    rules.push({
      rule: `!${isSet(member)} || ${current} in [${selecting.map(celString).join(", ")}] || !(${current} in ${knownList})`,
      message: `${member} may not be set when ${d} does not select it`,
      messageExpression: `${celString(`${member} may not be set when ${d} is `)} + ${quoted(current)}`,
      fieldPath: fieldPathOf(member),
    });
  }
  return rules;
}

/** The discriminator's value; absent reads as "" (Go's zero string). */
function value(d: string, root: string): string {
  return `(has(${root}.${field(d)}) ? ${root}.${field(d)} : '')`;
}

/** A CEL string expression quoted as JSON quotes it (for the characters a discriminator value has: `\` and `"` escaped). */
function quoted(expression: string): string {
  return `'"' + ${expression}.replace('\\\\', '\\\\\\\\').replace('"', '\\\\"') + '"'`;
}

/** A rule's fieldPath to a property: `.name`, or `['name']` when the name is no identifier. */
export function fieldPathOf(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? `.${name}` : `['${name.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}']`;
}
