// `%e` of string.format as the API server prints it. cel-go (v0.26, ext/formatting.go) hands
// `%<p>e` to golang.org/x/text's message printer for the en-US locale: `<p>` (6 when absent)
// is a width, not a precision, so the mantissa always has 6 fraction digits and the text is
// padded on the left with spaces to p characters; the exponent is written `×10` then at least
// two superscript digits (`3.140000×10⁰⁰`, `-1.500000×10⁻⁰³`), infinities `∞`. The other
// clauses are @bufbuild/cel's; this rewrites each `%e` clause into a `%s` of its text.

import { celList, celMethod, CelScalar, isCelError, listType, type CelFunc, type CelValue } from "@bufbuild/cel";
import { strings } from "@bufbuild/cel/ext";

const SUPERSCRIPT = ["\u2070", "\u00b9", "\u00b2", "\u00b3", "\u2074", "\u2075", "\u2076", "\u2077", "\u2078", "\u2079"];

/** A double (or cel-go's accepted "NaN", "Infinity", "-Infinity") as x/text prints `%e`, padded to `width`. */
export function scientific(value: number, width: number): string {
  let text: string;
  if (Number.isNaN(value)) text = "NaN";
  else if (!Number.isFinite(value)) text = value < 0 ? "-∞" : "∞";
  else {
    const [mantissa, exponent] = toExponential6(value).split("e") as [string, string];
    const exp = Math.abs(Number(exponent));
    const digits = String(exp).padStart(2, "0").split("").map((d) => SUPERSCRIPT[Number(d)]).join("");
    text = `${mantissa}×10${exponent.startsWith("-") ? "\u207b" : ""}${digits}`;
  }
  const length = [...text].length;
  return length < width ? " ".repeat(width - length) + text : text;
}

/**
 * `value.toExponential(6)`, but a value exactly halfway between two such numbers goes to the
 * even one, as Go's strconv rounds (JavaScript goes away from zero): 1234566.5 is 1.234566e+6.
 * 40 digits show the exact expansion of any double with a tie at the 7th.
 */
function toExponential6(value: number): string {
  const exact = /^(-?\d\.\d{5}([02468]))5(0*)(e.*)$/.exec(value.toExponential(40));
  return exact === null ? value.toExponential(6) : `${exact[1]}${exact[4]}`;
}

const SPECIAL: Readonly<Record<string, number>> = { NaN: Number.NaN, Infinity: Infinity, "-Infinity": -Infinity };

/** The format string with each `%e` clause whose argument is a double made `%s`, and the arguments to go with it. */
function rewrite(format: string, args: readonly CelValue[]): [string, CelValue[]] {
  let out = "";
  const values = [...args];
  let arg = 0;
  for (let i = 0; i < format.length; i++) {
    const m = format[i] === "%" ? /^%(?:%|(?:\.([0-9]*))?(.))/su.exec(format.slice(i)) : null;
    if (m === null) {
      out += format[i];
      continue;
    }
    const value = values[arg];
    const special = typeof value === "string" && Object.hasOwn(SPECIAL, value) ? SPECIAL[value] : undefined;
    if (m[2] === "e" && (typeof value === "number" || special !== undefined)) {
      values[arg] = scientific(special ?? (value as number), m[1] === undefined ? 6 : Number(m[1]));
      out += "%s";
    } else out += m[0];
    if (m[0] !== "%%") arg++;
    i += m[0].length - 1;
  }
  return [out, values];
}

const original = strings.find((f) => f.name === "format")!;

/** string.format with cel-go's `%e`. */
export const formatFunction: CelFunc = celMethod("format", CelScalar.STRING, [listType(CelScalar.DYN)], CelScalar.STRING, function (list) {
  const [format, values] = rewrite(this, [...list] as CelValue[]);
  const result = original.call(0, format, [celList(values)]);
  if (result === undefined || isCelError(result)) throw result === undefined ? new Error("format: no overload") : result;
  return result as string;
});
