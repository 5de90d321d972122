// Kubernetes' semver library (version 1, as Kubernetes 1.33+ has it): semver(),
// semver(text, normalize), isSemver(), isSemver(text, normalize), major, minor, patch, and the
// comparisons (SemVer 2.0.0 precedence; build metadata ignored).

import { celError, celFunc, celMethod, CelScalar, type CelFunc, type CelValue } from "@bufbuild/cel";
import { expect, nativeOf, opaque } from "./opaque.js";
import { registerComparer } from "./quantity.js";

interface Semver {
  readonly major: bigint;
  readonly minor: bigint;
  readonly patch: bigint;
  readonly pre: readonly string[];
}

const NUMBER = "(0|[1-9]\\d*)";
const IDENT = "(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)";
const STRICT = new RegExp(`^${NUMBER}\\.${NUMBER}\\.${NUMBER}(?:-(${IDENT}(?:\\.${IDENT})*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$`);

function parseSemver(text: string, normalize: boolean): Semver | string {
  let input = text;
  if (normalize) {
    if (input.startsWith("v")) input = input.slice(1);
    const core = /^(\d+)(?:\.(\d+))?(?:\.(\d+))?(.*)$/.exec(input);
    if (core !== null) {
      if ((core[2] === undefined || core[3] === undefined) && core[4] !== "") return "short version cannot contain PreRelease/Build meta data";
      const strip = (d: string | undefined): string => (d === undefined ? "0" : d.replace(/^0+(?=\d)/, ""));
      input = `${strip(core[1])}.${strip(core[2])}.${strip(core[3])}${core[4]}`;
    }
  }
  const m = STRICT.exec(input);
  if (m === null) return `No Major.Minor.Patch elements found`;
  return { major: BigInt(m[1]!), minor: BigInt(m[2]!), patch: BigInt(m[3]!), pre: m[4] === undefined ? [] : m[4].split(".") };
}

function semverFrom(text: string, normalize: boolean): CelValue {
  const v = parseSemver(text, normalize);
  if (typeof v === "string") throw celError(v);
  return opaque("Semver", `${v.major}.${v.minor}.${v.patch}-${v.pre.join(".")}`, v);
}

function comparePre(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return b.length - a.length === 0 ? 0 : a.length === 0 ? 1 : -1;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const [x, y] = [a[i]!, b[i]!];
    if (x === y) continue;
    const [nx, ny] = [/^\d+$/.test(x), /^\d+$/.test(y)];
    if (nx && ny) return BigInt(x) < BigInt(y) ? -1 : 1;
    if (nx !== ny) return nx ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return Math.sign(a.length - b.length);
}

function compareSemver(a: Semver, b: Semver): number {
  for (const part of ["major", "minor", "patch"] as const) if (a[part] !== b[part]) return a[part] < b[part] ? -1 : 1;
  return comparePre(a.pre, b.pre);
}

registerComparer((a, b) => {
  const [x, y] = [nativeOf<Semver>(a, "Semver"), nativeOf<Semver>(b, "Semver")];
  return x === undefined || y === undefined ? undefined : compareSemver(x, y);
});

const v = (self: CelValue, fn: string): Semver => expect<Semver>(self, "Semver", fn);

export const semverFunctions: readonly CelFunc[] = [
  celFunc("semver", [CelScalar.STRING], CelScalar.DYN, (text) => semverFrom(text, false)),
  celFunc("semver", [CelScalar.STRING, CelScalar.BOOL], CelScalar.DYN, (text, normalize) => semverFrom(text, normalize)),
  celFunc("isSemver", [CelScalar.STRING], CelScalar.BOOL, (text) => typeof parseSemver(text, false) !== "string"),
  celFunc("isSemver", [CelScalar.STRING, CelScalar.BOOL], CelScalar.BOOL, (text, normalize) => typeof parseSemver(text, normalize) !== "string"),
  celMethod("major", CelScalar.DYN, [], CelScalar.INT, function () { return v(this, "major").major; }),
  celMethod("minor", CelScalar.DYN, [], CelScalar.INT, function () { return v(this, "minor").minor; }),
  celMethod("patch", CelScalar.DYN, [], CelScalar.INT, function () { return v(this, "patch").patch; }),
];
