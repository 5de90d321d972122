// validation-gen's modal members (`+k8s:discriminator` / `+k8s:member`), as apimachinery's
// validate.Discriminated runs them: on update, a member whose value and discriminator are both
// unchanged is not validated again; otherwise the rule of the discriminator's value validates
// it, and when no rule has that value the member must be unset (Forbidden, marked with the
// members' common level).

import type { Obj } from "../json.js";
import { fieldPath } from "../path.js";
import type { DefinitionTable, DiscriminatedMemberTable, FieldTable, ValidationRuleTable } from "../tables.js";
import { goFieldValue, NIL, semanticEqual } from "./go-value.js";

/** Runs tags on a member's value (its own tags only: what is under it is validated by the field walk). */
export type PayloadRunner = (field: FieldTable, tags: readonly ValidationRuleTable[], value: unknown, old: unknown, path: string) => void;

/** One modal member of the struct `value` (at `path`); `old` is NIL on create or without an old struct. */
export function validateDiscriminated(def: DefinitionTable, member: DiscriminatedMemberTable, value: Obj, old: Obj | undefined, path: string, update: boolean, run: PayloadRunner): void {
  const field = def.fields[member.field];
  if (field === undefined) return;
  const now = goFieldValue(field, value, member.field);
  const discriminator = discriminatorOf(def, member, value);
  if (update && old !== NIL) {
    const before = goFieldValue(field, old, member.field);
    if (discriminator === discriminatorOf(def, member, old) && semanticEqual(now, before)) return;
    runRule(member, field, discriminator, now, before, fieldPath(path, member.field), run);
  } else runRule(member, field, discriminator, now, NIL, fieldPath(path, member.field), run);
}

function runRule(member: DiscriminatedMemberTable, field: FieldTable, discriminator: unknown, value: unknown, old: unknown, path: string, run: PayloadRunner): void {
  const rule = member.rules.find((r) => r.value === discriminator);
  run(field, rule === undefined ? [forbidden(member)] : rule.validations, value, old, path);
}

/** The discriminator's Go value: "", 0 or false when absent (it is never a pointer). */
function discriminatorOf(def: DefinitionTable, member: DiscriminatedMemberTable, object: Obj): unknown {
  const field = def.fields[member.discriminator];
  return field === undefined ? NIL : goFieldValue(field, object, member.discriminator);
}

function forbidden(member: DiscriminatedMemberTable): ValidationRuleTable {
  return member.stability === undefined ? { name: "forbidden" } : { name: "forbidden", stability: member.stability };
}
