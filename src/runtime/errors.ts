// Every failure of the runtime is a value of one of these classes, with a stable `code` and
// the JSON path it concerns (see path.ts). Codes are part of the public API: never rename one.

/**
 * Union error codes (returned by `normalizeUnions` and `validateUnions`, never thrown):
 *
 * - `union.multipleMembers`: more than one member of a union is set. Path: the struct that
 *   holds the union (`""` for the root).
 * - `union.memberRequired` (KEP-1027): the discriminator selects a member that is not set and
 *   not `optional`. Path: the member.
 * - `union.memberNotSelected` (KEP-1027): exactly one member is set and the discriminator selects
 *   another member or none ("always respect the discriminator"). Path: the member that is set.
 * - `union.unknownDiscriminatorValue`: the discriminator holds a value that is not one of its
 *   values/enum (KEP-1027 "fail loudly"); legacy unions check it only when the field has an
 *   enum. Path: the discriminator.
 * - `union.discriminatorRequired` (KEP-1027): the discriminator is absent and the empty string
 *   is not one of its values. Path: the discriminator.
 */
export type UnionErrorCode =
  | "union.multipleMembers"
  | "union.memberRequired"
  | "union.memberNotSelected"
  | "union.unknownDiscriminatorValue"
  | "union.discriminatorRequired";

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
 * - `smp.unknownPatchDirective`: `$patch` is not `replace`, `delete` or `merge`, or is not a string.
 * - `smp.listMergeDirective`: `$patch: merge` inside a list (upstream: "merging lists cannot yet
 *   be specified in the patch").
 * - `smp.invalidListItem`: an item of a merge list of structs (in the patch or the live object)
 *   is not an object, or an object that is not a directive appears in a merge list of scalars.
 * - `smp.missingMergeKey`: a patch item or `$setElementOrder` entry of a list of structs lacks
 *   the default merge key (or has it null).
 * - `smp.invalidPatchMergeKey`: `$patchMergeKey` is not a non-empty list of distinct strings
 *   among the field's recommended merge keys, or does not contain the default merge key.
 * - `smp.ambiguousMergeKey`: a patch item with `$patchMergeKey` matches more than one live item.
 * - `smp.invalidRetainKeys`: `$retainKeys` is not a list of strings.
 * - `smp.retainKeysMismatch`: the patch sets a field that its `$retainKeys` does not list.
 * - `smp.invalidSetElementOrder`: `$setElementOrder/<field>` is malformed (no field name, not a
 *   list, or targets a field that is not a list).
 * - `smp.setElementOrderMismatch`: the patch list has an item missing from
 *   `$setElementOrder/<field>` or in another relative order.
 * - `smp.invalidDeleteFromPrimitiveList`: `$deleteFromPrimitiveList/<field>` is malformed (no
 *   field name, not a list of scalars, or targets a list of structs).
 */
export type StrategicMergePatchErrorCode =
  | "smp.invalidDocument"
  | "smp.invalidPatch"
  | "smp.unknownPatchDirective"
  | "smp.listMergeDirective"
  | "smp.invalidListItem"
  | "smp.missingMergeKey"
  | "smp.invalidPatchMergeKey"
  | "smp.ambiguousMergeKey"
  | "smp.invalidRetainKeys"
  | "smp.retainKeysMismatch"
  | "smp.invalidSetElementOrder"
  | "smp.setElementOrderMismatch"
  | "smp.invalidDeleteFromPrimitiveList";

export class StrategicMergePatchError extends Error {
  readonly code: StrategicMergePatchErrorCode;
  readonly path: string;

  constructor(code: StrategicMergePatchErrorCode, path: string, message: string) {
    super(path === "" ? message : `${path}: ${message}`);
    this.name = "StrategicMergePatchError";
    this.code = code;
    this.path = path;
  }
}

/**
 * The tables themselves are broken: `tables.unknownDefinition` — a type name or `ref` that is
 * not a key of the tables. Thrown by every entry point; it is a bug in the generated module,
 * not in the data.
 */
export type TablesErrorCode = "tables.unknownDefinition";

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
