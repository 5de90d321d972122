// The overloads the checker resolves calls against: CEL's standard library (cel-go v0.26
// overload ids, which decide what the cost estimator charges), the optional types, and the
// Kubernetes libraries a CRD rule may call (lists, regex, url, ip/cidr, quantity, semver,
// format, strings). Signatures are written as `id: receiver.fn(params) -> result` with type
// parameters A and B; `*` is dyn.

import { dyn, listOf, mapOf, opaque, optionalOf, prim, type CelType } from "./types.js";

export type Pattern =
  | { readonly param: "A" | "B" }
  | { readonly kind: "list"; readonly elem: Pattern }
  | { readonly kind: "map"; readonly key: Pattern; readonly value: Pattern }
  | { readonly kind: "optional"; readonly elem: Pattern }
  | { readonly kind: "type"; readonly of: Pattern }
  | { readonly fixed: CelType };

export interface Overload {
  readonly id: string;
  readonly fn: string;
  readonly member: boolean;
  readonly params: readonly Pattern[];
  readonly result: Pattern;
}

const signatures = `
logical_not: !_(bool) -> bool
negate_int64: -_(int) -> int
negate_double: -_(double) -> double
logical_and: _&&_(bool, bool) -> bool
logical_or: _||_(bool, bool) -> bool
conditional: _?_:_(bool, A, A) -> A
not_strictly_false: @not_strictly_false(bool) -> bool
equals: _==_(A, A) -> bool
not_equals: _!=_(A, A) -> bool
add_int64: _+_(int, int) -> int
add_uint64: _+_(uint, uint) -> uint
add_double: _+_(double, double) -> double
add_string: _+_(string, string) -> string
add_bytes: _+_(bytes, bytes) -> bytes
add_list: _+_(list(A), list(A)) -> list(A)
add_timestamp_duration: _+_(timestamp, duration) -> timestamp
add_duration_timestamp: _+_(duration, timestamp) -> timestamp
add_duration_duration: _+_(duration, duration) -> duration
subtract_int64: _-_(int, int) -> int
subtract_uint64: _-_(uint, uint) -> uint
subtract_double: _-_(double, double) -> double
subtract_timestamp_timestamp: _-_(timestamp, timestamp) -> duration
subtract_timestamp_duration: _-_(timestamp, duration) -> timestamp
subtract_duration_duration: _-_(duration, duration) -> duration
multiply_int64: _*_(int, int) -> int
multiply_uint64: _*_(uint, uint) -> uint
multiply_double: _*_(double, double) -> double
divide_int64: _/_(int, int) -> int
divide_uint64: _/_(uint, uint) -> uint
divide_double: _/_(double, double) -> double
modulo_int64: _%_(int, int) -> int
modulo_uint64: _%_(uint, uint) -> uint
index_list: _[_](list(A), int) -> A
index_map: _[_](map(A, B), A) -> B
in_list: @in(A, list(A)) -> bool
in_map: @in(A, map(A, B)) -> bool
size_string: size(string) -> int
size_bytes: size(bytes) -> int
size_list: size(list(A)) -> int
size_map: size(map(A, B)) -> int
string_size: string.size() -> int
bytes_size: bytes.size() -> int
list_size: list(A).size() -> int
map_size: map(A, B).size() -> int
contains_string: string.contains(string) -> bool
ends_with_string: string.endsWith(string) -> bool
starts_with_string: string.startsWith(string) -> bool
matches: matches(string, string) -> bool
matches_string: string.matches(string) -> bool
int64_to_int64: int(int) -> int
uint64_to_int64: int(uint) -> int
double_to_int64: int(double) -> int
string_to_int64: int(string) -> int
timestamp_to_int64: int(timestamp) -> int
int64_to_uint64: uint(int) -> uint
uint64_to_uint64: uint(uint) -> uint
double_to_uint64: uint(double) -> uint
string_to_uint64: uint(string) -> uint
int64_to_double: double(int) -> double
uint64_to_double: double(uint) -> double
double_to_double: double(double) -> double
string_to_double: double(string) -> double
string_to_string: string(string) -> string
int64_to_string: string(int) -> string
uint64_to_string: string(uint) -> string
double_to_string: string(double) -> string
bytes_to_string: string(bytes) -> string
bool_to_string: string(bool) -> string
timestamp_to_string: string(timestamp) -> string
duration_to_string: string(duration) -> string
bytes_to_bytes: bytes(bytes) -> bytes
string_to_bytes: bytes(string) -> bytes
bool_to_bool: bool(bool) -> bool
string_to_bool: bool(string) -> bool
duration_to_duration: duration(duration) -> duration
string_to_duration: duration(string) -> duration
timestamp_to_timestamp: timestamp(timestamp) -> timestamp
string_to_timestamp: timestamp(string) -> timestamp
int64_to_timestamp: timestamp(int) -> timestamp
to_dyn: dyn(A) -> *
type: type(A) -> type(A)
timestamp_to_year: timestamp.getFullYear() -> int
timestamp_to_month: timestamp.getMonth() -> int
timestamp_to_day_of_year: timestamp.getDayOfYear() -> int
timestamp_to_day_of_month_1_based: timestamp.getDate() -> int
timestamp_to_day_of_month_0_based: timestamp.getDayOfMonth() -> int
timestamp_to_day_of_week: timestamp.getDayOfWeek() -> int
timestamp_to_hours: timestamp.getHours() -> int
timestamp_to_minutes: timestamp.getMinutes() -> int
timestamp_to_seconds: timestamp.getSeconds() -> int
timestamp_to_milliseconds: timestamp.getMilliseconds() -> int
duration_to_hours: duration.getHours() -> int
duration_to_minutes: duration.getMinutes() -> int
duration_to_seconds: duration.getSeconds() -> int
duration_to_milliseconds: duration.getMilliseconds() -> int
optional_of: optional.of(A) -> optional(A)
optional_ofNonZeroValue: optional.ofNonZeroValue(A) -> optional(A)
optional_none: optional.none() -> optional(*)
optional_hasValue: optional(A).hasValue() -> bool
optional_value: optional(A).value() -> A
optional_or_optional: optional(A).or(optional(A)) -> optional(A)
optional_orValue_value: optional(A).orValue(A) -> A
select_optional_field: _?._(*, string) -> optional(*)
list_optindex_optional_int: _[?_](list(A), int) -> optional(A)
map_optindex_optional_value: _[?_](map(A, B), A) -> optional(B)
string_format: string.format(list(*)) -> string
strings_quote: strings.quote(string) -> string
string_char_at_int: string.charAt(int) -> string
string_index_of_string: string.indexOf(string) -> int
string_index_of_string_int: string.indexOf(string, int) -> int
string_last_index_of_string: string.lastIndexOf(string) -> int
string_last_index_of_string_int: string.lastIndexOf(string, int) -> int
string_lower_ascii: string.lowerAscii() -> string
string_upper_ascii: string.upperAscii() -> string
string_replace_string_string: string.replace(string, string) -> string
string_replace_string_string_int: string.replace(string, string, int) -> string
string_split_string: string.split(string) -> list(string)
string_split_string_int: string.split(string, int) -> list(string)
string_substring_int: string.substring(int) -> string
string_substring_int_int: string.substring(int, int) -> string
string_trim: string.trim() -> string
list_join: list(string).join() -> string
list_join_string: list(string).join(string) -> string
list_is_sorted: list(A).isSorted() -> bool
list_sum: list(A).sum() -> A
list_max: list(A).max() -> A
list_min: list(A).min() -> A
list_index_of: list(A).indexOf(A) -> int
list_last_index_of: list(A).lastIndexOf(A) -> int
string_find: string.find(string) -> string
string_find_all: string.findAll(string) -> list(string)
string_find_all_n: string.findAll(string, int) -> list(string)
string_to_url: url(string) -> @URL
is_url_string: isURL(string) -> bool
url_get_scheme: @URL.getScheme() -> string
url_get_host: @URL.getHost() -> string
url_get_hostname: @URL.getHostname() -> string
url_get_port: @URL.getPort() -> string
url_get_escaped_path: @URL.getEscapedPath() -> string
url_get_query: @URL.getQuery() -> map(string, list(string))
string_to_ip: ip(string) -> @IP
is_ip: isIP(string) -> bool
ip_is_canonical: ip.isCanonical(string) -> bool
ip_family: @IP.family() -> int
ip_is_unspecified: @IP.isUnspecified() -> bool
ip_is_loopback: @IP.isLoopback() -> bool
ip_is_link_local_multicast: @IP.isLinkLocalMulticast() -> bool
ip_is_link_local_unicast: @IP.isLinkLocalUnicast() -> bool
ip_is_global_unicast: @IP.isGlobalUnicast() -> bool
string_to_cidr: cidr(string) -> @CIDR
is_cidr: isCIDR(string) -> bool
cidr_contains_ip_string: @CIDR.containsIP(string) -> bool
cidr_contains_ip_ip: @CIDR.containsIP(@IP) -> bool
cidr_contains_cidr_string: @CIDR.containsCIDR(string) -> bool
cidr_contains_cidr: @CIDR.containsCIDR(@CIDR) -> bool
cidr_ip: @CIDR.ip() -> @IP
cidr_masked: @CIDR.masked() -> @CIDR
cidr_prefix_length: @CIDR.prefixLength() -> int
string_to_quantity: quantity(string) -> @Quantity
is_quantity_string: isQuantity(string) -> bool
quantity_sign: @Quantity.sign() -> int
quantity_is_integer: @Quantity.isInteger() -> bool
quantity_as_integer: @Quantity.asInteger() -> int
quantity_as_approximate_float: @Quantity.asApproximateFloat() -> double
quantity_is_greater_than: @Quantity.isGreaterThan(@Quantity) -> bool
quantity_is_less_than: @Quantity.isLessThan(@Quantity) -> bool
quantity_compare_to: @Quantity.compareTo(@Quantity) -> int
quantity_add: @Quantity.add(@Quantity) -> @Quantity
quantity_add_int: @Quantity.add(int) -> @Quantity
quantity_sub: @Quantity.sub(@Quantity) -> @Quantity
quantity_sub_int: @Quantity.sub(int) -> @Quantity
string_to_semver: semver(string) -> @Semver
string_to_semver_normalize: semver(string, bool) -> @Semver
is_semver: isSemver(string) -> bool
is_semver_normalize: isSemver(string, bool) -> bool
semver_major: @Semver.major() -> int
semver_minor: @Semver.minor() -> int
semver_patch: @Semver.patch() -> int
semver_is_greater_than: @Semver.isGreaterThan(@Semver) -> bool
semver_is_less_than: @Semver.isLessThan(@Semver) -> bool
semver_compare_to: @Semver.compareTo(@Semver) -> int
format_named: format.named(string) -> optional(@Format)
${["dns1123Label", "dns1123Subdomain", "dns1035Label", "qualifiedName", "dns1123LabelPrefix", "dns1123SubdomainPrefix", "dns1035LabelPrefix", "labelValue", "uri", "uuid", "byte", "date", "datetime"].map((f) => `format_${f}: format.${f}() -> @Format`).join("\n")}
format_validate: @Format.validate(string) -> optional(list(string))
list_sets_contains_list: sets.contains(list(A), list(A)) -> bool
list_sets_intersects_list: sets.intersects(list(A), list(A)) -> bool
list_sets_equivalent_list: sets.equivalent(list(A), list(A)) -> bool
jsonpatch_escape_key: jsonpatch.escapeKey(string) -> string
@mapInsert_map_key_value: cel.@mapInsert(map(A, B), A, B) -> map(A, B)
@mapInsert_map_map: cel.@mapInsert(map(A, B), map(A, B)) -> map(A, B)
`;

/** The orderings: `<`, `<=`, `>`, `>=` on each ordered type and across the numeric ones. */
function comparisons(): string {
  const ops = [["less", "_<_"], ["less_equals", "_<=_"], ["greater", "_>_"], ["greater_equals", "_>=_"]] as const;
  const same = [["bool", "bool"], ["int64", "int"], ["uint64", "uint"], ["double", "double"], ["string", "string"], ["bytes", "bytes"], ["timestamp", "timestamp"], ["duration", "duration"]] as const;
  const numeric = [["int64", "int"], ["uint64", "uint"], ["double", "double"]] as const;
  const lines: string[] = [];
  for (const [id, fn] of ops) {
    for (const [name, type] of same) lines.push(`${id}_${name}: ${fn}(${type}, ${type}) -> bool`);
    for (const [a, ta] of numeric) for (const [b, tb] of numeric) if (a !== b) lines.push(`${id}_${a}_${b}: ${fn}(${ta}, ${tb}) -> bool`);
  }
  return lines.join("\n");
}

/** Overloads by function name. */
export const overloadsByName: ReadonlyMap<string, readonly Overload[]> = index(`${signatures}\n${comparisons()}`);

function index(text: string): Map<string, Overload[]> {
  const out = new Map<string, Overload[]>();
  for (const line of text.split("\n")) {
    // a receiver is a type (`list(A)`), an opaque type (`@URL`) or a namespace; operators have none
    const m = /^(\S+): (?:([A-Za-z]\w*(?:\([^)]*\))?|@[A-Za-z]+)\.)?([^(]+)\((.*)\) -> (.+)$/.exec(line.trim());
    if (m === null) continue;
    const [, id, receiver, name, params, result] = m as unknown as [string, string, string | undefined, string, string, string];
    // `ip.isCanonical` and `format.named`, `optional.of`, `strings.quote` are qualified global names
    const qualified = receiver !== undefined && /^(ip|format|optional|strings|sets|jsonpatch|cel)$/.test(receiver);
    const fn = qualified ? `${receiver}.${name}` : name;
    const member = receiver !== undefined && !qualified;
    const paramPatterns = [...(member ? [pattern(receiver!)] : []), ...splitTop(params).map(pattern)];
    const list = out.get(fn) ?? [];
    list.push({ id, fn, member, params: paramPatterns, result: pattern(result) });
    out.set(fn, list);
  }
  return out;
}

function splitTop(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const c of text) {
    if (c === "(") depth++;
    if (c === ")") depth--;
    if (c === "," && depth === 0) {
      parts.push(current.trim());
      current = "";
    } else current += c;
  }
  if (current.trim() !== "") parts.push(current.trim());
  return parts;
}

function pattern(text: string): Pattern {
  if (text === "A" || text === "B") return { param: text };
  if (text === "*") return { fixed: dyn };
  if (text.startsWith("@")) return { fixed: opaque(text.slice(1)) };
  const m = /^(\w+)\((.*)\)$/.exec(text);
  if (m !== null) {
    const args = splitTop(m[2]!).map(pattern);
    if (m[1] === "list") return { kind: "list", elem: args[0]! };
    if (m[1] === "map") return { kind: "map", key: args[0]!, value: args[1]! };
    if (m[1] === "optional") return { kind: "optional", elem: args[0]! };
    return { kind: "type", of: args[0]! };
  }
  return { fixed: prim(text as "int") };
}

/** A pattern with its parameters bound (unbound ones are dyn). */
export function instantiate(p: Pattern, bound: ReadonlyMap<string, CelType>): CelType {
  if ("param" in p) return bound.get(p.param) ?? dyn;
  if ("fixed" in p) return p.fixed;
  switch (p.kind) {
    case "list":
      return listOf(instantiate(p.elem, bound));
    case "map":
      return mapOf(instantiate(p.key, bound), instantiate(p.value, bound));
    case "optional":
      return optionalOf(instantiate(p.elem, bound));
    default:
      return { kind: "type", of: instantiate(p.of, bound) };
  }
}
