// Command-line arguments of the upstream-* scripts: positional git directories and `--name value` flags.

export interface UpstreamArgs {
  /** The arguments that are neither a flag nor a flag's value. */
  readonly positional: readonly string[];
  flag(name: string): string | undefined;
}

export function upstreamArgs(argv: readonly string[] = process.argv.slice(2)): UpstreamArgs {
  return {
    positional: argv.filter((arg, i) => !arg.startsWith("--") && !argv[i - 1]?.startsWith("--")),
    flag: (name) => {
      const at = argv.indexOf(name);
      return at === -1 ? undefined : argv[at + 1];
    },
  };
}
