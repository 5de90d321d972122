// Go literals as Go 1.26 prints them (strconv.Quote, %#v, encoding/json), the expected
// texts taken from a Go program run on the same values; %#v composites as gofmt reprints them.

import test from "ava";
import { goFloat, goJsonString, goQuote, goValue } from "./literals.js";

test("strconv.Quote: printable runes stay, controls, format characters and non-ASCII spaces are escaped", (t) => {
  t.is(goQuote("plain"), '"plain"');
  t.is(goQuote("tab\there"), '"tab\\there"');
  t.is(goQuote('nl\nquote"back\\slash'), '"nl\\nquote\\"back\\\\slash"');
  t.is(goQuote("bell\u0007 del\u007f nbsp\u00a0 zwsp\u200b"), '"bell\\a del\\x7f nbsp\\u00a0 zwsp\\u200b"');
  t.is(goQuote("ünïcode — ☃ 😀"), '"ünïcode — ☃ 😀"');
  t.is(goQuote("ctl\u0001\u001f"), '"ctl\\x01\\x1f"');
});

test("%#v of float64: the shortest digits, exponent form below 1e-4 and from 1e6", (t) => {
  const cases: [number, string][] = [
    [1, "1"], [0.5, "0.5"], [1e6, "1e+06"], [123456, "123456"], [1234567, "1.234567e+06"], [1e-5, "1e-05"],
    [0.0001, "0.0001"], [-2.5, "-2.5"], [1e21, "1e+21"], [1.5e300, "1.5e+300"], [100, "100"], [86400, "86400"],
    [0.1 + 0.2, "0.30000000000000004"],
  ];
  for (const [value, want] of cases) t.is(goFloat(value), want, String(value));
});

test("%#v of decoded JSON, as gofmt reprints it: sorted keys, interface{}(nil)", (t) => {
  t.is(goValue({ b: { c: 1000000 }, a: [1, 2.5, "x", true, null] }),
    'map[string]interface{}{"a": []interface{}{1, 2.5, "x", true, interface{}(nil)}, "b": map[string]interface{}{"c": 1e+06}}');
  t.is(goValue({}), "map[string]interface{}{}");
  t.is(goValue(""), '""');
});

test("encoding/json escapes HTML characters and U+2028", (t) => {
  t.is(goJsonString("^[a-z]+<x>&$\u2028\t"), '"^[a-z]+\\u003cx\\u003e\\u0026$\\u2028\\t"');
});
