// `Date` values in the inputs (what @kubernetes/client-node hands back for timestamps) are read
// as the text the API server writes for a metav1.Time: RFC 3339 in UTC, with fractional seconds
// only when there are any (`2024-05-01T10:00:00Z`). Without this a Date is an object without
// keys, and two different timestamps would compare equal. An invalid Date reads as null, as
// JSON.stringify writes it. Runs after the input guard, so the walk is bounded.

import { copyObject, put, type Obj } from "./json.js";

export function rfc3339(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  return date.toISOString().replace(".000Z", "Z");
}

/** `value` with every Date replaced by its text; the input itself when it holds none. */
export function datesAsText<T>(value: T): T {
  if (value instanceof Date) return rfc3339(value) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((item, index) => {
      const next = datesAsText(item);
      if (next !== item) (out ??= value.slice())[index] = next;
    });
    return (out ?? value) as T;
  }
  if (value === null || typeof value !== "object") return value;
  let out: Obj | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = datesAsText(item);
    if (next !== item) {
      out ??= copyObject(value);
      put(out, key, next);
    }
  }
  return (out ?? value) as T;
}
