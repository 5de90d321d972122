// A seeded generator of random API packages, for differential testing against the real
// openapi-gen (scripts/differential-openapi-gen.ts). One seed gives one Go package — a
// doc.go and a types.go that compile — exercising what openapi-gen reads: structs,
// pointers, slices, maps, embedded and inlined structs, interfaces, Go aliases, named
// builtins, byte slices, every int and float type, time and metav1 types, Quantity,
// IntOrString, RawExtension, enums, `+default` of every JSON kind and ref(), optional and
// required members, list/map/struct types, patch strategies and merge keys, 2019 unions,
// `+k8s:openapi-gen` extension tags, `+k8s:validation:` tags, model packages, custom
// schema methods and odd doc comments. A few seeds carry a mistake openapi-gen refuses
// (invalid default JSON, a map with int keys, `[]any`, `+optional` with `+required`…),
// so that refusals are compared too.
//
// The same seed always gives the same bytes. Nothing here is written to the repository.

/** mulberry32: small, fast and the same everywhere. */
import { mulberry32 } from "./synthetic-corpus.js";
export class Rng {
  /** The synthetic corpus's generator: the same seed gives the same package. */
  readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

export interface RandomApiOptions {
  /**
   * Hand-written OpenAPIDefinition()/OpenAPIV3Definition() methods: Go code that only the Go
   * output can call (generate refuses them, OM2010), so the JSON comparison goes without.
   */
  readonly goCodeMethods: boolean;
}

export interface RandomApi {
  /** File name → content, for one package directory. */
  readonly files: ReadonlyMap<string, string>;
  /** Whether the seed deliberately holds a mistake openapi-gen refuses. */
  readonly refusal: string | undefined;
}

const imports = {
  metav1: "k8s.io/apimachinery/pkg/apis/meta/v1",
  resource: "k8s.io/apimachinery/pkg/api/resource",
  intstr: "k8s.io/apimachinery/pkg/util/intstr",
  runtime: "k8s.io/apimachinery/pkg/runtime",
  common: "k8s.io/kube-openapi/pkg/common",
  spec: "k8s.io/kube-openapi/pkg/validation/spec",
  time: "time",
} as const;
type Import = keyof typeof imports;

/** A Go type expression with what a +default for it may be. */
interface GoType {
  readonly text: string;
  readonly kind: "string" | "int" | "float" | "bool" | "bytes" | "array" | "map" | "struct" | "opaque" | "any" | "enum";
  readonly uses?: Import;
  /** A constant of the type, for +default=ref(…). */
  readonly constant?: string;
  /** A named struct of this package: never inlined twice into one struct. */
  readonly struct?: string;
  readonly pointer?: boolean;
  /** The named type has a +default of its own, which a member must not contradict. */
  readonly typeDefault?: boolean;
}

const ints = ["int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "byte"];
const floats = ["float32", "float64"];

const oddDocs: readonly (readonly string[])[] = [
  ["", "Starts after a blank line."],
  ["Has a tab\there and a backslash \\ and \"quotes\"."],
  ["Unicode: naïve café — ✓."],
  ["Lists:", "  - one", "  - two"],
  ["Code:", "", "\tfoo := bar", "", "After the code."],
  ["---", "Below a rule."],
  ["TODO: a note", "Text after the note."],
  ["Ends with spaces.   "],
  ["<b>html</b> & ampersands"],
  ["   "],
  // A lone CR stays inside its comment line (only LF ends a // comment).
  ["A lone\rcarriage return\r in the text."],
  ["+k8s:openapi-gen=true", "Tagged in the middle of the doc."],
];

class Generator {
  private readonly out: string[] = [];
  private readonly used = new Set<Import>();
  private readonly structs: string[] = [];
  private readonly enums: GoType[] = [];
  private readonly named: GoType[] = [];
  private readonly interfaces: string[] = [];
  private readonly consts = new Set<string>();
  /** Per struct: the later struct it inlines (by-value edges only go to later structs, so no cycle). */
  private inlineOf: (number | undefined)[] = [];
  /** Per struct: whether it embeds TypeMeta and has ObjectMeta (never twice through inlining). */
  private metaOf: boolean[] = [];
  /** The struct whose fields are being written: by-value references go to later ones only. */
  private current = 0;
  private counter = 0;
  refusal: string | undefined;

  /** Go aliases of structs (`type AliasN = KindM`), declared after the structs. */
  private readonly aliases: { readonly name: string; readonly target: string }[] = [];
  /** Per struct: a second later struct it inlines, whose inlined structs are none of the first's. */
  private secondInlineOf: (number | undefined)[] = [];
  /** Per struct: a JSON name its field shares with another struct's (both inlined into one: a clash). */
  private sharedNameOf: (string | undefined)[] = [];

  /**
   * Shapes added later draw from a stream of their own, so that the main stream, and with it
   * every seed's package apart from the added lines, stays as it was.
   */
  private readonly more: Rng;

  constructor(private readonly rng: Rng, private readonly pkg: string, private readonly options: RandomApiOptions, seed: number) {
    this.more = new Rng((seed ^ 0x9e3779b9) >>> 0);
  }

  generate(): RandomApi {
    const rng = this.rng;
    if (rng.chance(0.05)) this.refusal = "planned";
    this.declareEnums();
    this.declareNamed();
    const count = 2 + rng.int(5);
    for (let i = 0; i < count; i++) this.structs.push(this.name(rng.chance(0.05) ? "kind" : "Kind"));
    this.planStructs(count);
    this.planSecondInlines(count);
    this.planAliases();
    const bodies = this.structs.map((name, i) => this.struct(name, i));
    bodies.push(...this.aliases.map((a) => this.alias(a.name, a.target)));
    const header = this.importBlock();
    const doc = this.docFile();
    const types = `package ${this.pkg}\n\n${header}${this.out.join("")}${bodies.join("")}`;
    return { files: new Map([["doc.go", doc], ["types.go", types]]), refusal: this.refusal };
  }

  /** From the last struct back: what each inlines, and meta where no inlined struct has it. */
  private planStructs(count: number): void {
    const hasMeta: boolean[] = new Array<boolean>(count).fill(false);
    for (let i = count - 1; i >= 0; i--) {
      const target = i < count - 1 && this.rng.chance(0.25) ? i + 1 + this.rng.int(count - 1 - i) : undefined;
      this.inlineOf[i] = target;
      const inherited = target !== undefined && hasMeta[target]!;
      this.metaOf[i] = !inherited && this.rng.chance(0.2);
      hasMeta[i] = inherited || this.metaOf[i]!;
    }
  }

  /**
   * Some structs inline a second later struct. The two never reach a struct in common nor
   * both bring metadata (their names would clash); where a refusal is planned, the two get a
   * field with one JSON name: openapi-gen writes a Properties map with a key twice, which
   * does not compile, and we refuse it (OM2007) at the struct that inlines both.
   */
  private planSecondInlines(count: number): void {
    const reach = (i: number | undefined): Set<number> => {
      const out = new Set<number>();
      for (let at = i; at !== undefined && !out.has(at); at = this.inlineOf[at]) out.add(at);
      return out;
    };
    for (let i = count - 3; i >= 0; i--) {
      const first = this.inlineOf[i];
      if (first === undefined || !this.more.chance(0.3)) continue;
      const second = i + 1 + this.more.int(count - 1 - i);
      const a = reach(first);
      const b = reach(second);
      // A second inline of its own would widen the reach: only structs without one are taken.
      if ([...b].some((n) => a.has(n) || this.secondInlineOf[n] !== undefined) || [...a].some((n) => this.secondInlineOf[n] !== undefined)) continue;
      if ([...a].some((n) => this.metaOf[n]) && ([...b].some((n) => this.metaOf[n]) || this.metaOf[i])) continue;
      if ([...b].some((n) => this.metaOf[n]) && this.metaOf[i]) continue;
      this.secondInlineOf[i] = second;
      if (this.more.chance(0.5) && this.sharedNameOf[first] === undefined && this.sharedNameOf[second] === undefined && this.refuse("one JSON name in two inlined structs")) {
        this.sharedNameOf[first] = `shared${i}`;
        this.sharedNameOf[second] = `shared${i}`;
      }
    }
  }

  /** Go aliases of structs, referred to through pointers only (a by-value one could make a cycle). */
  private planAliases(): void {
    for (let i = this.rng.chance(0.2) ? 1 + this.rng.int(2) : 0; i > 0; i--) {
      this.aliases.push({ name: this.name("Alias"), target: this.rng.pick(this.structs) });
    }
  }

  /** A commented alias, or one without comment (openapi-gen may take the doc of either side). */
  private alias(name: string, target: string): string {
    const doc = this.rng.pick([[`${name} is another name of ${target}.`], [], ["   "], [`${name} is an alias.`, "+k8s:openapi-gen=x-kubernetes-alias:yes"]]);
    return `${this.comment(doc)}type ${name} = ${target}\n\n`;
  }

  /**
   * An odd doc comment. One with a backslash in a fourth of the cases only: before kube-openapi
   * 8948a66 it makes openapi-gen's output unformattable, and a refusal costs a run of its own.
   */
  private oddDoc(): string[] {
    const doc = this.rng.pick(oddDocs);
    if (doc.some((l) => l.includes("\\")) && this.rng.chance(0.75)) return ["Has a tab\there and \"quotes\"."];
    return [...doc];
  }

  private name(prefix: string): string {
    return `${prefix}${++this.counter}`;
  }

  private docFile(): string {
    const lines = ["// +k8s:openapi-gen=true"];
    if (this.rng.chance(0.2)) lines.push(`// +k8s:openapi-model-package=com.example.${this.pkg}`);
    if (this.rng.chance(0.3)) lines.push("", "// Package " + this.pkg + " is random.");
    return `${lines.join("\n")}\npackage ${this.pkg}\n`;
  }

  private importBlock(): string {
    if (this.used.size === 0) return "";
    const paths = [...this.used].map((i) => `\t${i} "${imports[i]}"`).sort();
    return `import (\n${paths.join("\n")}\n)\n\n`;
  }

  private comment(lines: readonly string[], indent = ""): string {
    return lines.map((l) => (l === "" ? `${indent}//\n` : `${indent}// ${l}\n`)).join("");
  }

  private declareEnums(): void {
    const rng = this.rng;
    for (let i = rng.int(3); i > 0; i--) {
      const name = this.name("Mode");
      const base = rng.chance(0.8) ? "string" : rng.pick(["int32", "int64"]);
      const values = rng.int(4);
      const docLines = [`${name} is an enum.`];
      if (rng.chance(0.85)) docLines.push("+enum");
      this.out.push(this.comment(docLines) + `type ${name} ${base}\n\n`);
      let constant: string | undefined;
      if (values > 0) {
        const decls: string[] = [];
        for (let v = 0; v < values; v++) {
          const c = `${name}V${v}`;
          constant ??= c;
          this.consts.add(c);
          const value = base === "string" ? JSON.stringify(rng.pick(["A", "B", "c-d", "e.f", "A", "x y"]) + (rng.chance(0.7) ? String(v) : "")) : String(rng.int(5));
          const doc = rng.chance(0.5) ? `\t// ${c} is a value.\n` : "";
          decls.push(`${doc}\t${c} ${name} = ${value}\n`);
        }
        this.out.push(`const (\n${decls.join("")})\n\n`);
      }
      this.enums.push({ text: name, kind: "enum", constant });
    }
  }

  private declareNamed(): void {
    const rng = this.rng;
    for (let i = rng.int(4); i > 0; i--) {
      const name = this.name("Named");
      const kind = rng.int(7);
      if (kind === 0) {
        const base = rng.pick(ints);
        this.out.push(`// ${name} is a named integer.\ntype ${name} ${base}\n\n`);
        this.named.push({ text: name, kind: "int" });
      } else if (kind === 1) {
        const typeDefault = rng.chance(0.4);
        this.out.push(`// ${name} is a named string.\n${typeDefault ? "// +default=\"named\"\n" : ""}type ${name} string\n\n`);
        this.named.push({ text: name, kind: "string", typeDefault });
      } else if (kind === 2) {
        const [base, baseKind] = rng.pick([["string", "string"], ["byte", "int"], ["int64", "int"], ["bool", "bool"]] as const);
        this.out.push(`// ${name} is a Go alias of a builtin.\ntype ${name} = ${base}\n\n`);
        this.named.push({ text: name, kind: baseKind });
      } else if (kind === 3) {
        this.out.push(`// ${name} is a named byte slice.\ntype ${name} ${rng.pick(["[]byte", "[]uint8"])}\n\n`);
        this.named.push({ text: name, kind: "opaque" });
      } else if (kind === 4) {
        this.out.push(`// ${name} is an interface.\ntype ${name} interface {\n\tDo() string\n}\n\n`);
        this.interfaces.push(name);
      } else if (kind === 5) {
        this.out.push(`// ${name} is a named list.\ntype ${name} []string\n\n`);
        this.named.push({ text: name, kind: "array" });
      } else {
        this.out.push(`// ${name} is a named map.\ntype ${name} map[string]int32\n\n`);
        this.named.push({ text: name, kind: "map" });
      }
    }
  }

  private leafType(byValue: boolean): GoType {
    const rng = this.rng;
    switch (rng.int(15)) {
      case 0: return { text: "string", kind: "string" };
      case 1: return { text: "bool", kind: "bool" };
      case 2: return { text: rng.pick(ints), kind: "int" };
      case 3: return { text: rng.pick(floats), kind: "float" };
      case 4: return { text: rng.pick(["[]byte", "[]uint8", "[]int8"]), kind: "bytes" };
      case 5: return { text: "metav1.Time", kind: "opaque", uses: "metav1" };
      case 6: return rng.pick([
        { text: "metav1.Duration", kind: "opaque", uses: "metav1" },
        { text: "metav1.MicroTime", kind: "opaque", uses: "metav1" },
        { text: "metav1.Condition", kind: "struct", uses: "metav1" },
        { text: "metav1.LabelSelector", kind: "struct", uses: "metav1" },
        { text: "time.Time", kind: "opaque", uses: "time" },
      ] as const);
      case 7: return { text: "resource.Quantity", kind: "opaque", uses: "resource" };
      case 8: return { text: "intstr.IntOrString", kind: "opaque", uses: "intstr" };
      case 9: return { text: "runtime.RawExtension", kind: "struct", uses: "runtime" };
      case 10: return this.enums.length > 0 ? rng.pick(this.enums) : { text: "string", kind: "string" };
      case 11: return this.named.length > 0 ? rng.pick(this.named) : { text: "int32", kind: "int" };
      case 12: return this.interfaces.length > 0 && rng.chance(0.5) ? { text: rng.pick(this.interfaces), kind: "any" } : { text: rng.pick(["interface{}", "any"]), kind: "any" };
      case 14: return this.aliases.length > 0 ? { text: `*${this.rng.pick(this.aliases).name}`, kind: "struct", pointer: true } : { text: "string", kind: "string" };
      default: {
        const from = byValue ? this.current + 1 : 0;
        if (from >= this.structs.length) return { text: "string", kind: "string" };
        const target = this.structs[from + rng.int(this.structs.length - from)]!;
        return { text: target, kind: "struct", struct: target };
      }
    }
  }

  private fieldType(depth: number, byValue = true): GoType {
    const rng = this.rng;
    const roll = depth > 1 ? 10 : rng.int(10);
    if (roll === 0) return this.pointer(this.fieldType(depth + 1, false));
    if (roll === 1 || roll === 2) {
      const elem = this.element(depth);
      return { text: `[]${elem.text}`, kind: "array", uses: elem.uses };
    }
    if (roll === 3) {
      const elem = this.element(depth);
      const key = rng.chance(0.03) && this.refuse("int map key") ? "int" : "string";
      return { text: `map[${key}]${elem.text}`, kind: "map", uses: elem.uses };
    }
    return this.leafType(byValue);
  }

  /** An array item or map value: an interface other than interface{} only where a refusal is planned. */
  private element(depth: number): GoType {
    const elem = this.fieldType(depth + 1, false);
    if (elem.kind !== "any" || elem.text === "interface{}" || this.refuse(`an element of type ${elem.text}`)) return elem;
    return { text: "interface{}", kind: "any" };
  }

  private pointer(t: GoType): GoType {
    if (t.text.startsWith("*")) return t;
    return { ...t, text: `*${t.text}`, pointer: true };
  }

  /** Whether to plant this mistake now: only in seeds planned to be refused, once. */
  private refuse(what: string): boolean {
    if (this.refusal !== "planned") return false;
    this.refusal = what;
    return true;
  }

  private struct(name: string, index: number): string {
    const rng = this.rng;
    const lines: string[] = [];
    const docLines: string[] = rng.chance(0.15) ? this.oddDoc() : [`${name} is kind ${index}.`];
    const markers: string[] = [];
    if (rng.chance(0.1)) markers.push(`+k8s:openapi-gen=x-kubernetes-kind-${index}:v${index}`);
    if (rng.chance(0.1)) markers.push(rng.pick(["+structType=atomic", "+structType=granular"]));
    if (rng.chance(0.1)) markers.push(`+k8s:validation:minProperties=${rng.int(3)}`);
    if (rng.chance(0.05)) markers.push("+k8s:openapi-gen=false");
    if (rng.chance(0.05)) markers.push(`+k8s:openapi-model-package=com.example.models${index}`);
    const union = rng.chance(0.12);
    if (union) markers.push("+union");
    if (rng.chance(0.05)) markers.push("+default={}");
    const fieldCount = 1 + rng.int(7);
    this.current = index;
    if (union) lines.push(...this.unionMembers(name, index, rng.int(3)));
    const target = this.inlineOf[index];
    // Every struct's JSON names carry its own index: inlining never makes a name clash.
    // Embedded with json:",inline", or with no tag at all (openapi-gen inlines both).
    if (target !== undefined) lines.push(rng.chance(0.3) ? `\t${this.structs[target]!}\n` : `\t${this.structs[target]!} \`json:",inline"\`\n`);
    const second = this.secondInlineOf[index];
    if (second !== undefined) lines.push(`\t// Inlined too.\n\t${this.structs[second]!} \`json:",inline"\`\n`);
    const shared = this.sharedNameOf[index];
    if (shared !== undefined) lines.push(`\t// Shared has a JSON name another struct's member has too.\n\t// +optional\n\tShared string \`json:"${shared},omitempty"\`\n`);
    if (this.metaOf[index]!) {
      this.used.add("metav1");
      lines.push(`\tmetav1.TypeMeta \`json:",inline"\`\n`);
      if (rng.chance(0.7)) lines.push(`\t// Standard object metadata.\n\t// +optional\n\tmetav1.ObjectMeta \`json:"metadata,omitempty"\`\n`);
    }
    for (let f = 0; f < fieldCount; f++) lines.push(this.field(name, index, f));
    if (!union && this.more.chance(0.1)) lines.push(...this.deprecatedUnion(name, index));
    // openapi-gen logs +unionDeprecated in a +union struct and leaves the member out of the union.
    else if (union && this.more.chance(0.1)) {
      lines.push(`\t// Old is deprecated.\n\t// +unionDeprecated\n\t// +optional\n\tOld *string \`json:"s${index}old,omitempty"\`\n`);
    }
    const customType = rng.chance(0.05);
    let methods = "";
    if (customType) methods = `func (${name}) OpenAPISchemaType() []string { return []string{"string"} }\n\nfunc (${name}) OpenAPISchemaFormat() string { return "${rng.pick(["", "date", "int-or-string"])}" }\n\n`;
    else if (rng.chance(0.05)) methods = `func (${name}) OpenAPIModelName() string { return "com.example.custom.${this.pkg}.${name}" }\n\n`;
    else if (this.options.goCodeMethods && rng.chance(0.06)) methods = this.definitionMethods(name);
    if (customType && rng.chance(0.3)) methods += `func (${name}) OpenAPIV3OneOfTypes() []string { return []string{"string", "number"} }\n\n`;
    return `${this.comment([...docLines, ...markers])}type ${name} struct {\n${lines.join("")}}\n\n${methods}`;
  }

  /** Hand-written OpenAPIDefinition and/or OpenAPIV3Definition: Go code openapi-gen's output calls. */
  private definitionMethods(name: string): string {
    this.used.add("common");
    this.used.add("spec");
    const body = (type: string): string =>
      `{\n\treturn common.OpenAPIDefinition{Schema: spec.Schema{SchemaProps: spec.SchemaProps{Type: []string{"${type}"}, Description: "hand-written"}}}\n}\n\n`;
    const which = this.rng.int(3);
    let out = "";
    if (which !== 1) out += `func (${name}) OpenAPIDefinition() common.OpenAPIDefinition ${body("string")}`;
    if (which !== 0) out += `func (${name}) OpenAPIV3Definition() common.OpenAPIDefinition ${body("integer")}`;
    return out;
  }

  /**
   * A 2019 union of a struct that is no +union one: members marked +unionDeprecated, with or
   * without a +unionDiscriminator, members optional or not.
   */
  private deprecatedUnion(name: string, index: number): string[] {
    const more = this.more;
    const out: string[] = [];
    if (more.chance(0.7)) {
      out.push(`\t// Kind says which deprecated member is set.\n\t// +unionDiscriminator\n\t// +optional\n\tKind *string \`json:"s${index}kind,omitempty"\`\n`);
    }
    for (let m = 0, n = 1 + more.int(3); m < n; m++) {
      // openapi-gen only logs a union member that is not optional (klog), and goes on.
      const required = more.chance(0.1);
      const marker = required ? "+required" : more.pick(["+optional", "+optional", ""]);
      const omitEmpty = marker === "" || more.chance(0.5) ? ",omitempty" : "";
      const type = more.pick(["*string", "*int32", "[]string", "map[string]string"]);
      out.push(`\t// Old${m} of ${name} is deprecated.\n\t// +unionDeprecated\n${marker === "" ? "" : `\t// ${marker}\n`}\tOld${m} ${type} \`json:"s${index}old${m}${omitEmpty}"\`\n`);
    }
    return out;
  }

  private unionMembers(name: string, index: number, members: number): string[] {
    const out = [`\t// Type says which member is set.\n\t// +unionDiscriminator\n\t// +optional\n\tType string \`json:"s${index}type,omitempty"\`\n`];
    for (let m = 0; m < members; m++) {
      out.push(`\t// Member ${m} of ${name}.\n\t// +optional\n\tMember${m} *string \`json:"s${index}member${m},omitempty"\`\n`);
    }
    return out;
  }

  private field(owner: string, index: number, f: number): string {
    const rng = this.rng;
    const type = this.fieldType(0);
    if (type.uses !== undefined) this.used.add(type.uses);
    const goName = `Field${f}`;
    let json = `s${index}f${f}`;
    if (rng.chance(0.05)) json = json.toUpperCase();
    const options: string[] = [];
    // A type's own +default differs from the zero value a member that is not omitempty must have.
    const omitEmpty = rng.chance(0.4) || (type.typeDefault === true && !this.refuse("a type default on a required member"));
    if (omitEmpty) options.push("omitempty");
    if (rng.chance(0.03) && (type.kind === "int" || type.kind === "bool")) options.push("string");
    const docLines: string[] = rng.chance(0.1) ? this.oddDoc() : rng.chance(0.85) ? [`${goName} of ${owner} is a ${type.text.replace(/[*[\]]/g, " ").trim()}.`] : [];
    const markers: string[] = [];
    const optional = rng.int(4);
    if (optional === 0) markers.push("+optional");
    if (optional === 1) markers.push("+required");
    if (optional === 2 && rng.chance(0.1) && this.refuse("optional and required")) markers.push("+optional", "+required");
    // openapi-gen wants a non-pointer member that is not omitempty to default to its zero value.
    const mayDefault = type.pointer === true || omitEmpty || (rng.chance(0.1) && this.refuse("a non-zero default of a required member"));
    const def = mayDefault ? this.defaultFor(type) : undefined;
    if (def !== undefined) markers.push(`+default=${def}`);
    markers.push(...this.listMarkers(type), ...this.validationMarkers(type));
    if (rng.chance(0.08)) markers.push(`+k8s:openapi-gen=x-kubernetes-field-${f}:${rng.pick(["yes", "no", "1"])}`);
    if (rng.chance(0.03)) markers.push("+k8s:openapi-gen=false");
    let tag = `json:"${json}${options.length > 0 ? "," + options.join(",") : ""}"`;
    if (type.kind === "array" && rng.chance(0.15)) {
      const strategy = rng.pick(["merge", "replace", "merge,retainKeys"]);
      tag += ` patchStrategy:"${strategy}" patchMergeKey:"name"`;
      // openapi-gen wants the markers to agree with the struct tags (a tag without its marker is refused).
      const withoutMarkers = rng.chance(0.05) && this.refuse("patch tags without markers");
      if (!withoutMarkers) markers.push("+patchMergeKey=name", `+patchStrategy=${rng.chance(0.05) && this.refuse("patch markers and tags disagree") ? "other" : strategy}`);
    }
    if (rng.chance(0.02)) tag = `json:"-"`;
    return `${this.comment([...docLines, ...markers], "\t")}\t${goName} ${type.text} \`${tag}\`\n`;
  }

  private defaultFor(type: GoType): string | undefined {
    const rng = this.rng;
    if (!rng.chance(0.25)) return undefined;
    if (rng.chance(0.04) && this.refuse("invalid default JSON")) return "{not json";
    if (type.kind === "enum" && type.constant !== undefined && rng.chance(0.5)) return `ref(${type.constant})`;
    switch (type.kind) {
      case "string": case "enum": return JSON.stringify(rng.pick(["", "x", "a b", "é"]));
      case "int": return String(rng.pick([0, 1, 7, 42]));
      case "float": return rng.pick(["0.5", "1", "2.25", "1e3"]);
      case "bool": return rng.pick(["true", "false"]);
      case "array": return rng.pick(["[]", "[\"a\"]", "[1, 2]"]);
      case "map": return rng.pick(["{}", "{\"a\": 1}"]);
      // A struct member that is no pointer always defaults to {} (openapi-gen enforces it).
      case "struct": return type.pointer === true ? rng.pick(["{}", "{\"x\": \"y\"}"]) : "{}";
      case "opaque": return rng.pick(["\"1\"", "\"2026-01-01T00:00:00Z\"", "null"]);
      default: return rng.pick(["null", "{}", "\"s\""]);
    }
  }

  private listMarkers(type: GoType): string[] {
    const rng = this.rng;
    if (type.kind === "array" && !type.pointer && rng.chance(0.6)) {
      const listType = rng.pick(["atomic", "set", "map"]);
      return listType === "map" ? ["+listType=map", "+listMapKey=name"] : [`+listType=${listType}`];
    }
    if (type.kind === "map" && !type.pointer && rng.chance(0.3)) return [rng.pick(["+mapType=atomic", "+mapType=granular"])];
    return [];
  }

  private validationMarkers(type: GoType): string[] {
    const rng = this.rng;
    if (!rng.chance(0.15)) return [];
    switch (type.kind) {
      case "string":
        return rng.pick([["+k8s:validation:maxLength=10"], ["+k8s:validation:minLength=1"], ["+k8s:validation:pattern=\"^[a-z]+$\""],
          ["+k8s:validation:format=\"uuid\""], ["+k8s:validation:format=\"date-time\"", "+k8s:validation:maxLength=64"]]);
      case "int":
      case "float":
        return rng.pick([["+k8s:validation:minimum=0"], ["+k8s:validation:maximum=100", "+k8s:validation:exclusiveMaximum"],
          ["+k8s:validation:minimum=1", "+k8s:validation:exclusiveMinimum"], ["+k8s:validation:multipleOf=2"],
          ["+k8s:validation:cel[0]:rule=\"self >= 0\"", "+k8s:validation:cel[0]:message=\"non-negative\""]]);
      case "array":
        return rng.pick([["+k8s:validation:maxItems=5"], ["+k8s:validation:minItems=1"], ["+k8s:validation:uniqueItems"]]);
      case "map":
        return rng.pick([["+k8s:validation:maxProperties=3"], ["+k8s:validation:minProperties=1"]]);
      default:
        if (rng.chance(0.1) && this.refuse("non-consecutive cel indexes")) {
          return ["+k8s:validation:cel[0]:rule=\"true\"", "A comment line between the rules.", "+k8s:validation:cel[1]:rule=\"true\""];
        }
        return rng.pick([["+k8s:validation:cel[0]:rule=\"true\"", "+k8s:validation:cel[0]:message=\"always\""],
          ["+k8s:validation:cel[0]:rule=\"true\"", "+k8s:validation:cel[0]:message=\"always\"", "+k8s:validation:cel[1]:rule=\"1 == 1\"",
            "+k8s:validation:cel[1]:messageExpression=\"'one'\"", "+k8s:validation:cel[1]:optionalOldSelf"]]);
    }
  }
}

/** The package of one seed, named `pkg`. */
export function randomApi(seed: number, pkg: string, options: RandomApiOptions = { goCodeMethods: true }): RandomApi {
  return new Generator(new Rng(seed), pkg, options, seed).generate();
}
