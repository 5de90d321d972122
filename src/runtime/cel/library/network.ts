// Kubernetes' url, ip and cidr libraries: url()/isURL() with getScheme, getHost,
// getHostname, getPort, getEscapedPath, getQuery; ip()/isIP()/ip.isCanonical() with family,
// isUnspecified, isLoopback, isLinkLocalMulticast, isLinkLocalUnicast, isGlobalUnicast;
// cidr()/isCIDR() with containsIP, containsCIDR, ip, masked, prefixLength; string() of an
// IP or CIDR. Addresses as Go's netip reads them (no zones, no IPv4-mapped IPv6, no leading
// zeros in IPv4).

import { celError, celFunc, celList, celMap, celMethod, CelScalar, type CelFunc, type CelValue } from "@bufbuild/cel";
import { utf8 } from "../syntax/lexer.js";
import { expect, nativeOf, opaque } from "./opaque.js";

interface Url {
  readonly scheme: string;
  readonly host: string;
  readonly path: string;
  readonly query: string;
}

/**
 * Go's url.Parse, as far as Kubernetes' url library reads it: scheme, `//` authority
 * (userinfo dropped, host with an optional numeric port), path, query; the fragment cut
 * off when `fragment` is true (url.Parse), kept in the path or query otherwise
 * (url.ParseRequestURI, which also needs a scheme or an absolute path).
 */
function goParseUrl(text: string, requestUri: boolean): Url | undefined {
  if (/[\x00-\x1f\x7f]/.test(text)) return undefined;
  let rest = requestUri ? text : text.split("#")[0]!;
  let scheme = "";
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(rest);
  if (m !== null) {
    scheme = m[1]!;
    rest = rest.slice(m[0].length);
  } else if (/^[^/?]*:/.test(rest)) return undefined; // "first path segment in URL cannot contain colon"
  let query = "";
  const q = rest.indexOf("?");
  if (q !== -1) {
    query = rest.slice(q + 1);
    rest = rest.slice(0, q);
  }
  if (requestUri && scheme === "" && !rest.startsWith("/")) return undefined;
  let host = "";
  if (rest.startsWith("//") && (scheme !== "" || !requestUri)) {
    const slash = rest.indexOf("/", 2);
    const authority = slash === -1 ? rest.slice(2) : rest.slice(2, slash);
    rest = slash === -1 ? "" : rest.slice(slash);
    host = authority.slice(authority.lastIndexOf("@") + 1);
    if (!validHost(host)) return undefined;
  } else if (requestUri && scheme !== "" && !rest.startsWith("/")) {
    // an opaque URL ("mailto:x"): Go keeps it; its path is empty
    return { scheme, host: "", path: "", query };
  }
  return { scheme, host, path: rest, query };
}

function validHost(host: string): boolean {
  if (host.startsWith("[")) {
    const close = host.indexOf("]");
    return close !== -1 && /^(:\d*)?$/.test(host.slice(close + 1));
  }
  const colon = host.indexOf(":");
  if (colon !== -1 && !/^\d*$/.test(host.slice(colon + 1))) return false;
  return !/[\s<>"{}|\\^`]/.test(host);
}

/** url() (Kubernetes checks with ParseRequestURI, then reads with Parse). */
function parseUrl(text: string): Url | undefined {
  return goParseUrl(text, true) === undefined ? undefined : goParseUrl(text, false);
}

/** Go's EscapedPath: the path with what must be escaped in a path escaped (a space is %20). */
function escapedPath(path: string): string {
  return path.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu, (c) => utf8(c).map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join(""));
}

function hostname(host: string): string {
  if (host.startsWith("[")) return host.slice(1, host.indexOf("]"));
  const colon = host.lastIndexOf(":");
  return colon === -1 ? host : host.slice(0, colon);
}

function port(host: string): string {
  const colon = host.lastIndexOf(":");
  return colon === -1 || colon < host.lastIndexOf("]") ? "" : host.slice(colon + 1);
}

function queryMap(query: string): CelValue {
  const out = new Map<string, string[]>();
  for (const part of query.split("&")) {
    if (part === "") continue;
    const eq = part.indexOf("=");
    const [key, value] = eq === -1 ? [part, ""] : [part.slice(0, eq), part.slice(eq + 1)];
    const decode = (s: string): string => { try { return decodeURIComponent(s.replace(/\+/g, " ")); } catch { return s; } };
    const list = out.get(decode(key)) ?? [];
    list.push(decode(value));
    out.set(decode(key), list);
  }
  return celMap(new Map([...out].map(([k, v]) => [k, celList(v)])));
}

interface Ip {
  readonly v4: boolean;
  /** 4 or 16 bytes. */
  readonly bytes: readonly number[];
}

function parseIp(text: string): Ip | string {
  const quoted = JSON.stringify(text);
  if (text.includes("%")) return `IP address ${quoted} with zone value is not allowed`;
  const v4 = parseV4(text);
  if (v4 !== undefined) return { v4: true, bytes: v4 };
  const v6 = parseV6(text);
  if (v6 === undefined) return `IP Address ${quoted} parse error during conversion from string: ParseAddr(${quoted}): unable to parse IP`;
  if (v6.slice(0, 10).every((b) => b === 0) && v6[10] === 0xff && v6[11] === 0xff) return `IPv4-mapped IPv6 address ${quoted} is not allowed`;
  return { v4: false, bytes: v6 };
}

function parseV4(text: string): number[] | undefined {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.map(Number);
}

function parseV6(text: string): number[] | undefined {
  let body = text;
  const lastColon = body.lastIndexOf(":");
  if (body.slice(lastColon + 1).includes(".")) {
    const v4 = parseV4(body.slice(lastColon + 1));
    if (v4 === undefined) return undefined;
    body = `${body.slice(0, lastColon + 1)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = body.split("::");
  if (halves.length > 2) return undefined;
  const groups = (half: string): string[] | undefined => (half === "" ? [] : half.split(":"));
  const [head, rest] = [groups(halves[0]!), halves.length === 2 ? groups(halves[1]!) : []];
  if (head === undefined || rest === undefined) return undefined;
  const all = [...head, ...rest];
  if (!all.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return undefined;
  const words = 8;
  if (halves.length === 1 ? all.length !== words : all.length >= words) return undefined;
  const fill = Array<string>(words - all.length).fill("0");
  const hex = [...head, ...(halves.length === 2 ? fill : []), ...rest];
  return hex.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 255]);
}

function ipString(ip: Ip): string {
  if (ip.v4) return ip.bytes.join(".");
  const words = Array.from({ length: 8 }, (_, i) => (ip.bytes[2 * i]! << 8) | ip.bytes[2 * i + 1]!);
  let [best, bestLen] = [-1, 0];
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > bestLen && j - i >= 2) [best, bestLen] = [i, j - i];
    i = j === i ? i + 1 : j;
  }
  const hex = words.map((w) => w.toString(16));
  if (best === -1) return hex.join(":");
  return `${hex.slice(0, best).join(":")}::${hex.slice(best + bestLen).join(":")}`;
}

function ipValue(ip: Ip): CelValue {
  return opaque("IP", ipString(ip), ip);
}

function ipFrom(text: string): CelValue {
  const ip = parseIp(text);
  if (typeof ip === "string") throw celError(ip);
  return ipValue(ip);
}

interface Cidr {
  readonly ip: Ip;
  readonly bits: number;
}

function parseCidr(text: string): Cidr | string {
  const slash = text.indexOf("/");
  const fail = `network address parse error during conversion from string: netip.ParsePrefix(${JSON.stringify(text)}): `;
  if (slash === -1) return `${fail}no '/'`;
  const ip = parseIp(text.slice(0, slash));
  if (typeof ip === "string") return ip.includes("IPv4-mapped") ? `IPv4-mapped IPv6 address ${JSON.stringify(text)} is not allowed` : `${fail}ParseAddr(${JSON.stringify(text.slice(0, slash))}): unable to parse IP`;
  const bits = text.slice(slash + 1);
  if (!/^(0|[1-9]\d*)$/.test(bits) || Number(bits) > ip.bytes.length * 8) return `${fail}bad bits after slash: ${JSON.stringify(bits)}`;
  return { ip, bits: Number(bits) };
}

function cidrValue(c: Cidr): CelValue {
  return opaque("CIDR", `${ipString(c.ip)}/${c.bits}`, c);
}

function masked(ip: Ip, bits: number): Ip {
  return { v4: ip.v4, bytes: ip.bytes.map((b, i) => { const keep = Math.max(0, Math.min(8, bits - 8 * i)); return b & ((0xff << (8 - keep)) & 0xff); }) };
}

function contains(c: Cidr, ip: Ip): boolean {
  return c.ip.v4 === ip.v4 && ipString(masked(ip, c.bits)) === ipString(masked(c.ip, c.bits));
}

const ipOf = (value: CelValue, fn: string): Ip => (typeof value === "string" ? expect<Ip>(ipFrom(value), "IP", fn) : expect<Ip>(value, "IP", fn));
const cidrOf = (value: CelValue, fn: string): Cidr => {
  if (typeof value !== "string") return expect<Cidr>(value, "CIDR", fn);
  const c = parseCidr(value);
  if (typeof c === "string") throw celError(c);
  return c;
};
const u = (self: CelValue, fn: string): Url => expect<Url>(self, "URL", fn);

function first(bytes: readonly number[], prefix: readonly number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

export const networkFunctions: readonly CelFunc[] = [
  celFunc("url", [CelScalar.STRING], CelScalar.DYN, (text) => {
    const parsed = parseUrl(text);
    if (parsed === undefined) throw celError(`URL parse error during conversion from string: parse ${JSON.stringify(text)}: invalid URI for request`);
    return opaque("URL", text, parsed);
  }),
  celFunc("isURL", [CelScalar.STRING], CelScalar.BOOL, (text) => goParseUrl(text, true) !== undefined),
  celMethod("getScheme", CelScalar.DYN, [], CelScalar.STRING, function () { return u(this, "getScheme").scheme; }),
  celMethod("getHost", CelScalar.DYN, [], CelScalar.STRING, function () { return u(this, "getHost").host; }),
  celMethod("getHostname", CelScalar.DYN, [], CelScalar.STRING, function () { return hostname(u(this, "getHostname").host); }),
  celMethod("getPort", CelScalar.DYN, [], CelScalar.STRING, function () { return port(u(this, "getPort").host); }),
  celMethod("getEscapedPath", CelScalar.DYN, [], CelScalar.STRING, function () { return escapedPath(u(this, "getEscapedPath").path); }),
  celMethod("getQuery", CelScalar.DYN, [], CelScalar.DYN, function () { return queryMap(u(this, "getQuery").query); }),
  celFunc("ip", [CelScalar.STRING], CelScalar.DYN, (text) => ipFrom(text)),
  celFunc("isIP", [CelScalar.STRING], CelScalar.BOOL, (text) => typeof parseIp(text) !== "string"),
  celFunc("ip.isCanonical", [CelScalar.STRING], CelScalar.BOOL, (text) => {
    const ip = parseIp(text);
    if (typeof ip === "string") throw celError(ip);
    return ipString(ip) === text;
  }),
  celMethod("family", CelScalar.DYN, [], CelScalar.INT, function () { return ipOf(this, "family").v4 ? 4n : 6n; }),
  celMethod("isUnspecified", CelScalar.DYN, [], CelScalar.BOOL, function () { return ipOf(this, "isUnspecified").bytes.every((b) => b === 0); }),
  celMethod("isLoopback", CelScalar.DYN, [], CelScalar.BOOL, function () {
    const ip = ipOf(this, "isLoopback");
    return ip.v4 ? ip.bytes[0] === 127 : ip.bytes.slice(0, 15).every((b) => b === 0) && ip.bytes[15] === 1;
  }),
  celMethod("isLinkLocalMulticast", CelScalar.DYN, [], CelScalar.BOOL, function () {
    const ip = ipOf(this, "isLinkLocalMulticast");
    return ip.v4 ? first(ip.bytes, [224, 0, 0]) : ip.bytes[0] === 0xff && (ip.bytes[1]! & 0x0f) === 0x02;
  }),
  celMethod("isLinkLocalUnicast", CelScalar.DYN, [], CelScalar.BOOL, function () {
    const ip = ipOf(this, "isLinkLocalUnicast");
    return ip.v4 ? first(ip.bytes, [169, 254]) : ip.bytes[0] === 0xfe && (ip.bytes[1]! & 0xc0) === 0x80;
  }),
  celMethod("isGlobalUnicast", CelScalar.DYN, [], CelScalar.BOOL, function () {
    const ip = ipOf(this, "isGlobalUnicast");
    if (ip.bytes.every((b) => b === 0)) return false;
    if (ip.v4) return !(ip.bytes[0] === 127 || ip.bytes[0]! >= 224 || first(ip.bytes, [169, 254]) || ip.bytes.every((b) => b === 255));
    return !(ip.bytes[0] === 0xff || (ip.bytes[0] === 0xfe && (ip.bytes[1]! & 0xc0) === 0x80) || (ip.bytes.slice(0, 15).every((b) => b === 0) && ip.bytes[15] === 1));
  }),
  celFunc("cidr", [CelScalar.STRING], CelScalar.DYN, (text) => cidrValue(cidrOf(text, "cidr"))),
  celFunc("isCIDR", [CelScalar.STRING], CelScalar.BOOL, (text) => typeof parseCidr(text) !== "string"),
  celMethod("containsIP", CelScalar.DYN, [CelScalar.DYN], CelScalar.BOOL, function (ip) { return contains(cidrOf(this, "containsIP"), ipOf(ip, "containsIP")); }),
  celMethod("containsCIDR", CelScalar.DYN, [CelScalar.DYN], CelScalar.BOOL, function (other) {
    const [outer, inner] = [cidrOf(this, "containsCIDR"), cidrOf(other, "containsCIDR")];
    return inner.bits >= outer.bits && contains(outer, inner.ip);
  }),
  celMethod("ip", CelScalar.DYN, [], CelScalar.DYN, function () { return ipValue(cidrOf(this, "ip").ip); }),
  celMethod("masked", CelScalar.DYN, [], CelScalar.DYN, function () { const c = cidrOf(this, "masked"); return cidrValue({ ip: masked(c.ip, c.bits), bits: c.bits }); }),
  celMethod("prefixLength", CelScalar.DYN, [], CelScalar.INT, function () { return BigInt(cidrOf(this, "prefixLength").bits); }),
  celFunc("string", [CelScalar.DYN], CelScalar.STRING, (value) => {
    const ip = nativeOf<Ip>(value, "IP");
    if (ip !== undefined) return ipString(ip);
    const c = nativeOf<Cidr>(value, "CIDR");
    if (c !== undefined) return `${ipString(c.ip)}/${c.bits}`;
    return undefined as never;
  }),
];
