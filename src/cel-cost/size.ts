// Cost and size ranges as cel-go keeps them: unsigned 64-bit bounds that saturate at
// 2^64-1 instead of overflowing, and cost factors applied in float64 and rounded up.

export interface Range {
  readonly min: bigint;
  readonly max: bigint;
}

export const maxUint64 = (1n << 64n) - 1n;
const twoTo64 = 2 ** 64;

export const fixed = (n: bigint | number): Range => ({ min: BigInt(n), max: BigInt(n) });
export const unknownRange: Range = { min: 0n, max: maxUint64 };

export function addSat(x: bigint, y: bigint): bigint {
  return y > 0n && x > maxUint64 - y ? maxUint64 : x + y;
}

export function mulSat(x: bigint, y: bigint): bigint {
  return y !== 0n && x > maxUint64 / y ? maxUint64 : x * y;
}

/** x × factor in float64, rounded up; saturates. */
export function mulFactor(x: bigint, factor: number): bigint {
  const xf = Number(x);
  if (xf > 0 && factor > 0 && xf > twoTo64 / factor) return maxUint64;
  const product = Math.ceil(xf * factor);
  return product >= twoTo64 ? maxUint64 : BigInt(product);
}

export const add = (a: Range, b: Range): Range => ({ min: addSat(a.min, b.min), max: addSat(a.max, b.max) });
export const multiply = (a: Range, b: Range): Range => ({ min: mulSat(a.min, b.min), max: mulSat(a.max, b.max) });
export const scale = (a: Range, factor: number): Range => ({ min: mulFactor(a.min, factor), max: mulFactor(a.max, factor) });
export const union = (a: Range, b: Range): Range => ({ min: a.min < b.min ? a.min : b.min, max: a.max > b.max ? a.max : b.max });

/** cel-go's cost constants (common/cost.go). */
export const costs = {
  stringTraversalFactor: 0.1,
  regexStringLengthFactor: 0.25,
  listCreateBase: 10n,
  mapCreateBase: 30n,
  structCreateBase: 40n,
  selectAndIdent: 1n,
  constant: 0n,
} as const;
