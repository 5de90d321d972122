// Kubernetes' quantity library: quantity(), isQuantity(), sign, isInteger, asInteger,
// asApproximateFloat, add, sub, isLessThan, isGreaterThan, compareTo. A quantity is held
// exactly, as a fraction of bigints (the API server's resource.Quantity keeps nano precision:
// values finer than that are rounded up to it, as here).

import { celError, celFunc, celMethod, CelScalar, type CelFunc, type CelValue } from "@bufbuild/cel";
import { expect, opaque } from "./opaque.js";
import { noSuchOverload } from "./values.js";

interface Quantity {
  readonly num: bigint;
  readonly den: bigint;
}

const SUFFIX: Readonly<Record<string, [bigint, bigint]>> = {
  "": [1n, 1n], n: [1n, 10n ** 9n], u: [1n, 10n ** 6n], m: [1n, 1000n], k: [1000n, 1n], M: [10n ** 6n, 1n], G: [10n ** 9n, 1n],
  T: [10n ** 12n, 1n], P: [10n ** 15n, 1n], E: [10n ** 18n, 1n], Ki: [1n << 10n, 1n], Mi: [1n << 20n, 1n], Gi: [1n << 30n, 1n],
  Ti: [1n << 40n, 1n], Pi: [1n << 50n, 1n], Ei: [1n << 60n, 1n],
};

const SYNTAX = /^([+-]?)(\d+\.?\d*|\.\d+)(?:([eE])([+-]?\d+)|(n|u|m|k|M|G|T|P|E|Ki|Mi|Gi|Ti|Pi|Ei)?)$/;
const NANO = 10n ** 9n;

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

function reduce(num: bigint, den: bigint): Quantity {
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

/** Rounded up (away from zero) to a multiple of 10^-9, as resource.Quantity keeps it. */
function nano(q: Quantity): Quantity {
  const scaled = q.num * NANO;
  if (scaled % q.den === 0n) return q;
  const whole = scaled / q.den + (q.num > 0n ? 1n : -1n);
  return reduce(whole, NANO);
}

export function parseQuantity(text: string): Quantity | undefined {
  const m = SYNTAX.exec(text);
  if (m === null) return undefined;
  const [, sign, digits, exp, power, suffix] = m;
  const [whole, fraction = ""] = digits!.split(".");
  let num = BigInt(`${whole === "" ? "0" : whole}${fraction}`);
  let den = 10n ** BigInt(fraction.length);
  if (exp !== undefined) {
    const e = BigInt(power!);
    if (e > 1000n || e < -1000n) return undefined;
    if (e >= 0n) num *= 10n ** e;
    else den *= 10n ** -e;
  } else {
    const [mul, div] = SUFFIX[suffix ?? ""]!;
    num *= mul;
    den *= div;
  }
  return nano(reduce(sign === "-" ? -num : num, den));
}

function quantityFrom(text: string): CelValue {
  const q = parseQuantity(text);
  if (q === undefined) throw celError("quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'");
  return wrap(q);
}

function wrap(q: Quantity): CelValue {
  return opaque("Quantity", `${q.num}/${q.den}`, q);
}

const cmp = (a: Quantity, b: Quantity): number => {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

function operand(value: CelValue, fn: string): Quantity {
  if (typeof value === "bigint") return { num: value, den: 1n };
  return expect<Quantity>(value, "Quantity", fn);
}

const q = (self: CelValue, fn: string): Quantity => expect<Quantity>(self, "Quantity", fn);
const INT64 = [-(2n ** 63n), 2n ** 63n - 1n] as const;

export const quantityFunctions: readonly CelFunc[] = [
  celFunc("quantity", [CelScalar.STRING], CelScalar.DYN, (text) => quantityFrom(text)),
  celFunc("isQuantity", [CelScalar.STRING], CelScalar.BOOL, (text) => parseQuantity(text) !== undefined),
  celMethod("sign", CelScalar.DYN, [], CelScalar.INT, function () { return BigInt(Math.sign(Number(q(this, "sign").num))); }),
  celMethod("isInteger", CelScalar.DYN, [], CelScalar.BOOL, function () {
    const v = q(this, "isInteger");
    return v.den === 1n && v.num >= INT64[0] && v.num <= INT64[1];
  }),
  celMethod("asInteger", CelScalar.DYN, [], CelScalar.INT, function () {
    const v = q(this, "asInteger");
    if (v.den !== 1n || v.num < INT64[0] || v.num > INT64[1]) throw celError("cannot convert value to integer");
    return v.num;
  }),
  celMethod("asApproximateFloat", CelScalar.DYN, [], CelScalar.DOUBLE, function () { const v = q(this, "asApproximateFloat"); return Number(v.num) / Number(v.den); }),
  celMethod("add", CelScalar.DYN, [CelScalar.DYN], CelScalar.DYN, function (other) {
    const [a, b] = [q(this, "add"), operand(other, "add")];
    return wrap(reduce(a.num * b.den + b.num * a.den, a.den * b.den));
  }),
  celMethod("sub", CelScalar.DYN, [CelScalar.DYN], CelScalar.DYN, function (other) {
    const [a, b] = [q(this, "sub"), operand(other, "sub")];
    return wrap(reduce(a.num * b.den - b.num * a.den, a.den * b.den));
  }),
  celMethod("isLessThan", CelScalar.DYN, [CelScalar.DYN], CelScalar.BOOL, function (other) { return compareOpaque(this, other, "isLessThan") < 0; }),
  celMethod("isGreaterThan", CelScalar.DYN, [CelScalar.DYN], CelScalar.BOOL, function (other) { return compareOpaque(this, other, "isGreaterThan") > 0; }),
  celMethod("compareTo", CelScalar.DYN, [CelScalar.DYN], CelScalar.INT, function (other) { return BigInt(compareOpaque(this, other, "compareTo")); }),
];

/** isLessThan, isGreaterThan, compareTo are shared by quantities and semantic versions. */
const comparers: ((a: CelValue, b: CelValue) => number | undefined)[] = [
  (a, b) => {
    try {
      return cmp(expect<Quantity>(a, "Quantity", ""), expect<Quantity>(b, "Quantity", ""));
    } catch {
      return undefined;
    }
  },
];

export function registerComparer(compare: (a: CelValue, b: CelValue) => number | undefined): void {
  comparers.push(compare);
}

function compareOpaque(a: CelValue, b: CelValue, fn: string): number {
  for (const compare of comparers) {
    const c = compare(a, b);
    if (c !== undefined) return c;
  }
  throw noSuchOverload(fn);
}
