// validateCustomResource: the errors the API server's validation of a custom resource gives
// (create, or update with `old`), from the CRD schema the runtime tables carry: the
// OpenAPI schema validation (schema-walk.ts), then the list-type invariants (list-types.ts;
// on update only when the old object has none), then, when any of those errors blocks CEL
// (a type, enum, required, too-long or too-many error), the server's "some validation rules
// were not checked" error. x-kubernetes-validations rules are not evaluated here.
//
// Not covered: ObjectMeta and TypeMeta (the server validates metadata itself: name,
// labels, …), embedded resources' apiVersion/kind/metadata checks, the status subresource
// (a create drops `status` when the CRD enables it: pass the object without it).

import { guardEntry } from "../guard.js";
import { isObject } from "../json.js";
import { definition } from "../schema.js";
import type { DefinitionName, Tables, TypedTables, UntypedDefinitions } from "../tables.js";
import { FieldError } from "../unions/k8s-errors.js";
import { listTypeErrors } from "./list-types.js";
import { embeddedResourceErrors, NO_OLD, validateNode, type SchemaWalk } from "./schema-walk.js";

export interface ValidateCustomResourceOptions {
  /** The stored object an update replaces: unchanged values are not validated again (ratcheting, Kubernetes 1.30+). */
  readonly old?: unknown;
}

const BLOCKING = new Set(["FieldValueNotSupported", "FieldValueRequired", "FieldValueTooLong", "FieldValueTooMany", "FieldValueTypeInvalid"]);

export const NOT_CHECKED = "some validation rules were not checked because the object was invalid; correct the existing errors to complete validation";

/** Every error the API server's schema validation gives `object`, an instance of the kind `type`. */
export function validateCustomResource<D = UntypedDefinitions>(tables: TypedTables<D>, type: NoInfer<DefinitionName<D>>, object: unknown, options: ValidateCustomResourceOptions = {}): FieldError[] {
  const update = options.old !== undefined;
  guardEntry(tables, update ? [["object", object], ["old", options.old]] : [["object", object]]);
  const root = definition(tables as Tables, type, "").schema ?? {};
  const walk: SchemaWalk = { tables, errors: [] };
  validateNode(walk, root, object, update ? options.old : NO_OLD, "");
  const errors = walk.errors;
  embeddedResourceErrors(tables, root, object, "", errors);
  if (isObject(object) && !(update && isObject(options.old) && listTypeErrors(tables, root, options.old).length > 0)) {
    errors.push(...listTypeErrors(tables, root, object));
  }
  if (errors.some((error) => BLOCKING.has(error.type))) errors.push(new FieldError("<nil>", null, NOT_CHECKED, "", undefined, "FieldValueInvalid"));
  return errors;
}
