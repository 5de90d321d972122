// strconv.Atoi and ParseFloat as Go 1.26 answers them (values and messages checked against Go).
import test from "ava";
import { goAtoi, goParseFloat } from "./go-strconv.js";
import { EOF, Float, GoTextScanner, Ident, Int, String } from "../markers/go-text-scanner.js";

test("Atoi: decimal digits within int64", (t) => {
  t.deepEqual(goAtoi("-017"), { ok: true, value: -17n });
  t.deepEqual(goAtoi("9223372036854775807"), { ok: true, value: 9223372036854775807n });
  t.deepEqual(goAtoi("9223372036854775808"), { ok: false, error: 'strconv.Atoi: parsing "9223372036854775808": value out of range' });
  t.deepEqual(goAtoi("1_0"), { ok: false, error: 'strconv.Atoi: parsing "1_0": invalid syntax' });
  t.deepEqual(goAtoi("0x10"), { ok: false, error: 'strconv.Atoi: parsing "0x10": invalid syntax' });
  t.deepEqual(goAtoi("99999999999999999999_7"), { ok: false, error: 'strconv.Atoi: parsing "99999999999999999999_7": value out of range' });
  t.deepEqual(goAtoi("9999999999_7"), { ok: false, error: 'strconv.Atoi: parsing "9999999999_7": invalid syntax' });
});

test("ParseFloat: Go's float syntax, finite float64", (t) => {
  const value = (text: string) => { const r = goParseFloat(text); return r.ok ? r.value : r.error; };
  t.is(value("1_000.5"), 1000.5);
  t.is(value("0x1p4"), 16);
  t.is(value("0x_1.8p-1"), 0.75);
  t.is(value(".5"), 0.5);
  t.is(value("5."), 5);
  t.is(value("017"), 17);
  t.is(value("1e-400"), 0);
  t.is(value("1e400"), 'strconv.ParseFloat: parsing "1e400": value out of range');
  t.is(value("0x10"), 'strconv.ParseFloat: parsing "0x10": invalid syntax');
  t.is(value("0o17"), 'strconv.ParseFloat: parsing "0o17": invalid syntax');
  t.is(value("1__0"), 'strconv.ParseFloat: parsing "1__0": invalid syntax');
  t.is(value("_1"), 'strconv.ParseFloat: parsing "_1": invalid syntax');
});

test("text/scanner tokens and number errors", (t) => {
  const scan = (text: string) => {
    const errors: string[] = [];
    const s = new GoTextScanner(text, (m) => errors.push(m));
    const tokens: [number, string][] = [];
    for (let tok = s.scan(); tok !== EOF; tok = s.scan()) tokens.push([tok, s.tokenText()]);
    return { tokens, errors };
  };
  t.deepEqual(scan("a1 0x1p4 1e3 07 \"s\\n\""), { tokens: [[Ident, "a1"], [Float, "0x1p4"], [Float, "1e3"], [Int, "07"], [String, "\"s\\n\""]], errors: [] });
  t.deepEqual(scan("0x1.8").errors, ["hexadecimal mantissa requires a 'p' exponent"]);
  t.deepEqual(scan("0b12").errors, ["invalid digit '2' in binary literal"]);
  t.deepEqual(scan("1e").errors, ["exponent has no digits"]);
  t.deepEqual(scan("0x").errors, ["hexadecimal literal has no digits"]);
  t.deepEqual(scan("0b1.0").errors, ["invalid radix point in binary literal"]);
  t.deepEqual(scan("0x1e+2").tokens, [[Int, "0x1e"], [0x2b, "+"], [Int, "2"]]);
  t.deepEqual(scan("\"\\x4\"").errors, ["invalid char escape"]);
});
