// A persistent cache of syntax facts (src/parse/syntax.ts) per Go file, so that runs that
// read the same files again — one process per package under `go generate ./...`, each
// parsing the same dependencies (core/v1, meta/v1, …), or an update script followed by
// its verify script — skip parsing them. An entry is keyed by the SHA-256 of the file's
// text together with everything else that decides its facts — the cache format, the
// facts' version, the package version, the grammar's version and the code of the parser
// modules themselves (so that a changed parser under an unchanged version, as in
// development, finds no old entry) — so it is never stale; the display path is not part
// of it (syntax-codec.ts). Entries live in DIR/<first two hex digits>/<key>; see
// cache-dir.ts for DIR and cache-trim.ts for how it is kept small. A cache that cannot
// be read or written is no cache: the run parses and never reports it.

import { createHash } from "node:crypto";
import { lstatSync, readdirSync, statSync, type Stats } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GoFileSyntax } from "../parse/syntax.js";
import { syntaxFactsVersion } from "../parse/syntax.js";
import { ensureDirectory, statOrUndefined, touchIfOlder, writeAtomically } from "./cache-files.js";
import { markUsedEveryMs, trimIfDue } from "./cache-trim.js";
import { currentUser, distrust, repairShard } from "./cache-trust.js";
import type { SourceText } from "./parse-pool.js";
import { readOwnFile } from "./regular-file.js";
import { attachPath, decodeEntry, encodeEntry } from "./syntax-codec.js";

/** Bump when the entry layout (syntax-codec.ts) changes. */
const cacheFormat = 2;

export interface CacheStats {
  hits: number;
  misses: number;
}

export class SyntaxCache {
  private writable = true;
  private used = false;
  /** Whether each shard seen is usable. */
  private readonly shards = new Map<string, boolean>();
  readonly stats: CacheStats = { hits: 0, misses: 0 };

  private constructor(
    readonly dir: string,
    private readonly salt: string,
    private readonly now: () => number,
  ) {}

  /**
   * The cache in `dir`, created (owner-only) if absent; undefined when `dir` is not (and
   * cannot become) a directory; `untrusted` (why) when it is not the current user's alone
   * (cache-trust.ts), and then not used.
   */
  static open(dir: string, now: () => number = Date.now): SyntaxCache | { readonly untrusted: string } | undefined {
    salt ??= factsSalt() ?? false;
    if (salt === false) return undefined;
    const stats = directoryOrCreated(dir);
    if (stats === undefined) return undefined;
    const untrusted = distrust(stats, user);
    return untrusted === undefined ? new SyntaxCache(dir, salt, now) : { untrusted };
  }

  /**
   * The facts of every file: from the cache where it has them, else from `parse` (given
   * the misses only, in order), which are then stored.
   */
  parseAll(files: readonly SourceText[], parse: (files: readonly SourceText[]) => GoFileSyntax[]): GoFileSyntax[] {
    this.used = true;
    const keys = files.map((f) => this.keyOf(f.text, f.masked?.key));
    const results = files.map((f, i) => this.load(keys[i]!, f));
    const missing = results.flatMap((r, i) => (r === undefined ? [i] : []));
    this.stats.hits += files.length - missing.length;
    this.stats.misses += missing.length;
    if (missing.length === 0) return results as GoFileSyntax[];
    // Parsed under the empty path, stored as they are, then given their display path.
    const parsed = parse(missing.map((i) => ({ ...files[i]!, display: "" })));
    missing.forEach((i, k) => {
      this.store(keys[i]!, parsed[k]!);
      results[i] = attachPath(parsed[k]!, files[i]!.display);
    });
    return results as GoFileSyntax[];
  }

  /** Trims the cache if that is due (at most once a day); call once, when the run is done with it. */
  finish(): void {
    if (this.used && this.writable) trimIfDue(this.dir, this.now());
  }

  /** A masked parse (src/parse/declaration-mask.ts) has facts of its own: what was masked is part of its key. */
  private keyOf(text: string, maskKey: string | undefined): string {
    const hash = createHash("sha256").update(this.salt).update(text);
    if (maskKey !== undefined) hash.update(`\0masked ${maskKey}`);
    return hash.digest("hex");
  }

  /** Whether a key's shard is absent (created when stored) or ours (cache-trust.ts); asked once per shard. */
  private usableShard(key: string): boolean {
    const shard = key.slice(0, 2);
    let usable = this.shards.get(shard);
    if (usable === undefined) {
      const path = join(this.dir, shard);
      const stats = statOrUndefined(path, lstatSync);
      usable = stats === undefined || repairShard(path, stats, user);
      // Absent: asked again once an entry is stored (another run may create it meanwhile).
      if (stats !== undefined) this.shards.set(shard, usable);
    }
    return usable;
  }

  private pathOf(key: string): string {
    return join(this.dir, key.slice(0, 2), key);
  }

  private load(key: string, file: SourceText): GoFileSyntax | undefined {
    if (!this.usableShard(key)) return undefined;
    const path = this.pathOf(key);
    // Far more than the facts of any file take (≈ 4× its text): a planted giant is not read.
    const read = readOwnFile(path, 64 * file.text.length + (1 << 20), user);
    if (!read.ok) return undefined;
    const facts = decodeEntry(key, read.bytes, file.display);
    if (facts !== undefined && this.writable) touchIfOlder(path, markUsedEveryMs, this.now());
    return facts;
  }

  private store(key: string, pathless: GoFileSyntax): void {
    if (!this.writable) return;
    // One failed write (a read-only or full disk, a shard that is not ours) is enough: the rest would fail too.
    if (!this.usableShard(key) || !writeAtomically(this.pathOf(key), ...encodeEntry(key, pathless))) this.writable = false;
  }
}

/** The cache directory's status, after creating it if absent; undefined unless it is a directory. */
function directoryOrCreated(dir: string): Stats | undefined {
  // A link to a directory is accepted for the cache itself (a user's choice), not below it.
  const stats = statOrUndefined(dir, statSync) ?? (ensureDirectory(dir) ? statOrUndefined(dir, statSync) : undefined);
  return stats?.isDirectory() === true ? stats : undefined;
}

/** The current user, once per process. */
const user = currentUser();

/** The salt of every key, computed once per process; false when it cannot be (and then no cache). */
let salt: string | false | undefined;

export function factsSalt(): string | undefined {
  const require = createRequire(import.meta.url);
  let own: string | undefined;
  let grammar: string | undefined;
  try {
    // Found by the package's own name: this module runs from dist/src/load/ or from a chunk in dist/bin/.
    own = versionIn(require.resolve("openapi-markers/package.json"));
    grammar = versionIn(require.resolve("tree-sitter-go/package.json"));
  } catch {
    return undefined;
  }
  const parser = parserFingerprint();
  if (own === undefined || grammar === undefined || parser === undefined) return undefined;
  return `openapi-markers ${own} cache ${cacheFormat} facts ${syntaxFactsVersion} tree-sitter-go ${grammar} parser ${parser}\n`;
}

/**
 * The SHA-256 of the code that parses, as this process loads it: the modules of
 * dist/src/parse/ when running the compiled modules, every chunk beside this one when
 * running the bundled command line (dist/bin/, where the parser is bundled in). The build
 * writes the bundle's into dist/bin/ (scripts/build.ts), so that a run of the command line
 * reads 64 characters instead of hashing a megabyte of chunks.
 */
function parserFingerprint(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  if (basename(here) === "load") return codeFingerprint(join(here, "..", "parse"));
  const built = readOwnFile(join(here, bundleFingerprintFile), 64);
  const text = built.ok ? built.bytes.toString("latin1") : "";
  return /^[0-9a-f]{64}$/.test(text) ? text : codeFingerprint(here);
}

/** Where the build leaves the bundle's fingerprint, beside its chunks. */
export const bundleFingerprintFile = "code-fingerprint.txt";

/** The SHA-256 of every module (`.js`, `.cjs`, tests aside) of `dir`, names and contents. */
export function codeFingerprint(dir: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => (n.endsWith(".js") || n.endsWith(".cjs")) && !n.includes(".test.")).sort();
  } catch {
    return undefined;
  }
  const hash = createHash("sha256");
  for (const name of names) {
    const read = readOwnFile(join(dir, name));
    if (!read.ok) return undefined;
    hash.update(`${name}\0${read.bytes.length}\0`).update(read.bytes);
  }
  return hash.digest("hex");
}

function versionIn(packageJson: string): string | undefined {
  const read = readOwnFile(packageJson);
  try {
    const version = read.ok ? (JSON.parse(read.bytes.toString("utf8")) as { version?: unknown }).version : undefined;
    return typeof version === "string" ? version : undefined;
  } catch {
    return undefined;
  }
}
