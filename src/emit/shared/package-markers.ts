// The package-level markers controller-gen's rbac and webhook generators read, per input
// package: the free-standing top-level comment groups and the package clause's doc comment
// (Package.freeMarkers), and the groups above types (their package-only markers are
// package-level to controller-gen). Packages in import-path order, as go list gives them;
// markers in file and line order.

import { compareStrings, type Diagnostic } from "../../diag/diagnostic.js";
import type { Marker } from "../../markers/comment-tags.js";
import type { Universe } from "../../model/ir.js";
import type { YamlValue } from "../../write/go-yaml.js";

/** What the rbac and webhook emitters give back: the objects of their one file, in order (none: no file), and diagnostics. */
export interface ManifestObjects {
  readonly objects: readonly YamlValue[];
  readonly diagnostics: readonly Diagnostic[];
}

/** `order`: the input packages' import paths in controller-gen's root order (else import-path order). */
export function packageMarkerLists(universe: Universe, order?: readonly string[]): Marker[][] {
  const rank = new Map(order?.map((path, i) => [path, i]));
  const at = (path: string): number => rank.get(path) ?? Number.MAX_SAFE_INTEGER;
  const inputs = [...universe.packages.values()].filter((p) => p.isInput).sort((a, b) => at(a.path) - at(b.path) || compareStrings(a.path, b.path));
  return inputs.map((pkg) =>
    // controller-gen reads markers from // comments only (a /* */ one is check's OM5400).
    [...pkg.freeMarkers, ...[...pkg.types.values()].flatMap((t) => t.markersAbove)].filter((m) => m.block !== true).sort(
      (a, b) => compareStrings(a.span.file, b.span.file) || a.span.line - b.span.line || a.span.col - b.span.col,
    ),
  );
}
