// `date`, `date-time` and `duration` as kube-openapi's strfmt checks them.

/** `date`: YYYY-MM-DD, a real day of the proleptic Gregorian calendar (year 0000 included). */
export function isDate(text: string): boolean {
  const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(text);
  if (m === null) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]!;
}

// `.` is any character but a newline (Go's dot)
const TIME = /^([0-9]{2}):([0-9]{2}):([0-9]{2})(?:[^\n][0-9]+)?(?:z|[+-][0-9]{2}:[0-9]{2})$/u;

/**
 * `date-time`: lower-cased and cut at every `t`, the first piece a date, the second a time
 * (hours ≤ 23, minutes and seconds ≤ 59, optional fraction, `z` or an offset). Pieces after
 * a second `t` are not looked at: strfmt's own reading, kept.
 */
export function isDateTime(text: string): boolean {
  if (text.length < 4) return false;
  const pieces = text.toLowerCase().split("t");
  if (pieces.length < 2 || !isDate(pieces[0]!)) return false;
  const m = TIME.exec(pieces[1]!);
  return m !== null && m[1]! <= "23" && m[2]! <= "59" && m[3]! <= "59";
}

const NANOS: Readonly<Record<string, bigint>> = {
  ns: 1n, us: 1000n, "\u00b5s": 1000n, "\u03bcs": 1000n, ms: 1000000n, s: 1000000000n, m: 60000000000n, h: 3600000000000n,
};
const LIMIT = 1n << 63n;

/** Go's time.ParseDuration: [-+]? then (digits[.digits] unit)+, or "0"; within 2^63 ns. */
export function isGoDuration(text: string): boolean {
  let s = text;
  const negative = s.startsWith("-");
  if (s.startsWith("-") || s.startsWith("+")) s = s.slice(1);
  if (s === "0") return true;
  if (s === "") return false;
  let total = 0n;
  while (s !== "") {
    const m = /^([0-9]*)(?:\.([0-9]*))?/.exec(s)!;
    if (m[0] === "" || (m[1] === "" && (m[2] === undefined || m[2] === ""))) return false;
    s = s.slice(m[0].length);
    const unitEnd = s.search(/[0-9.]/);
    const unit = unitEnd === -1 ? s : s.slice(0, unitEnd);
    s = s.slice(unit.length);
    const scale = NANOS[unit];
    if (unit === "" || scale === undefined) return false;
    const whole = BigInt(m[1] === "" ? "0" : m[1]!);
    if (whole > LIMIT || whole > LIMIT / scale) return false;
    let v = whole * scale;
    const fraction = m[2] ?? "";
    if (fraction !== "") v += fractionNanos(fraction, scale);
    if (v > LIMIT) return false;
    total += v;
    if (total > LIMIT) return false;
  }
  return negative || total <= LIMIT - 1n;
}

/** The nanoseconds of a fraction of a unit, as Go rounds them (float64, digits past 2^63 dropped). */
function fractionNanos(digits: string, scale: bigint): bigint {
  let f = 0n;
  let div = 1n;
  for (const c of digits) {
    if (f > (LIMIT - 1n) / 10n) break;
    f = f * 10n + BigInt(c);
    div *= 10n;
  }
  return BigInt(Math.trunc(Number(f) * (Number(scale) / Number(div))));
}

const UNITS: readonly (readonly string[])[] = [
  ["ns", "nano"], ["us", "\u00b5s", "micro"], ["ms", "milli"], ["s", "sec"], ["m", "min"], ["h", "hr", "hour"], ["d", "day"], ["w", "wk", "week"],
];
const MAX_INT64 = 9223372036854775807n;

/**
 * `duration`: a Go duration, or else any "N unit" in the text (the unit any case, one of
 * strfmt's names or starting with the longest: `3 days`, `1 Week`, `10 seconds`). One
 * number too large for int64 fails the whole text.
 */
export function isDuration(text: string): boolean {
  if (isGoDuration(text)) return true;
  let matched = false;
  for (const [digits, letters] of numberUnitPairs(text)) {
    if (BigInt(digits) > MAX_INT64) return false;
    const unit = letters.toLowerCase();
    for (const variants of UNITS) {
      const last = variants.length - 1;
      if (variants.some((v, i) => (i === last && unit.startsWith(v)) || v === unit)) matched = true;
    }
  }
  return matched;
}

const isDigitCode = (c: number): boolean => c >= 48 && c <= 57;
const isSpaceCode = (c: number): boolean => c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
const isUnitCode = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 0xb5;

/**
 * The matches of `(\d+)\s*([A-Za-zµ]+)` in order, found in one pass (a backtracking RegExp is
 * quadratic on a long run of digits): a maximal digit run, spaces, then a maximal letter run.
 */
function* numberUnitPairs(text: string): Generator<[string, string]> {
  let i = 0;
  while (i < text.length) {
    if (!isDigitCode(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && isDigitCode(text.charCodeAt(i))) i++;
    const digits = text.slice(start, i);
    let j = i;
    while (j < text.length && isSpaceCode(text.charCodeAt(j))) j++;
    const letters = j;
    while (j < text.length && isUnitCode(text.charCodeAt(j))) j++;
    if (j > letters) {
      yield [digits, text.slice(letters, j)];
      i = j;
    }
  }
}
