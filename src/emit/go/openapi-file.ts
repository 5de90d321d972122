// zz_generated.openapi.go: the Go that openapi-gen writes, rendered from the same
// definitions as the JSON (openapi-gen §3–§11). Its Go code writes each schema in a fixed
// field order that differs between a definition, a property and an array item, and names
// packages in the order it first meets them (imports.ts); this module walks each
// definition in that order and leaves the layout to layout.ts.

import { Ref, defaultConstant, type EmitContext, type Schema } from "../context.js";
import { customMethods, isExported, refsIn, type Definition } from "../definitions.js";
import { usesModelName } from "../names.js";
import type { TypeDecl } from "../../model/ir.js";
import { outputPackageName } from "./header-check.js";
import { goFileHead, type HeaderOptions } from "./header.js";
import { ImportTracker } from "./imports.js";
import { call, composite, printExpr, type GoElement, type GoExpr } from "./layout.js";
import { byBytes, goFloat, goJsonString, goQuote, goValue } from "./literals.js";

const commonPackage = "k8s.io/kube-openapi/pkg/common";
const specPackage = "k8s.io/kube-openapi/pkg/validation/spec";
const ptrPackage = "k8s.io/utils/ptr";

export interface GoFileOptions extends HeaderOptions {
  /** --output-pkg: the import path of the generated package. */
  readonly outputPackage: string;
}

/**
 * The file for `definitions`: every struct openapi-gen generates a function for, the
 * unexported ones included, in any order.
 */
export function renderOpenAPIGoFile(definitions: readonly Definition[], ctx: EmitContext, options: GoFileOptions): string {
  const ordered = [...definitions].sort((a, b) => byBytes(goPath(a.decl), goPath(b.decl)));
  const writer = new GoWriter(new ImportTracker(options.outputPackage), ctx);
  const body = writer.file(ordered);
  const packageName = outputPackageName(options.outputPackage).name;
  return goFileHead(options, packageName) + writer.imports.importBlock() + body;
}

function goPath(decl: TypeDecl): string {
  return `${decl.pkg}.${decl.name}`;
}

const functionNames = new WeakMap<TypeDecl, string>();

/** gengo's private namer with four package names: `schema_k8sio_api_core_v1_Pod`. */
export function schemaFunctionName(decl: TypeDecl): string {
  let name = functionNames.get(decl);
  if (name === undefined) {
    const dirs = [...decl.pkg.split("/").map((d) => d.replace(/-/g, "_").replace(/\./g, "")), decl.name];
    name = "schema_" + dirs.slice(-5).join("_");
    functionNames.set(decl, name);
  }
  return name;
}

/** Keys openapi-markers adds that openapi-gen never writes. */
const ownExtensions = new Set(["x-kubernetes-recommended-patch-merge-key"]);

const validationOrder: readonly [string, (value: unknown, w: GoWriter) => string][] = [
  ["minimum", (v, w) => `${w.ptr()}To[float64](${goFloat(v as number)})`],
  ["maximum", (v, w) => `${w.ptr()}To[float64](${goFloat(v as number)})`],
  ["exclusiveMinimum", () => "true"],
  ["exclusiveMaximum", () => "true"],
  ["minLength", (v, w) => `${w.ptr()}To[int64](${String(v)})`],
  ["maxLength", (v, w) => `${w.ptr()}To[int64](${String(v)})`],
  ["minProperties", (v, w) => `${w.ptr()}To[int64](${String(v)})`],
  ["maxProperties", (v, w) => `${w.ptr()}To[int64](${String(v)})`],
  ["pattern", (v) => goJsonString(v as string)],
  ["multipleOf", (v, w) => `${w.ptr()}To[float64](${goFloat(v as number)})`],
  ["minItems", (v, w) => `${w.ptr()}To[int64](${String(v)})`],
  ["maxItems", (v, w) => `${w.ptr()}To[int64](${String(v)})`],
  ["uniqueItems", () => "true"],
];

class GoWriter {
  /** Each type's name, once its package has been named (the first use names it). */
  private readonly names = new Map<TypeDecl, string>();

  constructor(
    readonly imports: ImportTracker,
    private readonly ctx: EmitContext,
  ) {}

  file(definitions: readonly Definition[]): string {
    const common = this.imports.qualifier(commonPackage);
    const entries = definitions.filter((d) => isExported(d.decl.name)).map((d) => this.mapEntry(d.decl));
    let text = `func GetOpenAPIDefinitions(ref ${common}ReferenceCallback) map[string]${common}OpenAPIDefinition {\n`;
    text += `\treturn ${printExpr(composite(`map[string]${common}OpenAPIDefinition`, entries), 1)}\n}\n`;
    for (const definition of definitions) {
      const fn = this.schemaFunction(definition);
      if (fn !== undefined) text += "\n" + fn;
    }
    return text;
  }

  ptr(): string {
    return this.imports.qualifier(ptrPackage);
  }

  private typeText(decl: TypeDecl): string {
    return `${this.imports.qualifier(decl.pkg)}${decl.name}{}`;
  }

  /** How the Go output names a definition: its OpenAPIModelName() or its Go path. */
  private nameOf(decl: TypeDecl): string {
    let name = this.names.get(decl);
    if (name === undefined) {
      name = usesModelName(this.ctx, decl) ? `${this.typeText(decl)}.OpenAPIModelName()` : `"${goPath(decl)}"`;
      this.names.set(decl, name);
    }
    return name;
  }

  private mapEntry(decl: TypeDecl): GoElement {
    const key = this.nameOf(decl);
    const methods = customMethods(decl);
    let value: string;
    if (methods.typeAndFormat || !(methods.definition || methods.v3Definition)) value = `${schemaFunctionName(decl)}(ref)`;
    else if (methods.definition && methods.v3Definition) {
      const type = this.typeText(decl);
      value = `common.EmbedOpenAPIDefinitionIntoV2Extension(${type}.OpenAPIV3Definition(), ${type}.OpenAPIDefinition())`;
    } else value = `${this.typeText(decl)}.${methods.definition ? "OpenAPIDefinition" : "OpenAPIV3Definition"}()`;
    return { key, value };
  }

  private schemaFunction(definition: Definition): string | undefined {
    const { decl } = definition;
    const methods = customMethods(decl);
    if (methods.definition || (methods.v3Definition && !methods.typeAndFormat)) return undefined;
    const common = this.imports.qualifier(commonPackage);
    const head = `func ${schemaFunctionName(decl)}(ref ${common}ReferenceCallback) ${common}OpenAPIDefinition {\n`;
    const body = methods.typeAndFormat ? this.customBody(definition, methods.v3Definition, methods.v3OneOf) : this.structBody(definition);
    return `${head}\treturn ${printExpr(body, 1)}\n}\n`;
  }

  private customBody(definition: Definition, v3Definition: boolean, v3OneOf: boolean): GoExpr {
    const { decl, v2 } = definition;
    const type = this.typeText(decl);
    const typeProps = (typeElement: GoElement): GoExpr =>
      this.definitionLiteral([...this.description(v2), typeElement, { key: "Format", value: `${type}.OpenAPISchemaFormat()` }, ...this.validations(v2)], v2);
    const v2Literal = (): GoExpr => typeProps({ key: "Type", value: `${type}.OpenAPISchemaType()` });
    const embed = "common.EmbedOpenAPIDefinitionIntoV2Extension";
    if (v3Definition) return call(embed, [`${type}.OpenAPIV3Definition()`, v2Literal()]);
    if (v3OneOf) {
      const v3 = typeProps({ key: "OneOf", value: `common.GenerateOpenAPIV3OneOfSchema(${type}.OpenAPIV3OneOfTypes())` });
      return call(embed, [v3, v2Literal()]);
    }
    return v2Literal();
  }

  /** common.OpenAPIDefinition{Schema: spec.Schema{SchemaProps: …, VendorExtensible: …}}. */
  private definitionLiteral(props: GoElement[], schema: Schema, dependencies?: GoElement): GoExpr {
    const schemaElements: GoElement[] = [{ key: "SchemaProps", value: composite("spec.SchemaProps", props) }];
    const extensions = this.extensions(schema);
    if (extensions !== undefined) schemaElements.push(extensions);
    const elements: GoElement[] = [{ key: "Schema", value: composite("spec.Schema", schemaElements) }];
    if (dependencies !== undefined) elements.push(dependencies);
    return composite(`${this.imports.qualifier(commonPackage)}OpenAPIDefinition`, elements);
  }

  private structBody(definition: Definition): GoExpr {
    const schema = definition.v2;
    const props: GoElement[] = [...this.description(schema), { key: "Type", value: '[]string{"object"}' }, ...this.validations(schema)];
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const names = Object.keys(properties);
    if (names.length > 0) {
      // Members first: the spec package is named after the packages they refer to.
      const members = names.map((name): GoElement => ({ key: `"${name}"`, value: this.property(properties[name]!) }));
      props.push({ key: "Properties", value: composite(`map[string]${this.imports.qualifier(specPackage)}Schema`, members) });
    }
    const required = (schema.required ?? []) as string[];
    if (required.length > 0) props.push({ key: "Required", value: `[]string{${required.map((r) => `"${r}"`).join(", ")}}` });
    return this.definitionLiteral(props, schema, this.dependencies(schema));
  }

  private dependencies(schema: Schema): GoElement | undefined {
    const decls = new Map<string, TypeDecl>();
    for (const ref of refsIn(schema)) decls.set(goPath(ref.decl), ref.decl);
    if (decls.size === 0) return undefined;
    const keys = [...decls.keys()].sort(byBytes);
    return { key: "Dependencies", value: composite("[]string", keys.map((k) => ({ value: this.nameOf(decls.get(k)!) })), true) };
  }

  private property(schema: Schema): GoExpr {
    const elements: GoElement[] = [];
    const extensions = this.extensions(schema);
    if (extensions !== undefined) elements.push(extensions);
    const props: GoElement[] = [...this.description(schema), ...this.defaultValue(schema), ...this.validations(schema), ...this.typeProps(schema)];
    elements.push({ key: "SchemaProps", value: composite("spec.SchemaProps", props) });
    return composite("", elements);
  }

  /** The default: a value, or the constant of `+default=ref(…)`. */
  private defaultValue(schema: Schema): GoElement[] {
    const constant = schema[defaultConstant];
    if (constant !== undefined) return [{ key: "Default", value: `${this.imports.qualifier(constant.pkg)}${constant.name}` }];
    return schema.default === undefined ? [] : [{ key: "Default", value: goValue(schema.default) }];
  }

  /** An array item or a map value: its default (before kube-openapi 1043209), then its type. */
  private element(schema: Schema): GoExpr {
    const props: GoElement[] = [...this.defaultValue(schema), ...this.typeProps(schema)];
    return composite("&spec.Schema", [{ key: "SchemaProps", value: composite("spec.SchemaProps", props) }]);
  }

  /** The type part of a property or element: a table type, an array, a map or a `$ref`. */
  private typeProps(schema: Schema): GoElement[] {
    const out: GoElement[] = [];
    if (typeof schema.type === "string") {
      out.push({ key: "Type", value: `[]string{"${schema.type}"}` });
      if (schema.items !== undefined) {
        out.push({ key: "Items", value: composite("&spec.SchemaOrArray", [{ key: "Schema", value: this.element(schema.items as Schema) }]) });
      } else if (schema.additionalProperties !== undefined) {
        const value = composite("&spec.SchemaOrBool", [{ key: "Allows", value: "true" }, { key: "Schema", value: this.element(schema.additionalProperties as Schema) }]);
        out.push({ key: "AdditionalProperties", value });
      } else {
        out.push({ key: "Format", value: `"${typeof schema.format === "string" ? schema.format : ""}"` });
        if (Array.isArray(schema.enum)) out.push({ key: "Enum", value: `[]interface{}{${schema.enum.map((v) => goQuote(String(v))).join(", ")}}` });
      }
    }
    if (schema.$ref instanceof Ref) out.push({ key: "Ref", value: `ref(${this.nameOf(schema.$ref.decl)})` });
    return out;
  }

  private description(schema: Schema): GoElement[] {
    return typeof schema.description === "string" ? [{ key: "Description", value: goQuote(schema.description) }] : [];
  }

  /** generateValueValidations: the constraints of `+k8s:validation` markers, then allOf. */
  private validations(schema: Schema): GoElement[] {
    const out: GoElement[] = [];
    for (const [key, render] of validationOrder) {
      const value = schema[key];
      if (value === undefined || value === false) continue;
      out.push({ key: key[0]!.toUpperCase() + key.slice(1), value: render(value, this) });
    }
    if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
      out.push({ key: "AllOf", value: composite("[]spec.Schema", schema.allOf.map((s) => ({ value: composite("", this.nestedSchema(s as Schema)) }))) });
    }
    return out;
  }

  /** generateSchema, for the schemas of `allOf`: constraints, sorted properties, map values, items. */
  private nestedSchema(schema: Schema): GoElement[] {
    const props = this.validations(schema);
    const properties = schema.properties as Record<string, Schema> | undefined;
    if (properties !== undefined && Object.keys(properties).length > 0) {
      const members = Object.keys(properties).sort(byBytes).map((k): GoElement => ({ key: goQuote(k), value: composite("", this.nestedSchema(properties[k]!)) }));
      props.push({ key: "Properties", value: composite("map[string]spec.Schema", members) });
    }
    if (schema.additionalProperties !== undefined && typeof schema.additionalProperties === "object") {
      const inner = composite("&spec.Schema", this.nestedSchema(schema.additionalProperties as Schema));
      props.push({ key: "AdditionalProperties", value: composite("&spec.SchemaOrBool", [{ key: "Allows", value: "true" }, { key: "Schema", value: inner }]) });
    }
    if (schema.items !== undefined) {
      props.push({ key: "Items", value: composite("&spec.SchemaOrArray", [{ key: "Schema", value: composite("&spec.Schema", this.nestedSchema(schema.items as Schema)) }]) });
    }
    const out: GoElement[] = [];
    if (Object.keys(schema).some((k) => !k.startsWith("x-"))) out.push({ key: "SchemaProps", value: composite("spec.SchemaProps", props) });
    const extensions = Object.keys(schema).filter((k) => k.startsWith("x-")).sort(byBytes);
    if (extensions.length > 0) out.push(vendorExtensible(extensions.map((k) => ({ key: goQuote(k), value: goValue(schema[k]) }))));
    return out;
  }

  /**
   * emitExtensions: the extensions of comment tags (a string, or a list written one value
   * per line), then the struct's unions, then the rest (CEL rules) sorted, as %#v.
   */
  private extensions(schema: Schema): GoElement | undefined {
    const tags: GoElement[] = [];
    const others: string[] = [];
    let unions: GoElement | undefined;
    for (const key of Object.keys(schema)) {
      if (!key.startsWith("x-") || ownExtensions.has(key)) continue;
      const value = schema[key];
      if (key === "x-kubernetes-unions" && Array.isArray(value)) unions = { key: `"${key}"`, value: unionsLiteral(value as Schema[]) };
      else if (typeof value === "string") tags.push({ key: `"${key}"`, value: `"${value}"` });
      else if (Array.isArray(value) && value.every((v) => typeof v === "string")) {
        tags.push({ key: `"${key}"`, value: composite("[]interface{}", value.map((v: string) => ({ value: `"${v}"` }))) });
      } else others.push(key);
    }
    const elements = [...tags, ...(unions === undefined ? [] : [unions]), ...others.sort(byBytes).map((k) => ({ key: goQuote(k), value: goValue(schema[k]) }))];
    return elements.length === 0 ? undefined : vendorExtensible(elements);
  }
}

function vendorExtensible(elements: GoElement[]): GoElement {
  return { key: "VendorExtensible", value: composite("spec.VendorExtensible", [{ key: "Extensions", value: composite("spec.Extensions", elements) }]) };
}

/** union.emit: one map per union, its members sorted. */
function unionsLiteral(unions: readonly Schema[]): GoExpr {
  return composite("[]interface{}", unions.map((union) => {
    const elements: GoElement[] = [];
    if (typeof union.discriminator === "string" && union.discriminator !== "") elements.push({ key: '"discriminator"', value: `"${union.discriminator}"` });
    const fields = (union["fields-to-discriminateBy"] ?? {}) as Record<string, string>;
    const members = Object.keys(fields).sort(byBytes).map((k): GoElement => ({ key: `"${k}"`, value: `"${fields[k]}"` }));
    elements.push({ key: '"fields-to-discriminateBy"', value: composite("map[string]interface{}", members) });
    return { value: composite("map[string]interface{}", elements) };
  }));
}
