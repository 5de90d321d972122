// `uri`: what Go's url.ParseRequestURI accepts (an HTTP request target): `*`, an absolute
// path, or scheme:rest — an opaque rest, or `//authority/path` whose host must be a valid
// host (bracketed IPv6, a port of digits) and whose percent escapes must be well formed.
// No fragment is split off: `#` is part of the path. Go 1.26's strict colons: an
// http(s) host with two colons outside brackets fails.

import { parseAddr } from "./format-ip.js";

const HEX = /^[0-9A-Fa-f]$/;
const HOST_PUNCT = "-_.~!$&'()*+,;=:[]<>\"";
const isHostChar = (c: string): boolean => /^[A-Za-z0-9]$/.test(c) || HOST_PUNCT.includes(c);

type Mode = "path" | "user" | "host" | "zone";

/** Whether `%XX` escapes are well formed (and, in a host or zone, allowed) and the host characters allowed. */
function unescapes(s: string, mode: Mode): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === "%") {
      if (i + 2 >= s.length || !HEX.test(s[i + 1]!) || !HEX.test(s[i + 2]!)) return false;
      const escape = s.slice(i, i + 3);
      if (mode === "host" && parseInt(s[i + 1]!, 16) < 8 && escape !== "%25") return false;
      if (mode === "zone") {
        const byte = String.fromCharCode(parseInt(escape.slice(1), 16));
        if (escape !== "%25" && byte !== " " && !isHostChar(byte)) return false;
      }
      i += 2;
    } else if ((mode === "host" || mode === "zone") && c.charCodeAt(0) < 0x80 && !isHostChar(c)) return false;
  }
  return true;
}

function validPort(port: string): boolean {
  return port === "" || /^:[0-9]*$/.test(port);
}

const USERINFO = /^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/;

function validHost(scheme: string, host: string): boolean {
  const open = host.lastIndexOf("[");
  if (open > 0) return false;
  if (open === 0) {
    const close = host.lastIndexOf("]");
    if (close < 0) return false;
    const port = host.slice(close + 1);
    if (!validPort(port) || !unescapes(port, "host")) return false;
    const name = host.slice(1, close);
    const zone = name.indexOf("%25");
    const hostPart = zone >= 0 ? name.slice(0, zone) : name;
    if (!unescapes(hostPart, "host") || (zone >= 0 && !unescapes(name.slice(zone), "zone"))) return false;
    const family = parseAddr(decodePercent(hostPart) + (zone >= 0 ? decodePercent(name.slice(zone)) : ""));
    return family === "6";
  }
  const first = host.indexOf(":");
  if (first !== -1) {
    const last = host.lastIndexOf(":");
    const i = last !== first && scheme !== "http" && scheme !== "https" ? last : first;
    if (!validPort(host.slice(i))) return false;
  }
  return unescapes(host, "host");
}

/** %XX escapes decoded (the input already checked), as Latin-1 code units: enough for an IP. */
function decodePercent(s: string): string {
  return s.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function validAuthority(scheme: string, authority: string): boolean {
  const at = authority.lastIndexOf("@");
  if (!validHost(scheme, authority.slice(at + 1))) return false;
  if (at < 0) return true;
  const userinfo = authority.slice(0, at);
  return USERINFO.test(userinfo) && unescapes(userinfo, "user");
}

export function isRequestURI(text: string): boolean {
  if (/[\x00-\x1f\x7f]/.test(text) || text === "") return false;
  if (text === "*") return true;
  const m = /^([A-Za-z][A-Za-z0-9+\-.]*):/.exec(text);
  if (text.startsWith(":")) return false;
  const scheme = m === null ? "" : m[1]!.toLowerCase();
  let rest = m === null ? text : text.slice(m[0].length);
  if (rest.endsWith("?") && rest.indexOf("?") === rest.length - 1) rest = rest.slice(0, -1);
  else if (rest.includes("?")) rest = rest.slice(0, rest.indexOf("?"));
  if (!rest.startsWith("/")) return scheme !== "";
  if (scheme !== "" && rest.startsWith("//")) {
    const authority = rest.slice(2);
    const slash = authority.indexOf("/");
    if (!validAuthority(scheme, slash >= 0 ? authority.slice(0, slash) : authority)) return false;
    rest = slash >= 0 ? authority.slice(slash) : "";
  }
  return unescapes(rest, "path");
}
