// Go's strconv.Atoi and strconv.ParseFloat(s, 64) as controller-gen applies them to a
// number token of a marker argument: the same accepted syntax (Atoi: decimal digits only;
// ParseFloat: decimals, `_` between digits, 0x mantissas with a p exponent), the same
// range (int64; finite float64) and the same error text.

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

const int64Min = -(2n ** 63n);
const int64Max = 2n ** 63n - 1n;

const uint64Max = 2n ** 64n - 1n;

/** strconv.Atoi on a 64-bit platform: left to right, a uint64 overflow is found before a later bad character. */
export function goAtoi(text: string): Parsed<bigint> {
  const negative = text.startsWith("-");
  const digits = text.startsWith("-") || text.startsWith("+") ? text.slice(1) : text;
  if (digits === "") return { ok: false, error: numError("Atoi", text, "invalid syntax") };
  let n = 0n;
  for (const c of digits) {
    if (c < "0" || c > "9") return { ok: false, error: numError("Atoi", text, "invalid syntax") };
    n = n * 10n + BigInt(c.charCodeAt(0) - 0x30);
    if (n > uint64Max) return { ok: false, error: numError("Atoi", text, "value out of range") };
  }
  const value = negative ? -n : n;
  if (value < int64Min || value > int64Max) return { ok: false, error: numError("Atoi", text, "value out of range") };
  return { ok: true, value };
}

/** strconv.ParseFloat(text, 64). */
export function goParseFloat(text: string): Parsed<number> {
  const value = readFloat(text);
  if (value === undefined) return { ok: false, error: numError("ParseFloat", text, "invalid syntax") };
  if (!Number.isFinite(value)) return { ok: false, error: numError("ParseFloat", text, "value out of range") };
  return { ok: true, value };
}

/** strconv.NumError's text (a number token is ASCII, which strconv.Quote and JSON quote alike). */
function numError(fn: string, text: string, why: string): string {
  return `strconv.${fn}: parsing ${JSON.stringify(text)}: ${why}`;
}

const decimal = /^[-+]?(?=[0-9_]*[0-9]|[0-9_]*\.[0-9_]*[0-9])[0-9_]*(\.[0-9_]*)?([eE][-+]?[0-9][0-9_]*)?$/;
const hexadecimal = /^([-+]?)0[xX]([0-9a-fA-F_]*)(?:\.([0-9a-fA-F_]*))?[pP]([-+]?[0-9][0-9_]*)$/;
const special = /^[-+]?(inf|infinity|nan)$/i;

function readFloat(text: string): number | undefined {
  if (special.test(text)) return Number(text.replace(/inf(inity)?/i, "Infinity").replace(/nan/i, "NaN"));
  if (text.includes("_") && !underscoresOk(text)) return undefined;
  const plain = text.replaceAll("_", "");
  if (decimal.test(text)) return Number(plain);
  const hex = hexadecimal.exec(plain);
  if (hex === null) return undefined;
  const [, sign, whole = "", fraction = "", exponent = "0"] = hex;
  if (whole === "" && fraction === "") return undefined;
  const mantissa = BigInt(`0x${whole}${fraction}` === "0x" ? "0" : `0x${whole}${fraction}`);
  const value = Number(mantissa) * 2 ** (Number(exponent) - 4 * fraction.length);
  return sign === "-" ? -value : value;
}

/** strconv's rule, and text/scanner's: `_` only between digits, or between a base prefix and a digit. */
export function underscoresOk(text: string): boolean {
  let s = text.replace(/^[-+]/, "");
  let last = "^";
  const hex = /^0[xX]/.test(s);
  if (/^0[xXoObB]/.test(s)) {
    s = s.slice(2);
    last = "0";
  }
  for (const c of s) {
    if (/[0-9]/.test(c) || (hex && /[a-fA-F]/.test(c))) last = "0";
    else if (c === "_") {
      if (last !== "0") return false;
      last = "_";
    } else {
      if (last === "_") return false;
      last = "!";
    }
  }
  return last !== "_";
}
