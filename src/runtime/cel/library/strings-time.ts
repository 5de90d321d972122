// Where @bufbuild/cel's strings extension and time functions differ from cel-go's:
// `split(sep, n)` is Go's strings.SplitN (the last part keeps the rest), and a duration's
// getHours/getMinutes/getSeconds/getMilliseconds are its whole length in that unit.

import { celMethod, CelScalar, objectType, type CelFunc, type CelValue } from "@bufbuild/cel";
import { DurationSchema } from "@bufbuild/protobuf/wkt";
import { codePoints, noSuchOverload, timeValue } from "./values.js";

const DURATION = objectType(DurationSchema);

function splitN(text: string, sep: string, n: bigint): string[] {
  if (n === 0n) return [];
  if (sep === "") {
    const chars = codePoints(text);
    return n < 0n || BigInt(chars.length) <= n ? chars : [...chars.slice(0, Number(n) - 1), chars.slice(Number(n) - 1).join("")];
  }
  const parts = text.split(sep);
  if (n < 0n || BigInt(parts.length) <= n) return parts;
  return [...parts.slice(0, Number(n) - 1), parts.slice(Number(n) - 1).join(sep)];
}

function durationIn(value: CelValue, unit: bigint, fn: string): bigint {
  const time = timeValue(value);
  if (time?.kind !== "duration") throw noSuchOverload(fn);
  return time.nanos / unit;
}

export const stringTimeFunctions: readonly CelFunc[] = [
  celMethod("split", CelScalar.STRING, [CelScalar.STRING, CelScalar.INT], CelScalar.DYN, function (sep, n) { return splitN(this, sep, n); }),
  ...([["getHours", 3600000000000n], ["getMinutes", 60000000000n], ["getSeconds", 1000000000n], ["getMilliseconds", 1000000n]] as const).map(([name, unit]) =>
    // the same signature as @bufbuild/cel's own, which this replaces for durations
    celMethod(name, DURATION, [], CelScalar.INT, function () { return durationIn(this as CelValue, unit, name); })),
];
