// Whether an update left a value unchanged, as the generated code decides before validating
// it again (ratcheting): Go's == for comparable values, equality.Semantic.DeepEqual for the
// rest — both on the decoded Go values. The tables say what the JSON alone cannot: a nil
// pointer differs from a pointer to an empty struct or to "", while an absent struct value
// is its zero struct and a nil list or map equals an empty one.

import { hasOwn, isObject, own } from "../json.js";
import type { ElementTable, FieldTable, Tables } from "../tables.js";
import { goFieldValue, NIL, semanticEqual } from "./go-value.js";

/** Whether two Go values of one field, list item or map value are equal. */
export function unchanged(tables: Tables, element: ElementTable, a: unknown, b: unknown): boolean {
  if ((element as FieldTable).goShape === "pointer" && (isNil(a) || isNil(b))) return isNil(a) && isNil(b);
  const def = element.ref !== undefined && hasOwn(tables, element.ref) ? tables[element.ref]! : undefined;
  if (def !== undefined && def.scalar !== true && isObject(a) && isObject(b)) {
    for (const name of Object.keys(def.fields)) {
      const field = def.fields[name]!;
      if (!unchanged(tables, field, goFieldValue(field, a, name), goFieldValue(field, b, name))) return false;
    }
    return true;
  }
  if (element.items !== undefined && Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => unchanged(tables, element.items!, item, b[i]));
  }
  if (element.values !== undefined && isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => hasOwn(b, key) && unchanged(tables, element.values!, own(a, key), own(b, key)));
  }
  return semanticEqual(a, b);
}

function isNil(value: unknown): boolean {
  return value === NIL || value === null;
}
