// A memo entry survives encoding exactly, and anything but an entry of its key decodes to
// nothing: another key, a changed byte, a truncated file, a body of the wrong shape.

import test from "ava";
import { createHash } from "node:crypto";
import { decodeEntry, encodeEntry, type MemoEntry } from "./entry.js";

const key = "a".repeat(64);

const entry: MemoEntry = {
  observations: [
    ["l", "/w/pkg", "h" + "1".repeat(64)],
    ["s", "/w/go.work", "eENOENT"],
    ["r", "/usr/bin/go", "=/usr/lib/go/bin/go"],
    ["f", "/w/pkg/types.go", "h" + "2".repeat(64), Infinity, [1, 2, 3, 4.5, 6.25]],
    ["f", "/w/hack/tools.sh", "eEFBIG", 1048576, null],
  ],
  events: [
    { kind: "stderr", data: "pkg/types.go:1:1: warning OM3017: …\n" },
    { kind: "files", files: [{ path: "out/v2.json", content: "{\"lone\":\"\ud800\"}\n" }, { path: "out/t.ts", content: Buffer.from([0, 255, 10]) }] },
    { kind: "device", file: { path: "/dev/null", content: "report\n" } },
    { kind: "stdout", data: Buffer.from([104, 105, 10]) },
  ],
  exit: 0,
};

const encoded = (): Buffer => Buffer.concat(encodeEntry(key, entry));

test("an entry decodes to what was encoded", (t) => {
  t.deepEqual(decodeEntry(key, encoded()), entry);
});

test("another key, a changed byte or a truncated entry decodes to nothing", (t) => {
  t.is(decodeEntry("b".repeat(64), encoded()), undefined);
  const bytes = encoded();
  bytes[bytes.length - 5] ^= 1;
  t.is(decodeEntry(key, bytes), undefined);
  t.is(decodeEntry(key, encoded().subarray(0, 150)), undefined);
  t.is(decodeEntry(key, Buffer.alloc(0)), undefined);
});

/** An entry of `body` under a header that matches it. */
function planted(body: unknown): Buffer {
  const text = Buffer.from(JSON.stringify(body));
  return Buffer.concat([Buffer.from(`openapi-markers memo 1 ${key} ${createHash("sha256").update(text).digest("hex")}\n`), text]);
}

test("a body of the wrong shape decodes to nothing", (t) => {
  const good = JSON.parse(encoded().subarray(encoded().indexOf(10) + 1).toString("utf8")) as Record<string, unknown>;
  t.not(decodeEntry(key, planted(good)), undefined, "the planted form of a good body decodes");
  const bad: unknown[] = [
    { ...good, key: "b".repeat(64) },
    { ...good, exit: 1 },
    { ...good, observations: {} },
    { ...good, observations: [["x", "/p", "d"]] },
    { ...good, observations: [["s", "", "d"]] },
    { ...good, observations: [["s", "/p", 1]] },
    { ...good, observations: [["f", "/p", "h", -1, null]] },
    { ...good, observations: [["f", "/p", "h", null, [1, 2]]] },
    { ...good, events: [["stdout"]] },
    { ...good, events: [["stdout", { b: "aGk=", x: 1 }]] },
    { ...good, events: [["files", []]] },
    { ...good, events: [["files", [["", "text"]]]] },
    { ...good, events: [["device", "/dev/null"]] },
    { ...good, events: [["exec", "rm -rf /"]] },
    [],
  ];
  for (const body of bad) t.is(decodeEntry(key, planted(body)), undefined, JSON.stringify(body).slice(0, 80));
});
