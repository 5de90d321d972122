// Which types get an apply configuration, as controller-gen's applyconfiguration
// generator decides: a package opts in with `+kubebuilder:ac:generate=true`; its kinds
// (`+kubebuilder:resource`, or a type's own `+kubebuilder:ac:generate`, or `+genclient`
// already in the source) are the roots; every struct of the package reachable from a root
// and having a json-tagged member gets one. Roots without an embedded ObjectMeta are left
// out (applyconfiguration-gen cannot make them).

import type { Marker } from "../../markers/comment-tags.js";
import type { Package, TypeDecl, TypeRef, Universe } from "../../model/ir.js";
import { lookupType } from "../../model/ir.js";
import { acJsonTag } from "./json-tags.js";

export const metav1 = "k8s.io/apimachinery/pkg/apis/meta/v1";
const clientGoMetav1 = "k8s.io/client-go/applyconfigurations/meta/v1";

/** client-go's apply configurations that applyconfiguration-gen always refers to. */
export function defaultExternals(): Map<string, string> {
  const names = ["Condition", "DeleteOptions", "LabelSelector", "LabelSelectorRequirement", "ManagedFieldsEntry", "ObjectMeta", "OwnerReference", "TypeMeta"];
  return new Map(names.map((n) => [`${metav1}.${n}`, clientGoMetav1]));
}

export interface RootTags {
  readonly generateClient: boolean;
  readonly nonNamespaced: boolean;
  readonly hasApply: boolean;
}

/** The markers gengo reads on a type: the detached group above its doc, then the doc. */
export function typeMarkersOf(decl: TypeDecl): readonly Marker[] {
  return [...decl.markersAbove, ...decl.markers];
}

/** The value of the last marker `key` (controller-gen keeps the last of a single-valued marker). */
function lastValue(markers: readonly Marker[], key: string): string | undefined {
  for (let i = markers.length - 1; i >= 0; i--) if (markers[i]!.key === key) return markers[i]!.value.trim();
  return undefined;
}

export function boolMarker(markers: readonly Marker[], key: string): boolean | undefined {
  const value = lastValue(markers, key);
  return value === undefined ? undefined : value === "" || value === "true";
}

export function isCrd(decl: TypeDecl): boolean {
  return typeMarkersOf(decl).some((m) => m.key === "kubebuilder:resource" || m.key.startsWith("kubebuilder:resource:"));
}

function clusterScoped(decl: TypeDecl): boolean {
  return typeMarkersOf(decl).some((m) => (m.key === "kubebuilder:resource" || m.key.startsWith("kubebuilder:resource:")) && /(^|[:,])scope=Cluster(,|$)/.test(m.text.slice("kubebuilder:resource".length)));
}

/** The genclient tags of a type once controller-gen has added its own `+genclient` lines. */
export function rootTags(decl: TypeDecl, options: { readonly clusterScope: boolean }): RootTags {
  const markers = typeMarkersOf(decl);
  const typeOverride = boolMarker(markers, "kubebuilder:ac:generate");
  const added = typeOverride ?? isCrd(decl);
  const generateClient = added || markers.some((m) => m.key === "genclient" && m.value === "");
  const nonNamespaced = markers.some((m) => m.key === "genclient:nonNamespaced") || (added && options.clusterScope && clusterScoped(decl));
  return { generateClient, nonNamespaced, hasApply: generateClient && hasApplyVerb(markers) };
}

function hasApplyVerb(markers: readonly Marker[]): boolean {
  if (markers.some((m) => m.key === "genclient:noVerbs")) return false;
  const only = markers.find((m) => m.key === "genclient:onlyVerbs");
  if (only !== undefined) return only.value.split(",").some((v) => v === "apply" || v === "applyStatus");
  const skip = markers.find((m) => m.key === "genclient:skipVerbs");
  if (skip !== undefined) {
    const skipped = skip.value.split(",");
    return !(skipped.includes("apply") && skipped.includes("applyStatus"));
  }
  return true;
}

export function hasEmbedded(decl: TypeDecl, name: "ObjectMeta" | "TypeMeta"): boolean {
  return decl.type.kind === "struct" && decl.type.fields.some((f) => f.embedded && f.type.kind === "named" && f.type.pkg === metav1 && f.type.name === name);
}

/** Every named type reachable from the roots (through members, elements, keys and underlying types). */
export function reachableTypes(universe: Universe, roots: readonly TypeDecl[]): Set<string> {
  const seen = new Set<string>();
  const stack: TypeRef[] = roots.map((r) => ({ kind: "named", pkg: r.pkg, name: r.name, span: r.span }));
  while (stack.length > 0) {
    const ref = stack.pop()!;
    switch (ref.kind) {
      case "named": {
        const id = `${ref.pkg}.${ref.name}`;
        if (seen.has(id)) break;
        seen.add(id);
        const decl = lookupType(universe, ref.pkg, ref.name);
        if (decl !== undefined) stack.push(decl.type);
        break;
      }
      case "pointer":
      case "slice":
      case "array":
        stack.push(ref.elem);
        break;
      case "map":
        stack.push(ref.key, ref.value);
        break;
      case "struct":
        for (const f of ref.fields) stack.push(f.type);
        break;
      default:
        break;
    }
  }
  return seen;
}

/** A struct with a json-tagged member, other than RawExtension and Unknown. */
export function requiresApplyConfiguration(universe: Universe, decl: TypeDecl): boolean {
  let type = decl.type;
  for (let hops = 0; type.kind === "named" && hops < 50; hops++) {
    const next = lookupType(universe, type.pkg, type.name);
    if (next === undefined) return false;
    type = next.type;
  }
  if (type.kind !== "struct") return false;
  if (decl.pkg === "k8s.io/apimachinery/pkg/runtime" && (decl.name === "RawExtension" || decl.name === "Unknown")) return false;
  return type.fields.some((f) => acJsonTag(f) !== undefined);
}

/** Package markers as controller-gen reads them: doc.go's and every file's package clause. */
export function packageMarkers(pkg: Package): readonly Marker[] {
  return [...pkg.docMarkers, ...pkg.clauseMarkers];
}

export function stringMarker(markers: readonly Marker[], key: string): string | undefined {
  const value = lastValue(markers, key);
  return value !== undefined && /^".*"$/.test(value) ? unquote(value) : value;
}

/** A Go-quoted marker value; one JSON cannot read keeps its text between the quotes. */
function unquote(value: string): string {
  try {
    return JSON.parse(value) as string;
  } catch {
    return value.slice(1, -1);
  }
}
