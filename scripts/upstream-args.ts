// Command-line arguments of the upstream-* scripts: positional git directories and `--name value` flags.

import { resolve } from "node:path";

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

/** `--module MODULE=GITDIR` flags: each module's bare mirror, its path resolved. */
export function moduleMirrors(argv: readonly string[] = process.argv.slice(2)): Map<string, string> {
  const modules = new Map<string, string>();
  argv.forEach((arg, i) => {
    if (argv[i - 1] !== "--module") return;
    const eq = arg.indexOf("=");
    if (eq > 0) modules.set(arg.slice(0, eq), resolve(arg.slice(eq + 1)));
  });
  return modules;
}
