// openapi-markers/runtime: union normalization and validation (KEP-1027 and the 2019 design)
// strategic merge patch (apply, two-way and three-way diff, with multi-field merge keys) and
// server-side apply's merge of list-maps and atomic lists, driven by the
// runtime tables that `openapi-markers generate --ts` emits. No dependencies, no Node APIs.

export type * from "./tables.js";
export type { JsonObject, JsonScalar, JsonValue } from "./json.js";
export {
  ApplyError, InputError, StrategicMergePatchError, TablesError, UnionError,
  type ApplyErrorCode, type InputErrorCode, type StrategicMergePatchErrorCode, type TablesErrorCode, type UnionErrorCode,
} from "./errors.js";
export { MAX_DEPTH } from "./guard.js";
export { normalizeUnions, type NormalizeResult, type NormalizeUnionsOptions } from "./unions/normalize.js";
export { validateUnions, type ValidateUnionsOptions } from "./unions/validate.js";
export { validateK8sUnions, type ValidateK8sUnionsOptions } from "./unions/k8s.js";
export { FieldError, type FieldErrorType } from "./unions/k8s-errors.js";
export { validateLegacyUnions } from "./unions/legacy-k8s.js";
export { ServerFieldError, type ServerFieldErrorType } from "./unions/legacy-k8s-errors.js";
export { applyStrategicMergePatch } from "./smp/apply.js";
export { createTwoWayMergePatch } from "./smp/diff.js";
export { createThreeWayMergePatch, type ThreeWayMergePatchOptions } from "./smp/three-way.js";
export { mergeApplied } from "./apply/merge.js";
export { validateDeclarative, type ValidateDeclarativeOptions } from "./validation/validate.js";
export { validateCustomResource, type ValidateCustomResourceOptions } from "./crd/validate.js";
