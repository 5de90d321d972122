// Three-way strategic merge patch: kubernetes/apimachinery's CreateThreeWayMergePatch, what
// `kubectl apply` sends. `original` is the configuration applied last time (the
// last-applied-configuration annotation), `modified` the one applied now, `current` the live
// object. The patch is
// - the changes and additions from `current` to `modified` (never deletions: what the server
//   or other clients added, defaults and status included, stays), joined with
// - the deletions from `original` to `modified` (only what the user had applied and removed),
// both ordering their lists (`$setElementOrder`), joined as combine.ts says. Unless
// `overwrite` is set, a patch that touches what changed from `original` to `current` in
// another way (conflicts.ts) is refused with `smp.conflict`; kubectl passes overwrite = true.

import { StrategicMergePatchError } from "../errors.js";
import { canonical, isObject, type JsonObject } from "../json.js";
import { definition } from "../schema.js";
import { datesAsText } from "../dates.js";
import { guardEntry } from "../guard.js";
import { combinePatches } from "./combine.js";
import { firstConflict } from "./conflicts.js";
import { diffMaps, type DiffOptions } from "./diff.js";
import type { DefinitionName, TypedTables, UntypedDefinitions } from "../tables.js";

export interface ThreeWayMergePatchOptions {
  /** Send the patch even where it undoes changes made from `original` to `current` (kubectl apply's default). Default false. */
  readonly overwrite?: boolean;
}

const CHANGES: DiffOptions = { ignoreChangesAndAdditions: false, ignoreDeletions: true, setElementOrder: true };
const DELETIONS: DiffOptions = { ignoreChangesAndAdditions: true, ignoreDeletions: false, setElementOrder: true };
const EVERYTHING: DiffOptions = { ignoreChangesAndAdditions: false, ignoreDeletions: false, setElementOrder: false };

/**
 * The strategic merge patch that takes `current` to `modified` while keeping what neither
 * `original` nor `modified` mention; all three are values of definition `type` (`original` and
 * `current` undefined or null: empty). Throws StrategicMergePatchError (`smp.conflict` when
 * the patch conflicts and `overwrite` is not set), InputError, TablesError.
 */
export function createThreeWayMergePatch<D = UntypedDefinitions>(tables: TypedTables<D>, type: NoInfer<DefinitionName<D>>, original: object | null | undefined, modified: object, current: object | null | undefined, options: ThreeWayMergePatchOptions = {}): JsonObject {
  guardEntry(tables, [["original", original], ["modified", modified], ["current", current]]);
  const def = definition(tables, type, "");
  const documents = [original ?? {}, modified, current ?? {}].map(datesAsText);
  if (!documents.every(isObject)) {
    throw new StrategicMergePatchError("smp.invalidDocument", "", "the original, modified and current documents must be JSON objects");
  }
  const [before, after, live] = documents as [JsonObject, JsonObject, JsonObject];
  const schema = def.scalar === true ? undefined : def;
  const changes = diffMaps(tables, schema, live, after, false, "", CHANGES);
  const deletions = diffMaps(tables, schema, before, after, false, "", DELETIONS);
  const patch = combinePatches(tables, schema, deletions, changes, "");
  if (options.overwrite !== true) {
    const changed = diffMaps(tables, schema, before, live, false, "", EVERYTHING);
    const at = firstConflict(tables, schema, patch, changed);
    if (at !== undefined) {
      throw new StrategicMergePatchError("smp.conflict", at,
        `patch:\n${canonical(patch)}\nconflicts with changes made from original to current:\n${canonical(changed)}\n`);
    }
  }
  return patch as JsonObject;
}
