// Definition names (openapi-gen §4): a hand-written OpenAPIModelName() method wins, then
// `+k8s:openapi-model-package` on the type, then on the package's doc.go; otherwise the
// REST-friendly form of the Go path that API servers publish (`k8s.io/api/core/v1.Pod` →
// `io.k8s.api.core.v1.Pod`). A name never holds `/`, so that every standard OpenAPI tool
// resolves the `$ref`s to it; refs are still JSON-Pointer escaped (openapi.ts), for `~`.

import { findMarkers, type Marker } from "../../markers/comment-tags.js";
import type { Method, TypeDecl, Universe } from "../../model/ir.js";
import { evaluateString } from "../../model/enums.js";
import { hasChange, type Era } from "../../era/openapi-gen.js";

const modelPackageTag = "k8s:openapi-model-package";

const names = new WeakMap<TypeDecl, string>();

/**
 * The definition name of a declaration (memoized: every `$ref` to it asks again; a run has
 * one era). Before kube-openapi #564, openapi-gen read neither the method nor the tags.
 */
export function definitionName(ctx: { readonly universe: Universe; readonly era: Era }, decl: TypeDecl): string {
  let name = names.get(decl);
  if (name === undefined) {
    name = hasChange(ctx.era, "model-names") ? computeDefinitionName(ctx.universe, decl) : restFriendlyName(goPathOf(decl));
    names.set(decl, name);
  }
  return name;
}

function computeDefinitionName(universe: Universe, decl: TypeDecl): string {
  const fromMethod = modelNameMethod(universe, decl);
  if (fromMethod !== undefined) return restFriendlyName(fromMethod);
  const modelPackage = modelPackageOf(universe, decl);
  return restFriendlyName(modelPackage === undefined ? goPathOf(decl) : `${modelPackage}.${decl.name}`);
}

/** gengo's name of a type: `<import path>.<Name>`, or the bare name of a universe type (`any`). */
export function goPathOf(decl: TypeDecl): string {
  return decl.pkg === "" ? decl.name : `${decl.pkg}.${decl.name}`;
}

/**
 * Whether openapi-gen's Go output names the type by calling its OpenAPIModelName()
 * (a hand-written one, or the one its model-name file declares) rather than by its Go path.
 */
export function usesModelName(ctx: { readonly universe: Universe; readonly era: Era }, decl: TypeDecl): boolean {
  if (!hasChange(ctx.era, "model-names")) return false;
  return findModelNameMethod(decl) !== undefined || modelPackageOf(ctx.universe, decl) !== undefined;
}

/**
 * The `+k8s:openapi-model-package` that names a type: its own, else its package's. gengo
 * reads comments of the input packages only: a dependency's tags (meta/v1's, when it is
 * not an input) name nothing, and the type keeps its Go path.
 */
export function modelPackageOf(universe: Universe, decl: TypeDecl): string | undefined {
  const pkg = universe.packages.get(decl.pkg);
  if (pkg?.isInput !== true) return undefined;
  return firstModelPackage(decl.markers) ?? firstModelPackage(pkg.docMarkers);
}

function modelNameMethod(universe: Universe, decl: TypeDecl): string | undefined {
  const method = findModelNameMethod(decl);
  if (method?.returns === undefined) return undefined;
  return evaluateString(universe, method.returns);
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

/**
 * The name an API server publishes for a Go path (kube-openapi's ToRESTFriendlyName): the
 * path's elements joined with dots, the first one's dotted labels reversed, as in a Java
 * package (`github.com/you/api/v1.Widget` → `com.github.you.api.v1.Widget`). A name with
 * no `/` (a model name) is left as it is.
 */
export function restFriendlyName(goPath: string): string {
  if (!goPath.includes("/")) return goPath;
  const elements = goPath.split("/");
  if (elements[0]!.includes(".")) elements[0] = elements[0]!.split(".").reverse().join(".");
  return elements.join(".");
}

/** A JSON Pointer reference token (RFC 6901): `~` → `~0`, `/` → `~1`. */
export function escapeJsonPointer(name: string): string {
  return name.replace(/~/g, "~0").replace(/\//g, "~1");
}
