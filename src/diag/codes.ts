// The diagnostic catalogue. Codes are stable: never renumber or reuse one.
//   OM1xxx  reading input: files, modules, Go syntax, name resolution
//   OM2xxx  markers and struct tags as openapi-gen reads them
//   OM3xxx  marker rules (unions, merge keys, list/map topology) — `openapi-markers check`
//   OM4xxx  what OpenAPI cannot express
//   OM5xxx  kubebuilder markers and CRDs (controller-gen)
// docs/diagnostics.md shows a bad and a good example for every code.

import type { Severity } from "./diagnostic.js";

export interface CatalogueEntry {
  readonly severity: Severity;
  readonly message: string;
}

export const catalogue = {
  OM1001: { severity: "error", message: "{0}" },
  OM1002: { severity: "error", message: "no go.mod found in {0} or any parent directory; the import path of a package comes from its module" },
  OM1003: { severity: "error", message: "cannot read {0}: {1}" },
  OM1004: { severity: "error", message: "file is not valid UTF-8" },
  OM1005: { severity: "error", message: "cannot resolve import {0}: no module given on the command line, required by go.mod or used by go.work provides it" },
  OM1006: { severity: "error", message: "undefined type {0}" },
  OM1007: { severity: "error", message: "package {0} is not imported by this file" },
  OM1008: { severity: "warning", message: "no Go files in {0}" },
  OM1009: { severity: "error", message: "invalid {0}: {1}" },
  OM1010: { severity: "error", message: "not a Swagger 2.0 or OpenAPI 3 document: it needs an object of definitions (definitions, or components.schemas)" },
  OM1011: { severity: "error", message: "{0} is a type of the Go standard library with no OpenAPI form (the ones known are time.Time, time.Duration and encoding/json.RawMessage)" },
  OM1012: { severity: "error", message: "malformed go.mod: {0}" },
  OM1013: { severity: "error", message: "malformed go.work: {0}" },
  OM1014: { severity: "error", message: "malformed vendor/modules.txt: {0}" },
  OM1015: { severity: "error", message: "cannot find module {0}: looked in {1}; {2}" },
  OM1016: { severity: "error", message: "definition name {0} of {1} holds a control character: no document, $ref or TypeScript name can carry it; rename the directory, the model package or what OpenAPIModelName() returns" },
  OM1017: { severity: "warning", message: "the syntax cache {0} is not used: {1}; only a directory of your own that no one else can write to is trusted (make it yours and chmod go-w, or point OPENAPI_MARKERS_CACHE elsewhere)" },
  OM1030: { severity: "error", message: "none of the {0} definitions of {1} is produced by the inputs ({2}): nothing would be patched; give the packages that define them, and check the names (a type without a model name is named like io.k8s.api.core.v1.Pod)" },
  OM1040: { severity: "error", message: "{0} is {1}, not a regular file: it is not read" },
  OM1041: { severity: "error", message: "cannot write {0}: {1}" },
  OM1042: { severity: "error", message: "cannot write standard output: {0}" },
  OM1050: { severity: "error", message: "cannot resolve input {0}: no module that {1} requires (or a module of its workspace) provides {2}; add one with `go get {2}`, or give the package's directory" },
  OM1051: { severity: "error", message: "package {0} is not in module {1}: {2} does not exist" },
  OM1052: { severity: "error", message: "import {0} is a file-system path, which the go command refuses to import in module mode: import the package by its import path" },
  OM1053: { severity: "warning", message: "{0} refers to {1}, which has no definition in the document (--inputs-only keeps only the inputs' types): give its package {2} as an input, or drop --inputs-only" },
  OM1054: { severity: "warning", message: "k8s.io/kube-openapi {0} is not a pseudo-version (kube-openapi has no releases), so the openapi-gen era it stands for is unknown: {1} is used instead; correct the version, or choose the era with --kube-openapi" },
  OM1055: { severity: "note", message: "openapi-gen era: {0}, because {1}" },
  OM1070: { severity: "error", message: "{0} expression nested more than {1} levels deep: declare its inner part separately, as a named {0}" },
  OM1071: { severity: "error", message: "cannot generate a schema for {0}: its type {1} nests more than {2} levels deep through named types, or contains itself (as type A []A does)" },
  OM1072: { severity: "error", message: "{0} inlines embedded structs more than {1} levels deep" },
  OM1073: { severity: "warning", message: "{0}, in {1}, which no output is read from: the run goes on" },
  OM1100: { severity: "warning", message: "paths={0} does not begin with ./, ../ or /, so controller-gen reads it as an import path pattern, which matches no package: nothing is generated from it; write paths=./{0} for the directory" },
  OM1101: { severity: "error", message: "paths={0} does not begin with ./, ../ or /, so controller-gen reads it as an import path, which no module provides (\"package {0} is not in std\"), and fails; write paths=./{0} for the directory" },

  OM2001: { severity: "error", message: "field {0} cannot be both optional and required" },
  OM2002: { severity: "error", message: "{0} of field {1}: struct tag {2} and comment tag {3} must match" },
  OM2003: { severity: "error", message: "multiple values are not allowed for tag {0}" },
  OM2004: { severity: "error", message: "invalid +default value {0}: {1}" },
  OM2005: { severity: "error", message: "invalid default value {0} for non-pointer/non-omitempty field {1}; if specified, must be {2}" },
  OM2006: { severity: "error", message: "invalid +k8s:validation marker: {0}" },
  OM2007: { severity: "error", message: "JSON name {0} is used twice in {1}" },
  OM2008: { severity: "error", message: "{0} and {1} both set {2}" },
  OM2009: { severity: "error", message: "invalid +k8s:openapi-model-package value {0}: expected a dotted package name such as io.example.api.v1" },
  OM2010: { severity: "error", message: "cannot evaluate {0}: {1}" },
  OM2011: { severity: "warning", message: "invalid extension value {0}: expected x-kubernetes-<name>:<value>; the tag is ignored" },

  OM3001: { severity: "error", message: "union member {0} has no discriminator in {1}: add a +unionDiscriminator field" },
  OM3002: { severity: "error", message: "union member {0} does not say which discriminator selects it: add +unionDiscriminatedBy=<one of {1}>" },
  OM3003: { severity: "error", message: "+unionDiscriminatedBy={0} does not name a +unionDiscriminator field of {1}" },
  OM3004: { severity: "error", message: "discriminator {0} must have a string type marked +enum, not {1}" },
  OM3005: { severity: "error", message: "discriminator {0} must be required: its enum has no empty value and it has no +default" },
  OM3006: { severity: "error", message: "discriminator {0} is optional, so it must be omitempty: the empty value of its enum then stands for no member" },
  OM3007: { severity: "error", message: "discriminator {0} has a +default, so it must be optional and omitempty" },
  OM3008: { severity: "error", message: "{0} cannot be both the discriminator and a member of a union" },
  OM3009: { severity: "error", message: "union member {0} must be optional (+optional or omitempty)" },
  OM3010: { severity: "error", message: "union member {0} is a struct value: make it a pointer so that unset can be told from empty" },
  OM3011: { severity: "error", message: "union member {0} is selected by {1}, which is not a value of {2} (values: {3}){4}" },
  OM3012: { severity: "error", message: "union members {0} and {1} are both selected by {2}" },
  OM3013: { severity: "warning", message: "union member value {0} does not match the JSON name {1} case-insensitively" },
  OM3014: { severity: "error", message: "malformed marker +{0}: expected +unionMember[=<value>][,optional]" },
  OM3015: { severity: "error", message: "union markers span two structs: member {0} is in {1}, but its discriminator {2} is in {3}" },
  OM3016: { severity: "error", message: "{0} mixes the 2019 union markers (+union, +unionDeprecated) with KEP-1027 markers (+unionMember, +unionDiscriminatedBy)" },
  OM3017: { severity: "warning", message: "+unionDiscriminator on {0} declares no union: no field of {1} has +unionMember, and {1} has no +union" },

  OM3018: { severity: "error", message: "+unionDiscriminatedBy on {0} needs +unionMember: only a member names its discriminator" },

  OM3020: { severity: "error", message: "member {0} of the +union struct {1} must be optional" },
  OM3021: { severity: "error", message: "the +union struct {0} cannot inline {1}: a union cannot span two structs" },
  OM3022: { severity: "error", message: "+unionDeprecated cannot be used in the +union struct {0}: every optional field is already a member" },
  OM3023: { severity: "error", message: "{0} has two discriminators: {1} and {2}" },
  OM3024: { severity: "error", message: "+union belongs on a struct type, not on the field {0}" },
  OM3025: { severity: "error", message: "+unionDeprecated member {0} must be optional" },
  OM3027: { severity: "error", message: "{0} cannot be both the discriminator and a member of the union" },

  OM3030: { severity: "error", message: "{0} can only be used on a list of structs, and {1} is {2}" },
  OM3031: { severity: "error", message: "merge key {0} is not a JSON field of {1}" },
  OM3032: { severity: "error", message: "recommended merge keys {0} must start with the default merge key {1}" },
  OM3033: { severity: "error", message: "recommended merge keys {0} list {1} more than once" },
  OM3034: { severity: "error", message: "invalid patchStrategy {0}: expected merge, replace, retainKeys or merge,retainKeys" },
  OM3035: { severity: "error", message: "a merge key needs patchStrategy merge, but {0} has {1}" },
  OM3036: { severity: "error", message: "recommendedPatchMergeKey struct tag {0} and marker {1} must match" },

  OM3040: { severity: "error", message: "invalid +listType {0}: expected atomic, set or map" },
  OM3041: { severity: "warning", message: "+{0} has no effect here: it describes lists, and {1} is {2}" },
  OM3042: { severity: "error", message: "+listMapKey needs +listType=map on {0}" },
  OM3043: { severity: "error", message: "+listMapKey {0} is not a JSON field of {1}" },
  OM3044: { severity: "warning", message: "+listMapKey {0} names a field of {1} that is neither required nor defaulted: an item without it cannot be keyed" },
  OM3045: { severity: "error", message: "+listType=set needs scalar or atomic items, and the items of {0} are {1}" },
  OM3046: { severity: "error", message: "invalid +{0} {1}: expected granular or atomic" },
  OM3047: { severity: "error", message: "+{0} can only be used on a {1}, and {2} is {3}" },
  OM3048: { severity: "error", message: "+listType=map needs struct items, and the items of {0} are {1}" },

  OM3049: { severity: "warning", message: "+listType=map on {0} has no +listMapKey: server-side apply cannot key its items, and CRD validation rejects it" },

  OM3050: { severity: "warning", message: "unknown marker +{0}; did you mean +{1}?" },
  OM3051: { severity: "warning", message: "+{0} has no effect on a {1}; it belongs on a {2}" },
  OM3052: { severity: "warning", message: "+{0} has no effect: the spaces around its name make the key {1}; write +{2}" },
  OM3053: { severity: "note", message: "{0} on {1} is ignored: {2} is a 2019 +union struct, whose optional fields are all members (as openapi-gen reads it)" },

  OM3060: { severity: "error", message: "malformed +{0}: {1}" },
  OM3061: { severity: "error", message: "+k8s:unionDiscriminator on {0} can only be used on string types, and {0} is {1}" },
  OM3062: { severity: "error", message: "{0} on {1} can only be used on pointers, slices, maps and builtin types (not struct values), and {1} is {2}" },
  OM3063: { severity: "error", message: "{0}: field {1} is a union member but has no JSON name in its struct tag" },
  OM3064: { severity: "error", message: "{0}" },
  OM3065: { severity: "error", message: "{0}" },
  OM3066: { severity: "error", message: "{0}" },
  OM3067: { severity: "error", message: "{0}" },
  OM3068: { severity: "warning", message: "{0} behind +k8s:ifEnabled or +k8s:ifDisabled has no effect: validation-gen validates the union whatever the option" },
  OM3069: { severity: "warning", message: "unknown tag +{0}; did you mean +{1}?" },

  OM3070: { severity: "error", message: "field {0} of {1}: {2} (API rule names_match)" },
  OM3071: { severity: "error", message: "json tag option {0} of field {1} of {2} is not omitempty, which encoding/json spells exactly so (API rule omitempty_match_case)" },
  OM3072: { severity: "error", message: "list {0} of {1} has no +listType: add +listType=atomic, set or map (API rule list_type_missing)" },
  OM3073: { severity: "error", message: "+listType on the Items of the List type {0}: the items of a List type take none (API rule list_type_missing)" },
  OM3074: { severity: "error", message: "{0} must be member {2} of the List type {1}: TypeMeta, ListMeta, Items in this order (API rule streaming_list_type_field_order)" },
  OM3075: { severity: "error", message: "{0} of the List type {1} must be {2} (API rule streaming_list_type_json_tags)" },
  OM3076: { severity: "error", message: "{0} of the List type {1} must have {2} (API rule streaming_list_type_proto_tags)" },
  OM3077: { severity: "error", message: "malformed API rule exception {0}: expected API rule violation: <rule>,<package>,<type>,<field>" },
  OM3078: { severity: "warning", message: "API rule exception {0} matches no violation: remove it" },

  OM3080: { severity: "error", message: "+k8s:member of discriminator group {0} in {1}: no field of {1} is the group's +k8s:discriminator" },
  OM3081: { severity: "error", message: "{0}" },
  OM3082: { severity: "error", message: "{0}" },
  OM3083: { severity: "error", message: "+k8s:enum {0}" },
  OM3084: { severity: "warning", message: "{0} behind +k8s:ifEnabled or +k8s:ifDisabled has no effect: validation-gen validates the field by its discriminator whatever the option" },
  OM3085: { severity: "error", message: "+k8s:update={0}: not an update constraint validation-gen knows (NoSet, NoUnset, NoModify, NoAddItem, NoRemoveItem)" },
  OM3086: { severity: "error", message: "+k8s:update={0} on {1}: {2}" },
  OM3087: { severity: "error", message: "+k8s:neq on {0}: {1}" },
  OM3088: { severity: "error", message: "+k8s:{0} on {1}: {2}" },
  OM3089: { severity: "error", message: "+k8s:{0} on {1}: {2}" },

  // validation-gen's subfield/item chains to value tags
  OM3090: { severity: "error", message: "+k8s:subfield({0}): {1}" },
  OM3091: { severity: "error", message: "+k8s:item: {0}" },

  OM4001: { severity: "error", message: "cannot generate a schema for {0} ({1})" },
  OM4002: { severity: "error", message: "map with non-string keys is not supported by OpenAPI: {0}" },
  OM4003: { severity: "error", message: "type {0} has OpenAPIV3OneOfTypes but not OpenAPISchemaType and OpenAPISchemaFormat" },
  OM4101: { severity: "warning", message: "no type in the inputs is selected for OpenAPI: add +k8s:openapi-gen=true to a package doc.go or a type, or pass --all-types" },
  OM4102: { severity: "error", message: "definition name {0} is given to {1} and also to {2} (at {3}): one definition would replace the other" },

  OM5001: { severity: "warning", message: "unknown marker +{0}: controller-gen ignores it{1}" },
  OM5002: { severity: "warning", message: "+{0} has no effect on a {1}: controller-gen reads it on a {2}" },
  OM5003: { severity: "error", message: "malformed +{0}: {1}" },
  OM5004: { severity: "warning", message: "+{0} (used {1}) is not in the OpenAPI output: openapi-gen reads no kubebuilder marker; openapi-markers controller-gen writes it into the CRD" },
  OM5010: { severity: "error", message: "cannot generate the CRD: {0}" },
  OM5011: { severity: "error", message: "+{0}: argument {1} is not known to controller-tools {2} (it came in {3}): controller-gen {2} fails on it" },
  OM5012: { severity: "warning", message: "+{0} is not known to controller-tools {1} (it came in {2}): controller-gen {1} ignores it, so the CRD leaves it out" },
  OM5050: { severity: "error", message: "CEL {0} on {1} exceeds the API server's cost budget per rule: estimated cost {2} ({3}) is {4} the limit 10000000, so the CRD would be refused; {5}" },
  OM5051: { severity: "error", message: "the CEL rules of {0} exceed the API server's cost budget per CRD: estimated total {1} is {2} the limit 100000000, so the CRD would be refused; this {3} on {4} costs {5}; {6}" },
  OM5052: { severity: "note", message: "CEL {0} on {1}: estimated cost {2} ({3}), {4} of the budget per rule (10000000)" },
  OM5053: { severity: "warning", message: "the cost of this CEL {0} on {1} is not estimated: {2}; the API server would refuse the rule if it does not compile" },
  OM5080: { severity: "note", message: "--union-rules-form=structural: {0}, which oneOf/anyOf/allOf cannot express; its rules are CEL (x-kubernetes-validations)" },
  OM5090: { severity: "note", message: "{0} has list-item members, so its CEL rules read only self and do not ratchet as validation-gen does: in a CRD the API server's validation ratcheting passes an update that leaves the list unchanged, but one that changes the list while keeping which members are present is checked again, which validation-gen lets pass; outside a CRD every update is checked again (validation-gen's ratchet iterates oldSelf.value(), a cost the API server cannot bound for any maxItems)" },
} as const satisfies Record<string, CatalogueEntry>;

export type Code = keyof typeof catalogue;
