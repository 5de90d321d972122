// Where the syntax cache lives (src/load/syntax-cache.ts). OPENAPI_MARKERS_CACHE=off turns
// it off and OPENAPI_MARKERS_CACHE=DIR moves it; otherwise it is the user's cache
// directory, as the go command finds its own: $XDG_CACHE_HOME, else ~/.cache on Linux,
// ~/Library/Caches on macOS, %LocalAppData% on Windows. Without a home the cache is off.

import { isAbsolute, join, resolve } from "node:path";

export const cacheEnv = "OPENAPI_MARKERS_CACHE";

/** The cache directory, or undefined when the cache is off. */
export function cacheDirectory(env: Readonly<Record<string, string | undefined>>, cwd: string, platform: NodeJS.Platform = process.platform): string | undefined {
  const setting = env[cacheEnv];
  if (setting === "off") return undefined;
  if (setting !== undefined && setting !== "") return resolve(cwd, setting);
  const base = userCacheDirectory(env, platform);
  return base === undefined ? undefined : join(base, "openapi-markers");
}

function userCacheDirectory(env: Readonly<Record<string, string | undefined>>, platform: NodeJS.Platform): string | undefined {
  const absolute = (value: string | undefined): string | undefined => (value !== undefined && isAbsolute(value) ? value : undefined);
  const xdg = absolute(env.XDG_CACHE_HOME);
  if (xdg !== undefined) return xdg;
  if (platform === "win32") return absolute(env.LOCALAPPDATA);
  const home = absolute(env.HOME);
  if (home === undefined) return undefined;
  return platform === "darwin" ? join(home, "Library", "Caches") : join(home, ".cache");
}

/**
 * A command's cache directory: none with --no-cache, else from the process's environment
 * (not the go command's environment a caller may pass in CliIO.env, which tests point at
 * their fixtures).
 */
export function commandCacheDir(cacheFlag: boolean | undefined, cwd: string): string | undefined {
  return cacheFlag === false ? undefined : cacheDirectory(process.env, cwd);
}
