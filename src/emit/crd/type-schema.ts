// The schema of each named Go type as controller-gen builds it before flattening: a
// struct's fields become properties (embedded ones an allOf branch), a field's doc its
// description and its markers validations; a reference to another named type stays a
// `$ref` (with the type and format of a same-package type over a basic type). Known types
// (ObjectMeta, Time, Quantity, …) have fixed schemas.

import type { Field, TypeDecl, TypeRef, Universe } from "../../model/ir.js";
import { crdReading, crdStruct, type CrdReading } from "../../resolved/crd-members.js";
import { lookupType } from "../../model/ir.js";
import { declOf } from "../../model/types.js";
import { literalEnumValues } from "../../model/enums.js";
import type { DocLine, Span } from "../../parse/syntax.js";
import { uniqueItemsWarner } from "./unique-items.js";
import { defaultMarkersOn, type DefaultMarker } from "./default-values.js";
import { listMarkersOn, type ListMarkers } from "./list-types.js";
import { embeddedResourceRefusal, refusedMarkerWarner, type RefusedMarkerWarner } from "./server-refused-markers.js";
import { applyMarkers, controllerGenMarkers, hasParsed, type EraReport, type ParsedMarker, type Report } from "./apply-markers.js";
import type { ControllerToolsEra } from "../../era/controller-tools.js";
import { fieldUnionConstraints, typeUnionConstraints, type UnionConstraints } from "../cel/union-validations.js";
import { attachStructural, countSchema, presentSchema, type MemberCount, type UnionRulesForm } from "../cel/structural.js";
import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import { crdDescription } from "./doc.js";
import { applyK8sBounds } from "./k8s-bounds.js";
import { knownTypeSchema } from "./known-types.js";
import { childSchemas, type Schema, type TypeKey, type ValidationRule } from "./schema.js";

export interface SchemaOptions {
  readonly allowDangerousTypes: boolean;
  readonly ignoreUnexportedFields: boolean;
  readonly generateEmbeddedObjectMeta: boolean;
  /** Rules for validation-gen's and KEP-1027 unions (src/emit/cel). */
  readonly unionRules?: boolean;
  /** validation-gen's +k8s: bounds as schema bounds (k8s-bounds.ts). */
  readonly k8sBounds?: boolean;
  /** The controller-tools release reproduced. */
  readonly era: ControllerToolsEra;
  /** The doc comment of a standard-library type (time.Duration), when it can be read. */
  readonly stdlibDoc?: (pkg: string, name: string) => readonly DocLine[] | undefined;
  /** How union rules are written, kubebuilder's one-of markers' too (default: CEL, as controller-gen). */
  readonly unionRulesForm?: UnionRulesForm;
  /** Where notes go (a union the structural form cannot express). */
  readonly note?: (diagnostic: Diagnostic) => void;
  /** ObjectMeta from its Go declaration, not the CRD's fixed schema (the applyconfiguration generator's typed schema). */
  readonly fullObjectMeta?: boolean;
  /**
   * Packages whose module go.mod requires but the loader did not find, with that module's
   * OM1015: a type of theirs is reported as the missing module (to `note`, once), not as
   * an unknown type at every field that uses it.
   */
  readonly missingModules?: ReadonlyMap<string, Diagnostic>;
}

/** The markers controller-gen reads on a type: its doc comment's and the group's above it. */
export function typeMarkers(decl: TypeDecl, eraReport: EraReport): ParsedMarker[] {
  return controllerGenMarkers([...decl.markersAbove, ...decl.markers], "type", eraReport);
}

export function fieldMarkers(field: Field, eraReport: EraReport): ParsedMarker[] {
  return controllerGenMarkers([...field.markersAbove, ...field.markers], "field", eraReport);
}

const maxDepth = 100;

export class TypeSchemas {
  private readonly schemas = new Map<string, Schema>();

  constructor(
    private readonly universe: Universe,
    private readonly options: SchemaOptions,
    private readonly packageMarkers: (pkg: string) => readonly ParsedMarker[],
    private readonly report: Report,
    private readonly eraReport: EraReport,
  ) {
    const serverNote = options.note === undefined ? undefined : (d: Diagnostic): void => void (this.saysServerRefusals && options.note!(d));
    this.warnUniqueItems = uniqueItemsWarner(serverNote);
    this.warnRefused = refusedMarkerWarner(serverNote);
    this.reading = crdReading(options.era, options.ignoreUnexportedFields);
  }

  /**
   * Whether what the API server refuses is said (OM5460, OM5470, OM5475, OM5476, OM5480,
   * OM5481): off once the versions the CRDs keep are built, so that a type only a
   * +kubebuilder:skipversion version reaches (no CRD holds it) says nothing.
   */
  saysServerRefusals = true;

  /** Builds every type `key` reaches, unflattened (what they say is said now); types built already are not walked again. */
  buildReached(key: TypeKey): void {
    const stack: TypeKey[] = [key];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const next = stack.pop()!;
      const id = `${next.pkg}\u0000${next.name}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const schema = this.schemaFor(next);
      if (schema !== undefined) stack.push(...referencedTypes(schema));
    }
  }

  private readonly warnRefused: RefusedMarkerWarner;

  private readonly warnUniqueItems: (markers: readonly ParsedMarker[], schema: Schema) => void;

  /** A field's or type's markers applied to its schema; what the API server refuses is written but warned of (OM5460, OM5475). */
  private applyMarkers(markers: readonly ParsedMarker[], schema: Schema): void {
    applyMarkers(markers, schema, this.report, this.era);
    this.warnUniqueItems(markers, schema);
    if (!this.saysServerRefusals) return;
    this.defaults.push(...defaultMarkersOn(markers, schema));
    this.lists.push(...listMarkersOn(markers, schema));
    this.warnRefused.rules(markers);
    this.warnRefused.types(markers);
    this.warnRefused.intOrString(markers, this.withReferred(schema));
    this.embedded.push({ markers, schema });
  }

  /** The markers and schemas of fields and types, checked for embedded resources once every type is built (OM5489). */
  private readonly embedded: { markers: readonly ParsedMarker[]; schema: Schema }[] = [];

  /** OM5489 for each EmbeddedResource marker the API server refuses, once per marker; a reference to a type never built is left unsaid. */
  embeddedResourceRefusals(): Diagnostic[] {
    const said = new Map<string, Diagnostic>();
    for (const { markers, schema } of this.embedded) {
      const merged = this.withReferred(schema);
      if (merged.$ref !== undefined) continue;
      const d = embeddedResourceRefusal(markers, merged);
      if (d !== undefined) said.set(`${d.span.file}:${d.span.line}:${d.span.col}`, d);
    }
    return [...said.values()];
  }

  /** A schema with the keys of the named type it refers to, without $ref, when that type's schema is known already (flattening merges them so). */
  private withReferred(schema: Schema): Schema {
    const ref = (schema as Record<string, unknown>).$ref as { pkg?: unknown; name?: unknown } | undefined;
    if (typeof ref !== "object" || ref === null || typeof ref.pkg !== "string" || typeof ref.name !== "string") return schema;
    const referred = this.schemas.get(`${ref.pkg}\u0000${ref.name}`) ?? this.known(ref.pkg, ref.name, this.options.generateEmbeddedObjectMeta);
    if (referred === undefined) return schema;
    const { $ref: _, ...own } = schema as Record<string, unknown>;
    return { ...referred, ...own } as Schema;
  }

  /** The list markers written so far, with the nodes they set (checked once the CRDs are flattened: OM5480, OM5481). */
  readonly lists: ListMarkers[] = [];

  /** The default markers written so far, with the nodes they set (checked once the CRDs are flattened: OM5470). */
  readonly defaults: DefaultMarker[] = [];

  /** controller-gen's reading of json tags under the era (src/resolved/crd-members.ts). */
  private readonly reading: CrdReading;

  private get era(): ControllerToolsEra {
    return this.options.era;
  }

  private known(pkg: string, name: string, generateEmbeddedObjectMeta: boolean): Schema | undefined {
    if (this.options.fullObjectMeta === true && name === "ObjectMeta" && pkg === "k8s.io/apimachinery/pkg/apis/meta/v1") return undefined;
    return knownTypeSchema(pkg, name, { generateEmbeddedObjectMeta, fixedProtocol: !this.era.has("protocol-schema") });
  }

  /** The unflattened schema of a named type; undefined (reported) when it is unknown. */
  schemaFor(key: TypeKey): Schema | undefined {
    const id = `${key.pkg}\u0000${key.name}`;
    const cached = this.schemas.get(id);
    if (cached !== undefined) return cached;
    const known = this.known(key.pkg, key.name, this.options.generateEmbeddedObjectMeta);
    if (known !== undefined) {
      this.schemas.set(id, known);
      return known;
    }
    const decl = this.lookup(key.pkg, key.name);
    if (decl === undefined) return undefined;
    this.schemas.set(id, {}); // a type that contains itself refers to an empty schema, as controller-gen's does
    const schema = this.declSchema(decl);
    this.schemas.set(id, schema);
    return schema;
  }

  private declSchema(decl: TypeDecl): Schema {
    const markers = typeMarkers(decl, this.eraReport);
    const marshaled = this.marshalerSchema(decl, markers);
    if (marshaled !== undefined) return marshaled;
    const schema = decl.type.kind === "struct" ? this.structSchema(decl, markers) : this.typeSchema(decl.type, decl.pkg, 0);
    schema.description = this.description(decl.doc.length === 0 ? this.options.stdlibDoc?.(decl.pkg, decl.name) ?? [] : decl.doc);
    const structural = this.options.unionRulesForm === "structural";
    this.applyMarkers(markers.filter((m) => m.name !== "k8s:enum" && !(structural && oneOfCounts.has(m.name))), schema);
    if (structural) this.structuralOneOf(markers, schema);
    if (this.options.k8sBounds === true) applyK8sBounds([...decl.markersAbove, ...decl.markers], schema);
    if (hasParsed(markers, "k8s:enum")) this.applyK8sEnum(decl, schema);
    if (this.options.unionRules === true) this.addUnions(schema, typeUnionConstraints(this.universe, decl, { form: this.form(), inlinedKep: false }), decl.span);
    return schema;
  }

  private form(): UnionRulesForm {
    return this.options.unionRulesForm ?? "cel";
  }

  /** A one-of marker naming a nested field (`a.b`) fails controller-gen, which checks ExactlyOneOf, then AtMostOneOf, then AtLeastOneOf. */
  private nestedOneOf(markers: readonly ParsedMarker[]): boolean {
    for (const name of ["kubebuilder:validation:ExactlyOneOf", "kubebuilder:validation:AtMostOneOf", "kubebuilder:validation:AtLeastOneOf"]) {
      for (const marker of markers.filter((m) => m.name === name)) {
        const nested = (marker.value as string[]).filter((f) => f.includes("."));
        if (nested.length === 0) continue;
        this.report(marker.span, `${name}: cannot reference nested fields: ${nested.join(",")}`, true);
        return true;
      }
    }
    return false;
  }

  /** kubebuilder's ExactlyOneOf/AtMostOneOf/AtLeastOneOf as oneOf/anyOf of presence, in controller-gen's marker order. */
  private structuralOneOf(markers: readonly ParsedMarker[], schema: Schema): void {
    for (const name of oneOfCounts.keys()) {
      for (const marker of markers.filter((m) => m.name === name)) {
        const fields = marker.value as string[];
        if (fields.length > 0) attachStructural(schema as Record<string, unknown>, [countSchema(oneOfCounts.get(name)!, fields.map(presentSchema))]);
      }
    }
  }

  private addUnions(schema: Schema, constraints: UnionConstraints, span: Span): void {
    // each rule keeps where it comes from (a union member's tag, else the type or field) for cost diagnostics
    addRules(schema, constraints.rules.map((rule) => {
      const plain = constraints.withoutRatchet.get(rule);
      return { ...rule, origin: constraints.origins.get(rule) ?? span, ...(plain === undefined ? {} : { withoutRatchet: plain }) };
    }));
    attachStructural(schema as Record<string, unknown>, constraints.structural);
    for (const why of constraints.celFallbacks) this.options.note?.(diagnose("OM5080", span, why));
    for (const note of constraints.ratchetNotes) this.options.note?.(note);
  }

  /**
   * A type with MarshalJSON takes its schema from its markers alone when they give it a
   * type; one with MarshalText is a string (its markers may not change that). Neither has
   * a description.
   */
  private marshalerSchema(decl: TypeDecl, markers: readonly ParsedMarker[]): Schema | undefined {
    if (hasMarshaler(decl, "MarshalJSON")) {
      const schema: Schema = {};
      this.applyMarkers(markers, schema);
      if (schema.type !== undefined && schema.type !== "") return schema;
    } else if (this.era.has("text-marshaler") && hasMarshaler(decl, "MarshalText")) {
      const schema: Schema = { type: "string" };
      this.applyMarkers(markers, schema);
      if (schema.type !== "string") this.report(decl.span, `"${decl.name}" implements encoding.TextMarshaler but schema type is not string: "${schema.type ?? ""}"`);
      return schema;
    }
    return undefined;
  }

  /** A type expression's schema, in the package `pkg` (which decides same-package references). */
  typeSchema(ref: TypeRef, pkg: string, depth: number): Schema {
    if (depth > maxDepth) return this.fail(ref.span, "type nests too deeply");
    switch (ref.kind) {
      case "builtin":
        return this.builtinSchema(ref.name, ref.span);
      case "named":
        return this.namedSchema(ref, pkg, depth);
      case "pointer":
        return this.typeSchema(ref.elem, pkg, depth + 1);
      case "slice":
        if (ref.elem.kind === "builtin" && ref.elem.name === "byte") return { type: "string", format: "byte" };
        return { type: "array", items: this.typeSchema(ref.elem, pkg, depth + 1) };
      case "array":
        return { type: "array", items: this.typeSchema(ref.elem, pkg, depth + 1) };
      case "map":
        return this.mapSchema(ref, pkg, depth);
      case "struct":
        return this.fail(ref.span, "encountered non-top-level struct (possibly embedded), those aren't allowed");
      case "interface":
        return this.fail(ref.span, "interface type is not supported in CRD schemas; consider using an explicit type or apiextensionsv1.JSON instead");
      case "unresolved":
        return this.fail(ref.span, `unknown type ${ref.qualifier}.${ref.name}`);
      case "other":
        return this.fail(ref.span, `unsupported type ${ref.text}`);
    }
  }

  private builtinSchema(name: string, span: Span): Schema {
    if (name === "bool") return { type: "boolean" };
    if (name === "string") return { type: "string" };
    if (/^u?int(8|16|32|64)?$|^byte$|^rune$|^uintptr$/.test(name)) {
      const format = name === "int32" || name === "uint32" || name === "rune" ? "int32" : name === "int64" || name === "uint64" ? "int64" : undefined;
      return format === undefined ? { type: "integer" } : { type: "integer", format };
    }
    if (name === "float32" || name === "float64") {
      if (this.options.allowDangerousTypes) return { type: "number" };
      return this.fail(span, "found float, the usage of which is highly discouraged, as support for them varies across languages. Please consider serializing your float as string instead. If you are really sure you want to use them, re-run with crd:allowDangerousTypes=true");
    }
    if (name === "any" || name === "error") return this.fail(span, `cannot generate schema for ${name}; interface type is not supported in CRD schemas, consider using an explicit type or apiextensionsv1.JSON instead`);
    return this.fail(span, `unsupported type "${name}"`);
  }

  private namedSchema(ref: TypeRef & { kind: "named" }, pkg: string, depth: number): Schema {
    const known = this.known(ref.pkg, ref.name, false) !== undefined;
    const decl = this.lookup(ref.pkg, ref.name);
    if (!known && decl === undefined) return this.unknownType(ref);
    if (decl !== undefined && decl.type.kind === "interface") {
      return this.fail(ref.span, `cannot generate schema for ${ref.name}; interface type is not supported in CRD schemas, consider using an explicit type or apiextensionsv1.JSON instead`);
    }
    const key = { pkg: ref.pkg, name: ref.name };
    // A same-package alias is its right-hand side (go/types resolves it), except that an
    // alias of a basic type keeps a reference to itself, which carries the alias's markers.
    if (decl?.isAlias === true && ref.pkg === pkg) {
      if (decl.type.kind !== "builtin") return this.typeSchema(decl.type, pkg, depth + 1);
      this.schemaFor(key);
      return { ...this.builtinSchema(decl.type.name, ref.span), $ref: key };
    }
    if (ref.pkg !== pkg || decl === undefined || !this.era.has("named-basic-format") || !this.overBasic(decl, 0)) return { $ref: key };
    const own = this.schemaFor(key);
    const schema: Schema = { $ref: key };
    if (own?.type !== undefined && own.type !== "") schema.type = own.type;
    if (own?.format !== undefined && own.format !== "") schema.format = own.format;
    return schema;
  }

  /** A declaration of the universe, or one of the standard library's types the model knows (time.Duration, …). */
  private lookup(pkg: string, name: string): TypeDecl | undefined {
    return lookupType(this.universe, pkg, name) ?? declOf(this.universe, { kind: "named", pkg, name, span: { file: "", line: 1, col: 1 } });
  }

  /** Whether a named type's underlying type is a basic one (following named types). */
  private overBasic(decl: TypeDecl, hops: number): boolean {
    const type = decl.type;
    if (type.kind === "builtin") return true;
    if (type.kind !== "named" || hops > maxDepth) return false;
    const next = lookupType(this.universe, type.pkg, type.name);
    return next !== undefined && this.overBasic(next, hops + 1);
  }

  private mapSchema(ref: TypeRef & { kind: "map" }, pkg: string, depth: number): Schema {
    if (!this.stringKey(ref.key, 0)) return this.fail(ref.key.span, `map keys must be strings, not ${keyText(ref.key)}`);
    const value = ref.value;
    if (value.kind === "struct") return this.fail(value.span, "not a supported map value type: *ast.StructType");
    if (value.kind === "interface") return this.fail(value.span, "interface type is not supported as map value in CRD schemas; consider using an explicit type or apiextensionsv1.JSON instead");
    return { type: "object", additionalProperties: this.typeSchema(value, pkg, depth + 1) };
  }

  private stringKey(key: TypeRef, hops: number): boolean {
    if (key.kind === "builtin") return key.name === "string";
    if (key.kind !== "named" || hops > maxDepth) return false;
    const decl = lookupType(this.universe, key.pkg, key.name);
    return decl !== undefined && this.stringKey(decl.type, hops + 1);
  }

  private structSchema(decl: TypeDecl, markers: readonly ParsedMarker[]): Schema {
    const props: Schema = { type: "object", properties: {} };
    if (this.nestedOneOf(markers)) return props;
    const oneOfMembers = new Set(markers.filter((m) => /OneOf$/.test(m.name)).flatMap((m) => m.value as string[]));
    // read as controller-gen reads them for each struct, so that what the era lacks is reported (once per package)
    this.packageMarkers(decl.pkg);
    const required: string[] = [];
    const immutable: [string, Span][] = [];
    for (const member of crdStruct(this.universe, decl, this.reading).members) {
      const field = member.field;
      if (member.kind === "untagged") {
        this.report(field.span, `encountered struct field "${field.embedded ? "" : field.name}" without JSON tag in type "${decl.name}"`);
        continue;
      }
      const { name, inline } = member;
      const own = fieldMarkers(field, this.eraReport);
      if (member.required) {
        if (oneOfMembers.has(name)) {
          this.report(field.span, `field ${name} is part of OneOf constraint and ${member.requiredByMarker ? "cannot be marked as required" : "must have omitempty tag"}`);
          return props;
        }
        required.push(name);
      }
      const schema = hasParsed(own, "kubebuilder:validation:Schemaless") ? {} : this.typeSchema(field.type, decl.pkg, 0);
      schema.description = this.description(field.doc);
      this.applyMarkers(own, schema);
      if (!inline) this.warnRefused.schemaless(own, schema);
      if (this.options.k8sBounds === true) applyK8sBounds([...field.markersAbove, ...field.markers], schema);
      if (this.options.unionRules === true) this.addUnions(schema, fieldUnionConstraints(this.universe, field, name, this.form()), field.span);
      if (inline) {
        (props.allOf ??= []).push(schema);
        continue;
      }
      const immutableMarker = own.find((m) => m.name === "k8s:immutable");
      if (immutableMarker !== undefined) immutable.push([name, immutableMarker.span]);
      props.properties![name] = schema;
    }
    if (required.length > 0) props.required = required.sort(compareStrings);
    for (const [name, origin] of immutable) {
      if (required.includes(name)) continue;
      (props["x-kubernetes-validations"] ??= []).push({ rule: `!has(oldSelf.${name}) || has(self.${name})`, message: `field ${name} is immutable once set`, origin });
    }
    return props;
  }

  /** +k8s:enum: controller-gen's values (src/model/enums.ts). */
  private applyK8sEnum(decl: TypeDecl, schema: Schema): void {
    schema.enum = literalEnumValues(this.universe, decl);
  }

  private description(doc: readonly DocLine[]): string {
    return crdDescription(doc, this.era.has("description-comments"));
  }

  /** A type the loader did not find: its missing module when that is why, else controller-gen's error. */
  private unknownType(ref: TypeRef & { kind: "named" }): Schema {
    const missing = this.options.missingModules === undefined ? undefined : this.options.missingModules.get(ref.pkg) ?? this.unresolvableImport(ref);
    if (missing === undefined || this.options.note === undefined) return this.fail(ref.span, `unknown type ${ref.pkg}.${ref.name}`);
    this.options.note(missing);
    return {};
  }

  /** A module's package (its path has a dot) that nothing loaded: no module provides it (OM1005), not an unknown type. */
  private unresolvableImport(ref: TypeRef & { kind: "named" }): Diagnostic | undefined {
    const moduleImport = ref.pkg.split("/")[0]!.includes(".");
    return moduleImport && !this.universe.packages.has(ref.pkg) ? diagnose("OM1005", ref.span, ref.pkg) : undefined;
  }

  private fail(span: Span, message: string): Schema {
    this.report(span, message);
    return {};
  }
}

/** The named types a schema refers to, at any depth (a type's own schema holds none of theirs). */
function referencedTypes(schema: Schema): TypeKey[] {
  const out: TypeKey[] = [];
  const stack: Schema[] = [schema];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.$ref !== undefined) out.push(node.$ref);
    stack.push(...childSchemas(node));
  }
  return out;
}

function addRules(schema: Schema, rules: readonly ValidationRule[]): void {
  if (rules.length > 0) (schema["x-kubernetes-validations"] ??= []).push(...rules);
}

function hasMarshaler(decl: TypeDecl, name: string): boolean {
  return decl.methods.some((m) => m.name === name && m.paramTypes.length === 0 && m.resultTypes.length === 2 && m.resultTypes[0] === "[]byte" && m.resultTypes[1] === "error");
}

/** kubebuilder's one-of markers, in the order controller-gen applies them, and what each counts. */
const oneOfCounts = new Map<string, MemberCount>([
  ["kubebuilder:validation:AtMostOneOf", "zeroOrOne"],
  ["kubebuilder:validation:ExactlyOneOf", "exactlyOne"],
  ["kubebuilder:validation:AtLeastOneOf", "atLeastOne"],
]);

function keyText(key: TypeRef): string {
  return key.kind === "builtin" ? key.name : key.kind === "named" ? `${key.pkg}.${key.name}` : key.kind;
}

/** Go's string order (bytes; for the BMP, code units agree). */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
