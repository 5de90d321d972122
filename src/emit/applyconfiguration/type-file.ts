// One apply configuration file: the `XxxApplyConfiguration` struct (every json-tagged
// member optional: a pointer, a slice or a map; members of generated types become their
// apply configurations), its constructor, the Extract functions of a kind (with the typed
// schema), and a `With…` function per member — a value, a variadic append for a slice, a
// merge for a map, and for an embedded ObjectMeta/TypeMeta its members' functions through
// the embedded configuration. Text is written in the order gengo names imports.

import type { Field, TypeDecl, Universe } from "../../model/ir.js";
import { ImportTracker } from "../go/imports.js";
import { goType, deref, isNillable, rawName, type GoType } from "./go-types.js";
import { acJsonTag, tagText, type AcJsonTag } from "./json-tags.js";
import { layoutStruct, type StructLine } from "./struct-layout.js";
import { metav1, typeMarkersOf, type RootTags } from "./select.js";
import { commentLines, goFile } from "./go-file.js";
import type { AcEra } from "./options.js";

export interface TypeFileInput {
  readonly universe: Universe;
  readonly decl: TypeDecl;
  /** Named types (`pkg.Name`) with an apply configuration, to the package that holds it. */
  readonly refs: ReadonlyMap<string, string>;
  readonly localPkg: string;
  readonly packageName: string;
  readonly outPkgBase: string;
  readonly apiVersion: string;
  readonly tags: RootTags;
  readonly hasTypeMeta: boolean;
  /** The kind's typed-schema name, when Extract functions are written. */
  readonly openApiType: string | undefined;
  readonly header: string;
  readonly era: AcEra;
}

interface Embed {
  readonly memberType: GoType;
  readonly json: AcJsonTag;
}

export function typeFile(input: TypeFileInput): string {
  return new TypeFileWriter(input).render();
}

class TypeFileWriter {
  private readonly tracker: ImportTracker;
  private readonly blocks: string[] = [];
  /** gengo's public names: an unexported type's apply configuration is exported. */
  private readonly ac: string;
  private readonly kind: string;

  constructor(private readonly input: TypeFileInput) {
    this.tracker = new ImportTracker(input.localPkg);
    this.ac = publicName(input.decl.name) + "ApplyConfiguration";
    this.kind = publicName(input.decl.name);
  }

  render(): string {
    const { tags, era } = this.input;
    this.blocks.push(this.struct());
    if (tags.generateClient) {
      this.blocks.push(this.clientConstructor());
      if (this.input.openApiType !== undefined) this.extract(this.input.openApiType);
    } else {
      this.blocks.push(this.input.hasTypeMeta ? this.typeMetaConstructor() : this.plainConstructor());
    }
    if (era.isApplyConfiguration && (tags.generateClient || this.input.hasTypeMeta)) {
      const line = `func (b ${this.ac}) IsApplyConfiguration() {}\n`;
      // Before v0.20.0 the line follows the constructor (or last Extract function) directly.
      if (era.comments) this.blocks.push(line);
      else this.blocks[this.blocks.length - 1] += line;
    }
    const self = this.selfType();
    this.withFuncs(self, undefined, []);
    this.getters(self, undefined);
    return goFile(this.input.header, this.input.packageName, this.tracker, this.blocks.join("\n"));
  }

  private selfType(): GoType {
    return goType(this.input.universe, { kind: "named", pkg: this.input.decl.pkg, name: this.input.decl.name, span: this.input.decl.span });
  }

  private acFor(type: GoType): GoType {
    const refs = this.input.refs;
    switch (type.kind) {
      case "struct": {
        const pkg = refs.get(`${type.pkg}.${type.name}`);
        return pkg === undefined ? type : { kind: "ref", pkg, name: type.name + "ApplyConfiguration" };
      }
      case "map":
        return this.refName(type.elem) ? { kind: "map", key: this.acFor(type.key), elem: this.acFor(type.elem) } : type;
      case "slice":
        return this.refName(type.elem) ? { kind: "slice", elem: this.acFor(type.elem) } : type;
      case "pointer":
        return this.acFor(type.elem);
      default:
        return type;
    }
  }

  private refName(type: GoType): boolean {
    return (type.kind === "struct" || type.kind === "alias") && this.input.refs.has(`${type.pkg}.${type.name}`);
  }

  private isAc(type: GoType): boolean {
    if (type.kind === "struct") return this.input.refs.has(`${type.pkg}.${type.name}`);
    return type.kind === "pointer" && this.isAc(type.elem);
  }

  private raw(type: GoType): string {
    return rawName(type, this.tracker);
  }

  private members(type: GoType): readonly Field[] {
    return type.kind === "struct" ? type.fields ?? [] : [];
  }

  private struct(): string {
    const { decl } = this.input;
    let out = `// ${this.ac} represents a declarative configuration of the ${this.kind} type for use\n// with apply.\n`;
    const comments = !this.input.era.comments ? [] : commentLines([...(decl.docAbove ?? []).map((l) => l.text), ...decl.doc.map((l) => l.text)]);
    if (comments.length > 0) out += "//\n" + comments.map((c) => c + "\n").join("");
    const lines: StructLine[] = [];
    const self = this.selfType();
    for (const field of this.members(self)) {
      if (blocklisted(self, field)) continue;
      const json = acJsonTag(field);
      if (json === undefined) continue;
      const member = goType(this.input.universe, field.type);
      if (this.input.era.comments) for (const c of commentLines(field.doc.map((l) => l.text))) lines.push({ comment: c });
      const tag = "`json:\"" + tagText(json) + "\"`";
      const memberType = this.raw(this.acFor(member));
      if (field.embedded) lines.push({ cells: [json.inline ? memberType : "*" + memberType, tag] });
      else if (isNillable(member)) lines.push({ cells: [field.name, memberType, tag] });
      else lines.push({ cells: [field.name, "*" + memberType, tag] });
    }
    return `${out}type ${this.ac} struct {\n${layoutStruct(lines)}}\n`;
  }

  private clientConstructor(): string {
    const { apiVersion, tags } = this.input;
    const name = this.kind;
    const params = tags.nonNamespaced ? "name string" : "name, namespace string";
    const namespace = tags.nonNamespaced ? "" : "\tb.WithNamespace(namespace)\n";
    return `// ${name} constructs a declarative configuration of the ${name} type for use with\n// apply.\nfunc ${name}(${params}) *${this.ac} {\n\tb := &${this.ac}{}\n\tb.WithName(name)\n${namespace}\tb.WithKind("${name}")\n\tb.WithAPIVersion("${apiVersion}")\n\treturn b\n}\n`;
  }

  private typeMetaConstructor(): string {
    const { apiVersion } = this.input;
    const name = this.kind;
    return `// ${this.ac} constructs a declarative configuration of the ${name} type for use with\n// apply.\nfunc ${name}() *${this.ac} {\n\tb := &${this.ac}{}\n\tb.WithKind("${name}")\n\tb.WithAPIVersion("${apiVersion}")\n\treturn b\n}\n`;
  }

  private plainConstructor(): string {
    const name = this.kind;
    return `// ${this.ac} constructs a declarative configuration of the ${name} type for use with\n// apply.\nfunc ${name}() *${this.ac} {\n\treturn &${this.ac}{}\n}\n`;
  }

  private extract(openApiType: string): void {
    const { decl, apiVersion, tags, outPkgBase } = this.input;
    const v = privateName(decl.name);
    const T = this.kind;
    const structRaw = this.tracker.qualifier(decl.pkg) + T;
    const extractInto = this.tracker.qualifier("k8s.io/apimachinery/pkg/util/managedfields") + "ExtractInto";
    const parser = this.tracker.qualifier(`${outPkgBase}/internal`) + "Parser";
    const namespace = tags.nonNamespaced ? "" : `\tb.WithNamespace(${v}.Namespace)\n`;
    this.blocks.push(
      `// Extract${T}From extracts the applied configuration owned by fieldManager from
// ${v} for the specified subresource. Pass an empty string for subresource to extract
// the main resource. Common subresources include "status", "scale", etc.
// ${v} must be a unmodified ${T} API object that was retrieved from the Kubernetes API.
// Extract${T}From provides a way to perform a extract/modify-in-place/apply workflow.
// Note that an extracted apply configuration will contain fewer fields than what the fieldManager previously
// applied if another fieldManager has updated or force applied any of the previously applied fields.
func Extract${T}From(${v} *${structRaw}, fieldManager string, subresource string) (*${this.ac}, error) {
\tb := &${this.ac}{}
\terr := ${extractInto}(${v}, ${parser}().Type("${openApiType}"), fieldManager, b, subresource)
\tif err != nil {
\t\treturn nil, err
\t}
\tb.WithName(${v}.Name)
${namespace}
\tb.WithKind("${T}")
\tb.WithAPIVersion("${apiVersion}")
\treturn b, nil
}
`,
      `// Extract${T} extracts the applied configuration owned by fieldManager from
// ${v}. If no managedFields are found in ${v} for fieldManager, a
// ${this.ac} is returned with only the Name, Namespace (if applicable),
// APIVersion and Kind populated. It is possible that no managed fields were found for because other
// field managers have taken ownership of all the fields previously owned by fieldManager, or because
// the fieldManager never owned fields any fields.
// ${v} must be a unmodified ${T} API object that was retrieved from the Kubernetes API.
// Extract${T} provides a way to perform a extract/modify-in-place/apply workflow.
// Note that an extracted apply configuration will contain fewer fields than what the fieldManager previously
// applied if another fieldManager has updated or force applied any of the previously applied fields.
func Extract${T}(${v} *${structRaw}, fieldManager string) (*${this.ac}, error) {
\treturn Extract${T}From(${v}, fieldManager, "")
}
`,
    );
    for (const sub of this.subresources()) {
      const title = sub.charAt(0).toUpperCase() + sub.slice(1);
      this.blocks.push(
        `// Extract${T}${title} extracts the applied configuration owned by fieldManager from
// ${v} for the ${sub} subresource.
func Extract${T}${title}(${v} *${structRaw}, fieldManager string) (*${this.ac}, error) {
\treturn Extract${T}From(${v}, fieldManager, "${sub}")
}
`,
      );
    }
  }

  private subresources(): string[] {
    const { decl } = this.input;
    if (typeMarkersOf(decl).some((m) => m.key === "genclient:noStatus")) return [];
    return decl.type.kind === "struct" && decl.type.fields.some((f) => f.name === "Status") ? ["status"] : [];
  }

  /** The members that get functions: json-tagged, not blocklisted, with their types as the functions take them. */
  private *acMembers(type: GoType): Generator<{ field: Field; member: GoType; memberType: GoType; json: AcJsonTag }> {
    for (const field of this.members(type)) {
      if (blocklisted(type, field)) continue;
      const member = goType(this.input.universe, field.type);
      const ac = this.acFor(member);
      const memberType: GoType = this.isAc(member) ? { kind: "pointer", elem: ac } : ac;
      const json = acJsonTag(field);
      if (json !== undefined) yield { field, member, memberType, json };
    }
  }

  private withFuncs(type: GoType, embed: Embed | undefined, generated: string[]): void {
    for (const { field, member, memberType, json } of this.acMembers(type)) {
      if (generated.includes(field.name)) continue;
      generated.push(field.name);
      if (field.embedded) {
        this.withFuncs(member, { memberType, json }, generated);
        if (!json.inline) this.blocks.push(this.ensureEmbedExists(memberType));
        continue;
      }
      const base = deref(member);
      if (base.kind === "slice" && this.isAc(base.elem)) {
        const elem = memberType.kind === "slice" ? memberType.elem : memberType;
        const pointerToSlice = member.kind === "pointer";
        if (pointerToSlice) this.blocks.push(this.ensureSliceExists(field.name, elem));
        this.blocks.push(this.sliceWith(field.name, { kind: "pointer", elem }, embed, pointerToSlice ? elem : undefined));
        continue;
      }
      if (member.kind === "slice") this.blocks.push(this.sliceWith(field.name, memberType.kind === "slice" ? memberType.elem : memberType, embed));
      else if (member.kind === "map") this.blocks.push(this.mapWith(field.name, memberType, embed));
      else this.blocks.push(this.valueWith(field.name, member, memberType, embed));
    }
  }

  private getters(type: GoType, embed: Embed | undefined): void {
    for (const { field, member, memberType, json } of this.acMembers(type)) {
      if (field.embedded) {
        this.getters(member, { memberType, json });
        continue;
      }
      if (!this.input.era.needsGetter(type.kind === "struct" ? `${type.pkg}.${type.name}` : "", field.name)) continue;
      const result = this.isAc(member) || isNillable(member) ? this.raw(memberType) : "*" + this.raw(memberType);
      this.blocks.push(
        `// Get${field.name} retrieves the value of the ${field.name} field in the declarative configuration.\nfunc (b *${this.ac}) Get${field.name}() ${result} {\n${this.ensure(embed)}\treturn ${this.path(embed, field.name)}\n}\n`,
      );
    }
  }

  private path(embed: Embed | undefined, member: string): string {
    if (embed === undefined) return `b.${member}`;
    return `b.${embeddedName(embed.memberType)}.${member}`;
  }

  private ensure(embed: Embed | undefined): string {
    if (embed === undefined || embed.json.inline) return "";
    return `\tb.ensure${embeddedName(embed.memberType)}Exists()\n`;
  }

  private valueWith(name: string, member: GoType, memberType: GoType, embed: Embed | undefined): string {
    const param = this.raw(memberType);
    const assign = this.isAc(member) || isNillable(member) ? "value" : "&value";
    return `// With${name} sets the ${name} field in the declarative configuration to the given value
// and returns the receiver, so that objects can be built by chaining "With" function invocations.
// If called multiple times, the ${name} field is set to the value of the last call.
func (b *${this.ac}) With${name}(value ${param}) *${this.ac} {
${this.ensure(embed)}\t${this.path(embed, name)} = ${assign}
\treturn b
}
`;
  }

  /** A `*[]X` member: the With function makes the slice first (`ensureXExists`, `elem`: X). */
  private sliceWith(name: string, argType: GoType, embed: Embed | undefined, ensureElem?: GoType): string {
    const param = this.raw(argType);
    const path = (ensureElem === undefined ? "" : "*") + this.path(embed, name);
    const ensureSlice = ensureElem === undefined ? "" : `\tb.ensure${embeddedName(ensureElem)}Exists()\n`;
    const nilCheck = argType.kind === "pointer" ? `\t\tif values[i] == nil {\n\t\t\tpanic("nil value passed to With${name}")\n\t\t}\n` : "";
    const value = argType.kind === "pointer" ? "*values[i]" : "values[i]";
    return `// With${name} adds the given value to the ${name} field in the declarative configuration
// and returns the receiver, so that objects can be build by chaining "With" function invocations.
// If called multiple times, values provided by each call will be appended to the ${name} field.
func (b *${this.ac}) With${name}(values ...${param}) *${this.ac} {
${this.ensure(embed)}${ensureSlice}\tfor i := range values {
${nilCheck}\t\t${path} = append(${path}, ${value})
\t}
\treturn b
}
`;
  }

  private mapWith(name: string, memberType: GoType, embed: Embed | undefined): string {
    const param = this.raw(memberType);
    const path = this.path(embed, name);
    return `// With${name} puts the entries into the ${name} field in the declarative configuration
// and returns the receiver, so that objects can be build by chaining "With" function invocations.
// If called multiple times, the entries provided by each call will be put on the ${name} field,
// overwriting an existing map entries in ${name} field with the same key.
func (b *${this.ac}) With${name}(entries ${param}) *${this.ac} {
${this.ensure(embed)}\tif ${path} == nil && len(entries) > 0 {
\t\t${path} = make(${param}, len(entries))
\t}
\tfor k, v := range entries {
\t\t${path}[k] = v
\t}
\treturn b
}
`;
  }

  private ensureSliceExists(member: string, elem: GoType): string {
    return `func (b *${this.ac}) ensure${embeddedName(elem)}Exists() {\n\tif b.${member} == nil {\n\t\tb.${member} = &[]${this.raw(elem)}{}\n\t}\n}\n`;
  }

  private ensureEmbedExists(memberType: GoType): string {
    const name = embeddedName(memberType);
    const elem = memberType.kind === "pointer" ? memberType.elem : memberType;
    return `func (b *${this.ac}) ensure${name}Exists() {\n\tif b.${name} == nil {\n\t\tb.${name} = &${this.raw(elem)}{}\n\t}\n}\n`;
  }
}

/** ObjectMeta's ManagedFields and SelfLink, and members named ZZZ_…, get nothing. */
function blocklisted(type: GoType, field: Field): boolean {
  const isObjectMeta = type.kind === "struct" && type.pkg === metav1 && type.name === "ObjectMeta";
  if (isObjectMeta && (field.name === "ManagedFields" || field.name === "SelfLink")) return true;
  return field.name.startsWith("ZZZ_");
}

/** The name of an embedded member's type (through one pointer), as the field path uses it. */
function embeddedName(type: GoType): string {
  const t = type.kind === "pointer" ? type.elem : type;
  return t.kind === "struct" || t.kind === "alias" || t.kind === "ref" ? t.name : "";
}

/** gengo's public namer: the first letter upper-cased. */
export function publicName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** gengo's private namer: the first letter lower-cased. */
function privateName(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}
