// The markers of a field or type applied to its schema, as controller-gen applies them:
// by priority (+kubebuilder:validation:Type, XIntOrString, +listType and +default first;
// the one-of rules last), `items:` markers after the others and to the list's items. A
// marker that does not fit the schema (Maximum on a string) is an error.

import type { Marker } from "../../markers/comment-tags.js";
import type { ArgValue } from "../../markers/controller-gen-args.js";
import { lookupControllerGenMarker, parseControllerGenMarker } from "../../markers/controller-gen-registry.js";
import type { MarkerTarget } from "../../markers/registry.js";
import type { Span } from "../../parse/syntax.js";
import type { ControllerToolsEra } from "../../era/controller-tools.js";
import type { Schema } from "./schema.js";
import { requestUriError } from "./request-uri.js";
import { goQuote } from "../go/literals.js";

/** A marker controller-gen reads, parsed. */
export interface ParsedMarker {
  readonly name: string;
  readonly value: ArgValue | undefined;
  readonly fields: Readonly<Record<string, ArgValue>>;
  readonly span: Span;
  /** An any-typed value's Go type (for controller-gen's messages). */
  readonly goType?: string | undefined;
  /** The marker's text after `+`, as written (places a position inside a CEL rule it holds). */
  readonly text?: string;
}

/** `byMarker`: the error is a marker's that does not fit its schema (check reports those: OM5010). */
export type Report = (span: Span, message: string, byMarker?: boolean) => void;

/** Markers and arguments the era's controller-gen does not know (OM5011, OM5012), and markers it cannot parse or reads other than as written (OM5003, OM5200–OM5202). */
export interface EraReport {
  readonly era: ControllerToolsEra;
  /** A marker newer than the era: controller-gen ignores it. */
  readonly newerMarker: (span: Span, marker: string, since: string) => void;
  /** An argument newer than the era: controller-gen fails on it. */
  readonly newerArgument: (span: Span, marker: string, argument: string, since: string) => void;
  /** A marker whose arguments controller-gen refuses (its first error): it fails on it. */
  readonly malformed?: (span: Span, marker: string, error: string) => void;
  /** An int32 argument out of range: controller-gen writes its low 32 bits. */
  readonly wrapped?: (span: Span, marker: string, written: string, value: number) => void;
  /** An integer beyond 2^53 that we cannot write as controller-gen does. */
  readonly inexact?: (span: Span, marker: string, written: string) => void;
  /** An unquoted string controller-gen reads other than as written. */
  readonly misread?: (span: Span, marker: string, written: string, value: string) => void;
}

/** An era's report that says nothing: for CRDs built to be priced, not written (check, --k8s-bounds' second build). */
export function silentEraReport(era: ControllerToolsEra): EraReport {
  return { era, newerMarker: () => undefined, newerArgument: () => undefined };
}

/**
 * The markers of a declaration that controller-gen reads on it, parsed; without those the
 * era's controller-gen does not know, those in block comments (controller-gen reads markers
 * from `//` comments only; check's OM5400), and malformed ones (reported: controller-gen
 * fails on them).
 */
export function controllerGenMarkers(markers: readonly Marker[], target: MarkerTarget, eraReport: EraReport): ParsedMarker[] {
  const out: ParsedMarker[] = [];
  for (const marker of markers) {
    if (marker.block === true) continue;
    const lookup = lookupControllerGenMarker(marker);
    if (lookup === undefined || !lookup.definition.targets.includes(target)) continue;
    const name = lookup.definition.name;
    const since = eraReport.era.markerNewer(name, target);
    if (since !== undefined) {
      eraReport.newerMarker(marker.span, name, since);
      continue;
    }
    const parsed = parseControllerGenMarker(lookup);
    if (!parsed.ok) {
      eraReport.malformed?.(marker.span, name, parsed.error);
      continue;
    }
    for (const w of parsed.wrapped) eraReport.wrapped?.(marker.span, name, w.written, w.value);
    for (const written of parsed.inexact) eraReport.inexact?.(marker.span, name, written);
    for (const m of parsed.misread) eraReport.misread?.(marker.span, name, m.written, m.value);
    const newer = Object.keys(parsed.fields).flatMap((argument) => {
      const argSince = eraReport.era.argumentNewer(name.slice(name.lastIndexOf(":") + 1), argument);
      return argSince === undefined ? [] : [[argument, argSince] as const];
    });
    for (const [argument, argSince] of newer) eraReport.newerArgument(marker.span, name, argument, argSince);
    if (newer.length === 0) out.push({ name, value: parsed.value, fields: parsed.fields, span: marker.span, goType: parsed.goType, text: marker.text });
  }
  return out;
}

export function hasParsed(markers: readonly ParsedMarker[], name: string): boolean {
  return markers.some((m) => m.name === name);
}

const itemsPrefix = "kubebuilder:validation:items:";

export function applyMarkers(markers: readonly ParsedMarker[], schema: Schema, report: Report, era: ControllerToolsEra): void {
  const own = markers.filter((m) => !m.name.startsWith(itemsPrefix));
  const items = markers.filter((m) => m.name.startsWith(itemsPrefix));
  for (const marker of byPriority(own)) apply(marker.name, marker, schema, report, era);
  for (const marker of byPriority(items)) {
    const name = `kubebuilder:validation:${marker.name.slice(itemsPrefix.length)}`;
    if (schema.type !== "array" || schema.items === undefined) {
      report(marker.span, `must apply ${marker.name} to an array value, found ${schema.type ?? ""}`, true);
      continue;
    }
    apply(name, marker, schema.items, report, era);
  }
}

function priority(name: string): number {
  switch (name) {
    case "kubebuilder:validation:Type":
    case "kubebuilder:validation:XIntOrString":
    case "listType":
    case "default":
      return 9;
    case "kubebuilder:validation:AtMostOneOf":
      return 11;
    case "kubebuilder:validation:ExactlyOneOf":
      return 12;
    case "kubebuilder:validation:AtLeastOneOf":
      return 13;
    default:
      return 10;
  }
}

function byPriority(markers: readonly ParsedMarker[]): ParsedMarker[] {
  return markers.map((m, i) => [m, i] as const).sort((a, b) => priority(a[0].name.replace(itemsPrefix, "kubebuilder:validation:")) - priority(b[0].name.replace(itemsPrefix, "kubebuilder:validation:")) || a[1] - b[1]).map(([m]) => m);
}

type Apply = (marker: ParsedMarker, schema: Schema, era: ControllerToolsEra) => string | undefined;

const numeric = (schema: Schema): boolean => schema.type === "integer" || schema.type === "number";
const textual = (schema: Schema): boolean => schema.type === "string" || schema["x-kubernetes-int-or-string"] === true;
const num = (marker: ParsedMarker): number => marker.value as number;

function numberBound(key: "maximum" | "minimum" | "multipleOf", word: string): Apply {
  return (marker, schema) => {
    if (!numeric(schema)) return `must apply ${word} to a numeric value, found ${schema.type ?? ""}`;
    if (schema.type === "integer" && !Number.isInteger(num(marker))) return `cannot apply non-integral ${word} validation (${num(marker)}) to integer value`;
    schema[key] = num(marker);
    return undefined;
  };
}

function lengthBound(key: "maxLength" | "minLength", word: string): Apply {
  return (marker, schema, era) => {
    // Before v0.17.2 a length needs type string; an int-or-string is not enough.
    if (!era.has("textual-int-or-string") && schema.type !== "string") return `must apply ${word} to a string`;
    if (!textual(schema)) return `must apply ${word} to a textual value, found type ${JSON.stringify(schema.type ?? "")}`;
    schema[key] = num(marker);
    return undefined;
  };
}

function typedBound(key: "maxItems" | "minItems" | "maxProperties" | "minProperties", type: string, message: string): Apply {
  return (marker, schema) => {
    if (schema.type !== type) return message;
    schema[key] = num(marker);
    return undefined;
  };
}

function oneOfRule(op: string, message: (fields: string) => string): Apply {
  return (marker, schema) => {
    const fields = marker.value as string[];
    if (fields.length === 0) return undefined;
    const rule = `[${fields.map((f) => `has(self.${f})`).join(",")}].filter(x,x==true).size() ${op}`;
    (schema["x-kubernetes-validations"] ??= []).push({ rule, message: message(`[${fields.join(" ")}]`) });
    return undefined;
  };
}

const appliers: Record<string, Apply> = {
  "kubebuilder:validation:Maximum": numberBound("maximum", "maximum"),
  "kubebuilder:validation:Minimum": numberBound("minimum", "minimum"),
  "kubebuilder:validation:MultipleOf": numberBound("multipleOf", "multipleof"),
  "kubebuilder:validation:ExclusiveMaximum": (m, s) => (numeric(s) ? void (s.exclusiveMaximum = m.value as boolean) : `must apply exclusivemaximum to a numeric value, found ${s.type ?? ""}`),
  "kubebuilder:validation:ExclusiveMinimum": (m, s) => (numeric(s) ? void (s.exclusiveMinimum = m.value as boolean) : `must apply exclusiveminimum to a numeric value, found ${s.type ?? ""}`),
  "kubebuilder:validation:MaxLength": lengthBound("maxLength", "maxlength"),
  "kubebuilder:validation:MinLength": lengthBound("minLength", "minlength"),
  "kubebuilder:validation:Pattern": (m, s, era) => {
    if (!textual(s)) return era.has("textual-int-or-string") ? `must apply pattern to a textual value, found type ${JSON.stringify(s.type ?? "")}` : "must apply pattern to a `string` or `IntOrString`";
    s.pattern = m.value as string;
    return undefined;
  },
  "kubebuilder:validation:MaxItems": typedBound("maxItems", "array", "must apply maxitem to an array"),
  "kubebuilder:validation:MinItems": typedBound("minItems", "array", "must apply minitems to an array"),
  "kubebuilder:validation:UniqueItems": (m, s) => (s.type === "array" ? void (s.uniqueItems = m.value as boolean) : "must apply uniqueitems to an array"),
  "kubebuilder:validation:MaxProperties": typedBound("maxProperties", "object", "must apply maxproperties to an object"),
  "kubebuilder:validation:MinProperties": typedBound("minProperties", "object", "must apply minproperties to an object"),
  "kubebuilder:validation:Enum": (m, s) => void (s.enum = [...(m.value as ArgValue[])]),
  "kubebuilder:validation:Format": (m, s) => void (s.format = m.value as string),
  "kubebuilder:validation:Type": (m, s) => void (s.type = m.value as string),
  "kubebuilder:validation:XPreserveUnknownFields": (_, s) => void (s["x-kubernetes-preserve-unknown-fields"] = true),
  "kubebuilder:pruning:PreserveUnknownFields": (_, s) => void (s["x-kubernetes-preserve-unknown-fields"] = true),
  "kubebuilder:validation:XEmbeddedResource": (_, s) => void (s["x-kubernetes-embedded-resource"] = true),
  "kubebuilder:validation:EmbeddedResource": (_, s) => void (s["x-kubernetes-embedded-resource"] = true),
  "kubebuilder:validation:XIntOrString": (_, s) => void (s["x-kubernetes-int-or-string"] = true),
  "kubebuilder:validation:XValidation": applyXValidation,
  "kubebuilder:validation:AtMostOneOf": oneOfRule("<= 1", (f) => `at most one of the fields in ${f} may be set`),
  "kubebuilder:validation:ExactlyOneOf": oneOfRule("== 1", (f) => `exactly one of the fields in ${f} must be set`),
  "kubebuilder:validation:AtLeastOneOf": oneOfRule(">= 1", (f) => `at least one of the fields in ${f} must be set`),
  "kubebuilder:default": (m, s) => void (s.default = s.type === "array" && isEmptyMap(m.value) ? [] : m.value ?? null),
  "kubebuilder:example": (m, s) => void (s.example = m.value ?? null),
  "kubebuilder:title": (m, s) => (m.value === undefined ? undefined : typeof m.value === "string" ? void (s.title = m.value) : `expected string, got ${m.goType ?? "interface {}"}`),
  "kubebuilder:externalDocs": (m, s) => {
    const url = m.fields.url as string;
    const error = requestUriError(url);
    if (error !== undefined) return `invalid url ${goQuote(url)} in kubebuilder:externalDocs marker: ${error}`;
    s.externalDocs = { url, ...(m.fields.description === undefined ? {} : { description: m.fields.description as string }) };
    return undefined;
  },
  nullable: (_, s) => void (s.nullable = true),
  default: applyKubernetesDefault,
  // on a type it is applied apart (type-schema.ts): here it stands on a field
  "k8s:enum": () => "k8s:enum must be set on a type, not a field",
  "k8s:immutable": (_, s) => void (s["x-kubernetes-validations"] ??= []).push({ rule: "self == oldSelf", message: "field is immutable" }),
  listType: (m, s) => {
    if (s.type !== "array") return `must apply listType to an array, found ${s.type ?? ""}`;
    if (!["map", "set", "atomic"].includes(m.value as string)) return 'ListType must be either "map", "set" or "atomic"';
    s["x-kubernetes-list-type"] = m.value as string;
    return undefined;
  },
  listMapKey: (m, s) => {
    if (s.type !== "array") return `must apply listMapKey to an array, found ${s.type ?? ""}`;
    if (s["x-kubernetes-list-type"] !== "map") return "must apply listMapKey to an associative-list";
    (s["x-kubernetes-list-map-keys"] ??= []).push(m.value as string);
    return undefined;
  },
  mapType: (m, s) => {
    if (s.type !== "object") return "must apply mapType to an object";
    if (m.value !== "atomic" && m.value !== "granular") return 'MapType must be either "granular" or "atomic"';
    s["x-kubernetes-map-type"] = m.value;
    return undefined;
  },
  structType: (m, s) => {
    if (s.type !== "object" && s.type !== undefined) return "must apply structType to an object; either explicitly set or defaulted through an empty schema type";
    if (m.value !== "atomic" && m.value !== "granular") return 'StructType must be either "granular" or "atomic"';
    s["x-kubernetes-map-type"] = m.value;
    return undefined;
  },
};

function apply(name: string, marker: ParsedMarker, schema: Schema, report: Report, era: ControllerToolsEra): void {
  const applier = Object.hasOwn(appliers, name) ? appliers[name] : undefined;
  const before = schema["x-kubernetes-validations"]?.length ?? 0;
  const error = applier?.(marker, schema, era);
  if (error !== undefined) report(marker.span, error, true);
  withOrigin(schema, before, marker.span, marker.text);
}

/** The rules added since `before` come from the marker at `span` (its text `text`). */
export function withOrigin(schema: Schema, before: number, span: Span, text?: string): void {
  const rules = schema["x-kubernetes-validations"];
  if (rules === undefined) return;
  for (let i = before; i < rules.length; i++) {
    if (rules[i]!.origin === undefined) rules[i] = { ...rules[i]!, origin: span, ...(text === undefined ? {} : { originText: text }) };
  }
}

const reasons = ["FieldValueRequired", "FieldValueInvalid", "FieldValueForbidden", "FieldValueDuplicate"];

function applyXValidation(marker: ParsedMarker, schema: Schema): string | undefined {
  const f = marker.fields;
  const reason = (f.reason as string | undefined) ?? "";
  if (reason !== "" && !reasons.includes(reason)) return `invalid reason ${reason}, valid values are FieldValueRequired, FieldValueInvalid, FieldValueForbidden and FieldValueDuplicate`;
  const rule = { rule: f.rule as string } as { -readonly [K in keyof NonNullable<Schema["x-kubernetes-validations"]>[number]]: NonNullable<Schema["x-kubernetes-validations"]>[number][K] };
  if (typeof f.message === "string" && f.message !== "") rule.message = f.message;
  if (typeof f.messageExpression === "string" && f.messageExpression !== "") rule.messageExpression = f.messageExpression;
  if (reason !== "") rule.reason = reason;
  if (typeof f.fieldPath === "string" && f.fieldPath !== "") rule.fieldPath = f.fieldPath;
  if (typeof f.optionalOldSelf === "boolean") rule.optionalOldSelf = f.optionalOldSelf;
  (schema["x-kubernetes-validations"] ??= []).push(rule);
  return undefined;
}

/** +default=<JSON>, parsed already (a `ref(…)` or `null` leaves no default). */
function applyKubernetesDefault(marker: ParsedMarker, schema: Schema): string | undefined {
  if (marker.value !== undefined && marker.value !== null) schema.default = marker.value;
  return undefined;
}

function isEmptyMap(value: ArgValue | undefined): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}
