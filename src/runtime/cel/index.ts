// openapi-markers/runtime/cel: validateCustomResource with the CRD's x-kubernetes-validations
// rules evaluated as the API server evaluates them (@bufbuild/cel with Kubernetes' CEL
// libraries). A separate entry point so that openapi-markers/runtime stays small and free of
// dependencies for those who need no CEL. No Node APIs: runs in browsers.

import { guardEntry } from "../guard.js";
import { definition } from "../schema.js";
import type { DefinitionName, Tables, TypedTables, UntypedDefinitions } from "../tables.js";
import type { FieldError } from "../unions/k8s-errors.js";
import { NOT_CHECKED, validateCustomResource, type ValidateCustomResourceOptions } from "../crd/validate.js";
import { decode } from "./decode.js";
import { NONE, validateRules } from "./validate.js";

export { OmittedValueError } from "./validate.js";
export { AUTHZ_UNAVAILABLE } from "./authz.js";
export type { ValidateCustomResourceOptions };

export interface ValidateCustomResourceWithRulesOptions extends ValidateCustomResourceOptions {
  /**
   * Receives each rule failure that ratcheting keeps out of the errors on update (the value is
   * unchanged): the API server returns these as warnings.
   */
  readonly onWarning?: (warning: FieldError) => void;
}

/**
 * Every error the API server's validation gives `object` (an instance of the kind `type`) on
 * create, or on update with `options.old`: the schema (validateCustomResource), then, unless
 * an error there blocks them, the CRD's CEL rules.
 */
export function validateCustomResourceWithRules<D = UntypedDefinitions>(tables: TypedTables<D>, type: NoInfer<DefinitionName<D>>, object: unknown, options: ValidateCustomResourceWithRulesOptions = {}): FieldError[] {
  const errors = validateCustomResource(tables, type, object, options.old === undefined ? {} : { old: options.old });
  if (errors.some((error) => error.detail === NOT_CHECKED)) return errors;
  return [...errors, ...validateRulesOnly(tables, type, object, options)];
}

/** Only the CEL rules' errors (what the server adds after a schema validation without blocking errors). */
export function validateRulesOnly<D = UntypedDefinitions>(tables: TypedTables<D>, type: NoInfer<DefinitionName<D>>, object: unknown, options: ValidateCustomResourceWithRulesOptions = {}): FieldError[] {
  const update = options.old !== undefined;
  guardEntry(tables, update ? [["object", object], ["old", options.old]] : [["object", object]]);
  const root = definition(tables as Tables, type, "").schema ?? {};
  const value = decode(tables, root, object, true);
  const old = update ? decode(tables, root, options.old, true) : NONE;
  return validateRules(tables, root, value, old, true, options.onWarning);
}
