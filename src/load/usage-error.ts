/** A problem with the command line itself (exit code 2), not with the Go input. */
export class UsageError extends Error {
  override name = "UsageError";
}
