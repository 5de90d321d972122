// Reads a command line's plain forms without yargs, whose modules (yargs, cliui,
// string-width, y18n…) cost a warm run about a fifth of its CPU time: operands, and flags
// written `--name value`, `--name=value` (a value flag) or `--name` (a boolean, `--no-name`
// where the table has it), each at most once, with values among the flag's choices. Any
// other form — help, --config, --parser, `--`, a short or camel-case flag, a repeat, an
// unknown flag, a value that is empty, starts with `-` or is not a choice — gives
// undefined, and the line is left to src/cli.ts, which reads every form and reports every
// mistake.

export interface PlainFlagTable<K extends string> {
  /** Value flags (`--name`) and the key each sets; with `choices`, only those values. */
  readonly values: ReadonlyMap<string, { readonly key: K; readonly choices?: readonly string[] }>;
  /** Boolean flags (`--name`, `--no-name`) and the key and value each sets. */
  readonly booleans: ReadonlyMap<string, readonly [K, boolean]>;
}

export interface PlainLine<K extends string> {
  readonly flags: Partial<Record<K, string | boolean>>;
  readonly operands: readonly string[];
}

/** The flags and operands of `argv` when it holds only plain forms; else undefined. */
export function readPlainFlags<K extends string>(argv: readonly string[], table: PlainFlagTable<K>): PlainLine<K> | undefined {
  const operands: string[] = [];
  const flags: Partial<Record<K, string | boolean>> = {};
  const seen = new Set<K>();
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === "") return undefined;
    if (!token.startsWith("-")) {
      operands.push(token);
      continue;
    }
    const eq = token.indexOf("=");
    const name = eq < 0 ? token : token.slice(0, eq);
    const valueFlag = table.values.get(name);
    const booleanFlag = eq < 0 ? table.booleans.get(name) : undefined;
    const key = valueFlag?.key ?? booleanFlag?.[0];
    if (key === undefined || seen.has(key)) return undefined;
    seen.add(key);
    if (booleanFlag !== undefined) {
      flags[key] = booleanFlag[1];
      continue;
    }
    const value = eq < 0 ? argv[++i] : token.slice(eq + 1);
    if (value === undefined || value === "" || value.startsWith("-")) return undefined;
    if (valueFlag!.choices !== undefined && !valueFlag!.choices.includes(value)) return undefined;
    flags[key] = value;
  }
  return { flags, operands };
}
