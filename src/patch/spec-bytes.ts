// Spec files as text without losing a byte. `patch` promises that everything it does not
// change keeps its bytes, and a spec may hold bytes that are not UTF-8 (a Latin-1 `é` in a
// description) or begin with a byte order mark. Decoding maps each byte of an ill-formed
// sequence to a lone surrogate U+DC80–U+DCFF (the "surrogateescape" of Python), which no
// UTF-8 text can produce and JSON.stringify never writes raw; encoding maps them back.
// The BOM is taken off for parsing and put back on writing.

export interface DecodedSpec {
  readonly text: string;
  readonly bom: boolean;
}

const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const escaped = /[\udc80-\udcff]/u;

export function decodeSpec(bytes: Uint8Array): DecodedSpec {
  const text = decodeEscaping(bytes);
  return text.startsWith("\ufeff") ? { text: text.slice(1), bom: true } : { text, bom: false };
}

export function encodeSpec(spec: DecodedSpec): Uint8Array {
  const text = spec.bom ? "\ufeff" + spec.text : spec.text;
  if (!escaped.test(text)) return Buffer.from(text, "utf8");
  const parts: Buffer[] = [];
  let run = "";
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xdc80 && code <= 0xdcff) {
      parts.push(Buffer.from(run, "utf8"), Buffer.of(code - 0xdc00));
      run = "";
    } else run += ch;
  }
  parts.push(Buffer.from(run, "utf8"));
  return Buffer.concat(parts);
}

function decodeEscaping(bytes: Uint8Array): string {
  try {
    return strict.decode(bytes);
  } catch {
    // Ill-formed somewhere: decode the well-formed runs, escape the bytes between them.
  }
  const parts: string[] = [];
  let runStart = 0;
  for (let at = 0; at < bytes.length;) {
    const length = wellFormedLength(bytes, at);
    if (length > 0) {
      at += length;
      continue;
    }
    parts.push(strict.decode(bytes.subarray(runStart, at)), String.fromCharCode(0xdc00 + bytes[at]!));
    runStart = ++at;
  }
  parts.push(strict.decode(bytes.subarray(runStart)));
  return parts.join("");
}

/** Length of the well-formed UTF-8 sequence at `at` (Unicode table 3-7), or 0. */
function wellFormedLength(bytes: Uint8Array, at: number): number {
  const b0 = bytes[at]!;
  if (b0 < 0x80) return 1;
  const [length, low, high] =
    b0 >= 0xc2 && b0 <= 0xdf ? [2, 0x80, 0xbf] :
    b0 === 0xe0 ? [3, 0xa0, 0xbf] :
    b0 === 0xed ? [3, 0x80, 0x9f] :
    b0 >= 0xe1 && b0 <= 0xef ? [3, 0x80, 0xbf] :
    b0 === 0xf0 ? [4, 0x90, 0xbf] :
    b0 === 0xf4 ? [4, 0x80, 0x8f] :
    b0 >= 0xf1 && b0 <= 0xf3 ? [4, 0x80, 0xbf] : [0, 0, 0];
  if (length === 0 || at + length > bytes.length) return 0;
  const b1 = bytes[at + 1]!;
  if (b1 < low || b1 > high) return 0;
  for (let k = 2; k < length; k++) if ((bytes[at + k]! & 0xc0) !== 0x80) return 0;
  return length;
}
