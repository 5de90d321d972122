// A run memo's entry as stored: one header line naming the format, the key and the SHA-256
// of the body, then the body as JSON — what the run observed (traced-fs.ts) and what it
// did (events), in order. A decoded entry is checked field by field: a truncated, edited or
// planted file is no entry (a miss), never an exception.

import { createHash } from "node:crypto";
import type { Observation, RunEvent, StatSignature, WrittenFile } from "../load/traced-fs.js";
import { memoFormat } from "./key.js";

export interface MemoEntry {
  readonly observations: readonly Observation[];
  readonly events: readonly RunEvent[];
  readonly exit: number;
}

/** Text as it was written, or bytes (base64). */
type StoredData = string | { readonly b: string };
type StoredEvent = readonly ["stdout" | "stderr", StoredData] | readonly ["files", readonly (readonly [string, StoredData])[]] | readonly ["device", string, StoredData];

/**
 * The entry's chunks: the header, then the body a piece at a time (one per event), so that a
 * run with megabytes of outputs does not also hold them as one JSON text and its bytes.
 */
export function encodeEntry(key: string, entry: MemoEntry): Buffer[] {
  const body = [Buffer.from(`{"key":${JSON.stringify(key)},"observations":${JSON.stringify(entry.observations)},"events":[`)];
  entry.events.forEach((event, i) => body.push(Buffer.from(`${i === 0 ? "" : ","}${JSON.stringify(storedEvent(event))}`)));
  body.push(Buffer.from(`],"exit":${entry.exit}}`));
  return [Buffer.from(headerOf(key, body)), ...body];
}

export function decodeEntry(key: string, bytes: Buffer): MemoEntry | undefined {
  const newline = bytes.indexOf(10);
  if (newline < 0) return undefined;
  const body = bytes.subarray(newline + 1);
  if (bytes.subarray(0, newline + 1).toString("latin1") !== headerOf(key, [body])) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
  return entryOf(key, parsed);
}

function headerOf(key: string, body: readonly Uint8Array[]): string {
  const hash = createHash("sha256");
  for (const chunk of body) hash.update(chunk);
  return `openapi-markers memo ${memoFormat} ${key} ${hash.digest("hex")}\n`;
}

function storedEvent(event: RunEvent): StoredEvent {
  switch (event.kind) {
    case "stdout":
    case "stderr":
      return [event.kind, stored(event.data)];
    case "files":
      return ["files", event.files.map((f) => [f.path, stored(f.content)] as const)];
    case "device":
      return ["device", event.file.path, stored(event.file.content)];
  }
}

function stored(data: string | Uint8Array): StoredData {
  return typeof data === "string" ? data : { b: Buffer.from(data).toString("base64") };
}

// Checking a decoded body. Every check returns undefined for anything unexpected.

function entryOf(key: string, value: unknown): MemoEntry | undefined {
  if (!isRecord(value) || value.key !== key || value.exit !== 0) return undefined;
  const observations = listOf(value.observations, observationOf);
  const events = listOf(value.events, eventOf);
  return observations === undefined || events === undefined ? undefined : { observations, events, exit: 0 };
}

function observationOf(value: unknown): Observation | undefined {
  if (!Array.isArray(value) || typeof value[1] !== "string" || typeof value[2] !== "string" || value[1] === "") return undefined;
  const [op, path, outcome] = value as [unknown, string, string];
  if ((op === "l" || op === "s" || op === "r") && value.length === 3) return [op, path, outcome];
  if (op !== "f" || value.length !== 5 || !isCount(value[3]) && value[3] !== null) return undefined;
  const signature = value[4] === null ? null : signatureOf(value[4]);
  if (signature === undefined) return undefined;
  // JSON has no Infinity: an unbounded read is stored as null.
  return ["f", path, outcome, value[3] === null ? Infinity : (value[3] as number), signature];
}

function signatureOf(value: unknown): StatSignature | undefined {
  return Array.isArray(value) && value.length === 5 && value.every((n) => typeof n === "number" && Number.isFinite(n)) ? (value as unknown as StatSignature) : undefined;
}

function eventOf(value: unknown): RunEvent | undefined {
  if (!Array.isArray(value)) return undefined;
  const [kind] = value as unknown[];
  if ((kind === "stdout" || kind === "stderr") && value.length === 2) {
    const data = dataOf(value[1]);
    return data === undefined ? undefined : { kind, data };
  }
  if (kind === "files" && value.length === 2) {
    const files = listOf(value[1], fileOf);
    return files === undefined || files.length === 0 ? undefined : { kind, files };
  }
  if (kind === "device" && value.length === 3) {
    const file = fileOf([value[1], value[2]]);
    return file === undefined ? undefined : { kind, file };
  }
  return undefined;
}

function fileOf(value: unknown): WrittenFile | undefined {
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== "string" || value[0] === "") return undefined;
  const content = dataOf(value[1]);
  return content === undefined ? undefined : { path: value[0], content };
}

function dataOf(value: unknown): string | Uint8Array | undefined {
  if (typeof value === "string") return value;
  if (isRecord(value) && typeof value.b === "string" && Object.keys(value).length === 1) return Buffer.from(value.b, "base64");
  return undefined;
}

function listOf<T>(value: unknown, item: (v: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: T[] = [];
  for (const v of value) {
    const checked = item(v);
    if (checked === undefined) return undefined;
    items.push(checked);
  }
  return items;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): boolean {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}
