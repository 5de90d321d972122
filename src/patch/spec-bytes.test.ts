import test from "ava";
import { decodeSpec, encodeSpec } from "./spec-bytes.js";

test("any bytes survive decoding and encoding unchanged (seeded random inputs)", (t) => {
  let seed = 12345;
  const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) >>> 16;
  for (let i = 0; i < 2000; i++) {
    const bytes = Buffer.from(Array.from({ length: next() % 24 }, () => (next() % 3 === 0 ? 0x22 : next() % 256)));
    t.deepEqual(Buffer.from(encodeSpec(decodeSpec(bytes))), bytes);
  }
});

test("well-formed UTF-8 decodes as usual; ill-formed bytes (overlong, surrogates, stray) are escaped one by one", (t) => {
  t.deepEqual(decodeSpec(Buffer.from("é😀", "utf8")), { text: "é😀", bom: false });
  const ill = Buffer.of(0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x41, 0xff);
  t.deepEqual(decodeSpec(ill), { text: "\udcc0\udcaf\udced\udca0\udc80A\udcff", bom: false });
});

test("a byte order mark is taken off and put back", (t) => {
  const decoded = decodeSpec(Buffer.from("\ufeff{}", "utf8"));
  t.deepEqual(decoded, { text: "{}", bom: true });
  t.deepEqual(Buffer.from(encodeSpec(decoded)), Buffer.from("\ufeff{}", "utf8"));
});
