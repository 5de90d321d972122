// Timestamps keep the offset they were written with, as cel-go's do (a Go time.Time keeps its
// location): `string(t)` of an object's date-time "2011-08-18T19:03:37.01+01:00" is that text
// (Go's RFC3339Nano: the fraction without trailing zeros, `Z` for a zero offset); the
// getters without a time zone read UTC all the same (apiserver-oracle: getHours() of
// 01:15-05:30 is 6). The offset
// sits beside the protobuf Timestamp @bufbuild/cel carries (which has none), keyed by it.
// Not carried (a difference from cel-go, documented in docs/runtime-cel.md): through
// timestamp('…+01:00') of a literal, and through timestamp ± duration.

import { celFunc, CelScalar, objectType, type CelFunc, type CelValue } from "@bufbuild/cel";
import { TimestampSchema } from "@bufbuild/protobuf/wkt";

const TIMESTAMP = objectType(TimestampSchema);

/** Minutes east of UTC, by the Timestamp message of a value that came from an object's date-time. */
const OFFSETS = new WeakMap<object, number>();

/** Records that the timestamp `message` was written at `offset` minutes east of UTC. */
export function withOffset<T extends object>(message: T, offset: number): T {
  if (offset !== 0) OFFSETS.set(message, offset);
  return message;
}

/** The offset in minutes of a date-time text (`Z` or `±hh:mm`). */
export function offsetOf(text: string): number {
  const m = /([+-])([0-9]{2}):([0-9]{2})$/.exec(text);
  return m === null ? 0 : (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

interface Local {
  /** The wall-clock time at the timestamp's offset, as a UTC Date. */
  readonly wall: Date;
  readonly nanos: number;
  readonly offset: number;
}

function local(value: CelValue): Local {
  const message = (value as unknown as { message: { seconds: bigint; nanos: number } }).message;
  const offset = OFFSETS.get(message) ?? 0;
  return { wall: new Date((Number(message.seconds) + offset * 60) * 1000), nanos: message.nanos, offset };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

/** Go's t.Format(time.RFC3339Nano). */
function rfc3339Nano(value: CelValue): string {
  const { wall, nanos, offset } = local(value);
  const fraction = nanos === 0 ? "" : `.${pad(nanos, 9).replace(/0+$/, "")}`;
  const zone = offset === 0 ? "Z" : `${offset < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}${fraction}${zone}`;
}

export const zonedTimeFunctions: readonly CelFunc[] = [
  celFunc("string", [TIMESTAMP], CelScalar.STRING, (t) => rfc3339Nano(t as unknown as CelValue)),
];
