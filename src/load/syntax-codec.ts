// How one file's syntax facts are stored in the cache: a header line, then the facts as
// JSON. The facts are stored without their display path (parsed under the empty path,
// so every span's `file` and the file's `path` are empty), because the same dependency file is seen under different
// relative paths by different runs; decoding puts the run's path back, one shared string
// for every span. The header names the format, the entry's key, and the length and
// CRC-32 of the JSON, so that a truncated, corrupted, renamed or foreign entry is
// recognised and treated as a miss; so is one whose facts do not have their full shape
// (syntax-validate.ts). The checksum only catches damage — whoever can write an entry can
// recompute any unkeyed hash, so the shape check is what stands against a planted one —
// and CRC-32 does that at a fraction of SHA-256's cost (an entry is ≈ 4× its Go file, and
// hashing entries was ≈ 5 % of a warm run's instructions).

import { crc32 } from "node:zlib";
import type { GoFileSyntax } from "../parse/syntax.js";
import { isSyntaxFacts } from "./syntax-validate.js";

const magic = "openapi-markers-syntax";

/**
 * An entry for facts parsed under the empty path (SyntaxCache parses misses so, then calls
 * attachPath): the JSON needs no rewriting. The header and the body, to be written in turn.
 */
export function encodeEntry(key: string, pathless: GoFileSyntax): [Buffer, Buffer] {
  const body = Buffer.from(JSON.stringify(pathless));
  return [Buffer.from(`${magic} ${key} ${body.length} ${entryChecksum(body)}\n`), body];
}

/** The facts of an entry, with `display` as their path; undefined unless the entry is intact and for `key`. */
export function decodeEntry(key: string, bytes: Uint8Array, display: string): GoFileSyntax | undefined {
  const newline = bytes.indexOf(0x0a);
  if (newline < 0 || newline > 300) return undefined;
  const header = Buffer.from(bytes.buffer, bytes.byteOffset, newline).toString("latin1").split(" ");
  if (header.length !== 4 || header[0] !== magic || header[1] !== key) return undefined;
  const body = Buffer.from(bytes.buffer, bytes.byteOffset + newline + 1, bytes.length - newline - 1);
  if (String(body.length) !== header[2] || entryChecksum(body) !== header[3]) return undefined;
  let facts: unknown;
  try {
    facts = JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
  return isSyntaxFacts(facts, display) ? facts : undefined;
}

/** The checksum of an entry's body, as its header gives it. */
export function entryChecksum(body: Uint8Array): string {
  return crc32(body).toString(16).padStart(8, "0");
}

/** Sets the display path of the file and of every span in it (iteratively: the facts nest deeply). */
export function attachPath(facts: GoFileSyntax, display: string): GoFileSyntax {
  (facts as { path: string }).path = display;
  const pending: object[] = [facts];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (Array.isArray(node)) {
      for (const item of node as unknown[]) if (typeof item === "object" && item !== null) pending.push(item);
      continue;
    }
    const record = node as Record<string, unknown>;
    if (typeof record.file === "string") record.file = display;
    for (const name in record) {
      const value = record[name];
      if (typeof value === "object" && value !== null) pending.push(value);
    }
  }
  return facts;
}
