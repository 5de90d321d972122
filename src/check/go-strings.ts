// Go's strings.EqualFold, for rules that copy a Go tool's comparisons.

/**
 * Whether two strings are equal under simple Unicode case folding, as Go's
 * strings.EqualFold: code point by code point, equal or one case of the other.
 */
export function equalFold(a: string, b: string): boolean {
  const left = [...a];
  const right = [...b];
  if (left.length !== right.length) return false;
  return left.every((x, i) => foldsTo(x, right[i]!));
}

function foldsTo(x: string, y: string): boolean {
  if (x === y) return true;
  const lower = x.toLowerCase();
  const upper = x.toUpperCase();
  // A case mapping to several code points (ß → SS) is not a simple fold.
  return ([...lower].length === 1 && lower === y.toLowerCase()) || ([...upper].length === 1 && upper === y.toUpperCase());
}
