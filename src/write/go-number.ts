// Numbers as Go's strconv.FormatFloat(f, 'g', -1, 64) writes them (go-yaml's floats): the
// shortest digits that read back as f, in %e form when the exponent is below -4 or at
// least 6 (with a sign and at least two exponent digits), else plain decimals.

export function goFloatText(f: number): string {
  if (Number.isNaN(f)) return ".nan";
  if (!Number.isFinite(f)) return f > 0 ? ".inf" : "-.inf";
  if (f === 0) return Object.is(f, -0) ? "-0" : "0";
  const [mantissa, exponentText] = f.toExponential().split("e") as [string, string];
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith("-");
  const digits = mantissa.replace("-", "").replace(".", "");
  const sign = negative ? "-" : "";
  if (exponent < -4 || exponent >= 6) {
    const body = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const expSign = exponent < 0 ? "-" : "+";
    return `${sign}${body}e${expSign}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  if (exponent < 0) return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
  const fraction = digits.slice(exponent + 1);
  return fraction === "" ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}
