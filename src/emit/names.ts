// Definition names (openapi-gen §4): a hand-written OpenAPIModelName() method wins, then
// `+k8s:openapi-model-package` on the type, then on the package's doc.go; otherwise the
// Go path `<import path>.<Name>`. Keys and refs are JSON-Pointer escaped (`~0`, `~1`).

import { findMarkers, type Marker } from "../markers/comment-tags.js";
import type { Method, TypeDecl, Universe } from "../model/ir.js";
import { evaluateString } from "../model/enums.js";

const modelPackageTag = "k8s:openapi-model-package";

const names = new WeakMap<TypeDecl, string>();

/** The definition name of a declaration (memoized: every `$ref` to it asks again). */
export function definitionName(universe: Universe, decl: TypeDecl): string {
  let name = names.get(decl);
  if (name === undefined) {
    name = computeDefinitionName(universe, decl);
    names.set(decl, name);
  }
  return name;
}

function computeDefinitionName(universe: Universe, decl: TypeDecl): string {
  const fromMethod = modelNameMethod(universe, decl);
  if (fromMethod !== undefined) return fromMethod;
  const modelPackage = firstModelPackage(decl.markers) ?? firstModelPackage(universe.packages.get(decl.pkg)?.docMarkers ?? []);
  const name = modelPackage === undefined ? `${decl.pkg}.${decl.name}` : `${modelPackage}.${decl.name}`;
  return escapeJsonPointer(name);
}

function modelNameMethod(universe: Universe, decl: TypeDecl): string | undefined {
  const method = findModelNameMethod(decl);
  if (method?.returns === undefined) return undefined;
  const value = evaluateString(universe, method.returns);
  return value === undefined ? undefined : escapeJsonPointer(value);
}

function findModelNameMethod(decl: TypeDecl): Method | undefined {
  return decl.methods.find((m) => m.name === "OpenAPIModelName" && m.paramTypes.length === 0 &&
    m.resultTypes.length === 1 && m.resultTypes[0] === "string");
}

/**
 * A hand-written OpenAPIModelName() whose result is not a constant string: openapi-gen
 * would call it, but its value is unknown here, and falling back to the tags or the Go
 * path would silently give the definition another name.
 */
export function unevaluableModelName(universe: Universe, decl: TypeDecl): Method | undefined {
  const method = findModelNameMethod(decl);
  if (method === undefined) return undefined;
  return method.returns === undefined || evaluateString(universe, method.returns) === undefined ? method : undefined;
}

/** The first `+k8s:openapi-model-package=<pkg>` tag (later ones are ignored, as codetags does). */
function firstModelPackage(markers: readonly Marker[]): string | undefined {
  const first = findMarkers(markers, modelPackageTag)[0];
  return first === undefined || first.value === "" ? undefined : first.value;
}

export function escapeJsonPointer(name: string): string {
  return name.replace(/~/g, "~0").replace(/\//g, "~1");
}
