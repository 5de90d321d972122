// Every failure of the runtime is a value of one of these classes, with a stable `code` and
// the JSON path it concerns (see path.ts). Codes are part of the public API: never rename one.

/**
 * Union error codes (returned by `normalizeUnions` and `validateUnions`, never thrown):
 *
 * - `union.multipleMembers` (2019 unions): more than one member of a union is set (validation;
 *   normalization with `legacy: "2019"` when the discriminator did not change). Path: the
 *   struct that holds the union (`""` for the root).
 * - `union.memberRequired` (KEP-1027): the discriminator selects a member that is not set and
 *   not `optional`. Path: the member.
 * - `union.memberNotSelected` (KEP-1027): a member is set that the discriminator does not select
 *   ("always respect the discriminator"); one error per such member, as validation-gen gives.
 *   Path: the member that is set.
 * - `union.unknownDiscriminatorValue`: the discriminator holds a value that is not one of its
 *   values/enum (KEP-1027 "fail loudly"); legacy unions check it only when the field has an
 *   enum. Path: the discriminator.
 * - `union.discriminatorRequired` (KEP-1027): the discriminator is absent and the empty string
 *   is not one of its values. Path: the discriminator.
 * - `union.memberConflictsWithDiscriminator` (normalization, KEP-1027 and `legacy: "2019"`): the discriminator changed
 *   to a non-empty value and the one member newly set is not the one it selects. Path: the member.
 * - `union.multipleNewMembers` (normalization, KEP-1027 and `legacy: "2019"`): the discriminator changed to a non-empty
 *   value and several members were newly set. Path: the struct holding the union.
 */
export type UnionErrorCode =
  | "union.multipleMembers"
  | "union.memberRequired"
  | "union.memberNotSelected"
  | "union.unknownDiscriminatorValue"
  | "union.discriminatorRequired"
  | "union.memberConflictsWithDiscriminator"
  | "union.multipleNewMembers";

/** One union problem. A value, not an exception: validation returns a list of them. */
export class UnionError {
  readonly code: UnionErrorCode;
  readonly path: string;
  readonly message: string;

  constructor(code: UnionErrorCode, path: string, message: string) {
    this.code = code;
    this.path = path;
    this.message = message;
  }
}

/**
 * Strategic merge patch error codes (thrown by `applyStrategicMergePatch` and
 * `createTwoWayMergePatch`). Paths point into the patch: `list[2]` is the third item of the
 * patch's `list`, `spec.$retainKeys` the directive itself.
 *
 * - `smp.invalidDocument`: the original (or modified) document is not a JSON object.
 * - `smp.invalidPatch`: the patch is not a JSON object.
 * - `smp.unknownPatchDirective`: `$patch` on an object is not `replace` or `delete` (upstream
 *   rejects `merge` there too), `$patch` in a list is not `replace`, `delete` or `merge`, or a
 *   document (not a patch) holds a `$patch` that is not a string.
 * - `smp.listMergeDirective`: `$patch: merge` inside a list (upstream: "merging lists cannot yet
 *   be specified in the patch").
 * - `smp.invalidListItem`: the items of a merged list (live and patch together) are not all of
 *   one JSON type (objects, strings, integers, other numbers, booleans; upstream: "list element
 *   types are not identical", which is also what a `$patch` object in a list of scalars gets),
 *   a list holds lists, or an item of a merge list of objects is not an object.
 * - `smp.missingMergeKey`: an item of a merge list of objects (in the patch, a
 *   `$setElementOrder` entry, or the live or modified list) lacks the default merge key (with
 *   `$patchMergeKey`: lacks it or has it null).
 * - `smp.noMergeKey`: a merge list of objects has no `patchMergeKey` in the tables (upstream:
 *   "cannot merge lists without merge key").
 * - `smp.unknownField`: an object or list must be merged (or, differing, diffed) under a key the
 *   tables give no schema for: a field the struct does not have, or any key inside a map, a
 *   free-form object or a custom-schema value (upstream: "unable to find api field").
 * - `smp.invalidPatchMergeKey`: `$patchMergeKey` is not a non-empty list of distinct strings
 *   among the field's recommended merge keys, or does not contain the default merge key.
 * - `smp.ambiguousMergeKey`: a patch item with `$patchMergeKey` matches more than one live item.
 * - `smp.invalidRetainKeys`: `$retainKeys` is not a list.
 * - `smp.retainKeysMismatch`: the patch sets a field that its `$retainKeys` does not list.
 * - `smp.invalidSetElementOrder`: `$setElementOrder/<field>` is malformed (no field name, not a
 *   list, targets a field that is not a list, or a list without items in both the live object
 *   and the patch).
 * - `smp.setElementOrderMismatch`: the patch list has an item missing from
 *   `$setElementOrder/<field>` or in another relative order.
 * - `smp.invalidDeleteFromPrimitiveList`: `$deleteFromPrimitiveList/<field>` has no field name.
 *   (Like upstream, deletions for a field the live object lacks, or that is not a list there,
 *   do nothing.)
 * - `smp.conflict` (`createThreeWayMergePatch` without `overwrite`): the patch changes what was
 *   changed from original to current in another way. Path: the first such field. Message:
 *   upstream's ErrConflict text, with the two patches as JSON.
 */
export type StrategicMergePatchErrorCode =
  | "smp.invalidDocument"
  | "smp.invalidPatch"
  | "smp.unknownPatchDirective"
  | "smp.listMergeDirective"
  | "smp.invalidListItem"
  | "smp.missingMergeKey"
  | "smp.noMergeKey"
  | "smp.unknownField"
  | "smp.invalidPatchMergeKey"
  | "smp.ambiguousMergeKey"
  | "smp.invalidRetainKeys"
  | "smp.retainKeysMismatch"
  | "smp.invalidSetElementOrder"
  | "smp.setElementOrderMismatch"
  | "smp.invalidDeleteFromPrimitiveList"
  | "smp.conflict";

/**
 * What apimachinery's strategicpatch package says for each code (its error text, without the
 * values it prints), so that `message` can be matched against upstream's wording; "" for our
 * own extensions and for `smp.conflict`, whose detail is upstream's whole text.
 */
const UPSTREAM_WORDING: Readonly<Record<StrategicMergePatchErrorCode, string>> = {
  "smp.invalidDocument": "invalid JSON document",
  "smp.invalidPatch": "invalid JSON document",
  "smp.unknownPatchDirective": "unknown patch type",
  "smp.listMergeDirective": "merging lists cannot yet be specified in the patch",
  "smp.invalidListItem": "list element types are not identical",
  "smp.missingMergeKey": "does not contain declared merge key",
  "smp.noMergeKey": "cannot merge lists without merge key",
  "smp.unknownField": "unable to find api field",
  "smp.invalidPatchMergeKey": "",
  "smp.ambiguousMergeKey": "",
  "smp.invalidRetainKeys": "invalid patch format of retainKeys",
  "smp.retainKeysMismatch": "invalid patch format of retainKeys",
  "smp.invalidSetElementOrder": "invalid patch format of setElementOrder list",
  "smp.setElementOrderMismatch": "the order in patch list doesn't match $setElementOrder list",
  "smp.invalidDeleteFromPrimitiveList": "invalid patch format of primitive list",
  "smp.conflict": "",
};

/** `message`: the path, upstream's wording for the code, then what exactly is wrong (`detail`). */
export class StrategicMergePatchError extends Error {
  readonly code: StrategicMergePatchErrorCode;
  readonly path: string;
  /** What exactly is wrong, in our words. */
  readonly detail: string;

  constructor(code: StrategicMergePatchErrorCode, path: string, detail: string) {
    super([path, UPSTREAM_WORDING[code], detail].filter((part) => part !== "").join(": "));
    this.name = "StrategicMergePatchError";
    this.code = code;
    this.path = path;
    this.detail = detail;
  }
}

/**
 * The tables themselves are broken; a bug in the generated module, not in the data. Thrown by
 * every entry point.
 *
 * - `tables.unknownDefinition`: a type name or `ref` that is not a key of the tables. Path: the
 *   data path where the definition was needed (`""` for the type argument).
 * - `tables.malformed`: the tables are not the shape tables.ts describes (checked once per
 *   tables object, on first use). Path: the table entry, e.g. `Pod.fields.spec.kind`.
 */
export type TablesErrorCode = "tables.unknownDefinition" | "tables.malformed";

export class TablesError extends Error {
  readonly code: TablesErrorCode;
  readonly path: string;

  constructor(code: TablesErrorCode, path: string, message: string) {
    super(path === "" ? message : `${path}: ${message}`);
    this.name = "TablesError";
    this.code = code;
    this.path = path;
  }
}

/**
 * An input that is valid JSON in shape but that the runtime refuses to walk. Thrown by every
 * entry point before any work is done; `path` points into the input named by `input`
 * (`"original"`, `"patch"`, `"modified"`, `"old"`, `"new"`, `"object"`).
 *
 * - `input.tooDeep`: objects and lists nested deeper than `MAX_DEPTH` (json-guard.ts) levels.
 *   Path: the first value past the limit.
 * - `input.cyclic`: the value contains itself (only possible for objects built in memory, never
 *   for parsed JSON). Path: where the cycle closes.
 */
export type InputErrorCode = "input.tooDeep" | "input.cyclic";

export class InputError extends Error {
  readonly code: InputErrorCode;
  /** Which argument of the entry point the path points into. */
  readonly input: string;
  readonly path: string;

  constructor(code: InputErrorCode, input: string, path: string, message: string) {
    super(`${input}${path === "" ? "" : ` at ${path}`}: ${message}`);
    this.name = "InputError";
    this.code = code;
    this.input = input;
    this.path = path;
  }
}

/**
 * Server-side apply merge error codes (thrown by `mergeApplied`, structured-merge-diff's
 * typed merge). Paths point into the input named by `input` (`"live"` or `"applied"`).
 *
 * - `apply.invalidDocument`: the live value (when given) or the applied one is not a JSON object.
 * - `apply.duplicateEntries`: two items of the applied `listType: map` or `set` list have the
 *   same keys (value); the live list may have duplicates (upstream: "duplicate entries for key").
 * - `apply.missingListMapKeys`: an item of a `listType: map` list has none of its
 *   `listMapKeys` (upstream: "associative list with keys has an element that omits all key fields").
 * - `apply.invalidListItem`: an item of a `listType: map` list is not an object (null included;
 *   upstream: "associative list with keys may not have a null element" / "non-map elements"),
 *   or an item of a `set` is an object or a list.
 */
export type ApplyErrorCode = "apply.invalidDocument" | "apply.duplicateEntries" | "apply.missingListMapKeys" | "apply.invalidListItem";

export class ApplyError extends Error {
  readonly code: ApplyErrorCode;
  /** Which argument the path points into: `"live"` or `"applied"`. */
  readonly input: string;
  readonly path: string;

  constructor(code: ApplyErrorCode, input: string, path: string, message: string) {
    super(`${input}${path === "" ? "" : ` at ${path}`}: ${message}`);
    this.name = "ApplyError";
    this.code = code;
    this.input = input;
    this.path = path;
  }
}
