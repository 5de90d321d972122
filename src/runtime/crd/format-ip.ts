// IP addresses, CIDRs and MAC addresses as the API server's format checks read them. Two
// readings of an IP exist there: Go's strict one (net.ParseIP, net/netip: IPv4 octets without
// leading zeros, IPv6 groups of at most four hex digits) for `ipv6`, and Kubernetes' "sloppy"
// one (k8s.io/utils/net, Go 1.16's rules: leading zeros allowed, a hex group of any length
// whose value fits 16 bits) for `ipv4` and `cidr`. Both work on ASCII; any other character fails.

const DIGIT = /^[0-9]$/;

/** Dotted quad: four decimal fields of at most 255. */
export function parseIPv4(text: string, sloppy: boolean): boolean {
  const fields = text.split(".");
  if (fields.length !== 4) return false;
  return fields.every((field) => {
    if (!/^[0-9]+$/.test(field)) return false;
    if (!sloppy && field.length > 1 && field.startsWith("0")) return false;
    // the sloppy reader stops at 0xFFFFFF; both refuse what exceeds 255
    return Number(field.length > 8 ? "999" : field) <= 255;
  });
}

/** Leading hex digits of a group: how many, and whether their value fits the reading. */
function hexGroup(text: string, sloppy: boolean): number | undefined {
  let n = 0;
  let value = 0;
  while (n < text.length && /^[0-9a-fA-F]$/.test(text[n]!)) {
    value = value * 16 + parseInt(text[n]!, 16);
    n++;
    if (!sloppy && n > 4) return undefined;
    if (value >= 0xffffff) return undefined;
  }
  if (n === 0 || value > 0xffff) return undefined;
  return n;
}

/** An IPv6 address (embedded dotted quad allowed in the last 32 bits), no zone. */
export function parseIPv6(text: string, sloppy: boolean): boolean {
  let s = text;
  let ellipsis = false;
  let bytes = 0;
  if (s.startsWith("::")) {
    ellipsis = true;
    s = s.slice(2);
    if (s === "") return true;
  }
  while (bytes < 16) {
    const n = hexGroup(s, sloppy);
    if (n === undefined) return false;
    if (n < s.length && s[n] === ".") {
      if ((!ellipsis && bytes !== 12) || bytes + 4 > 16) return false;
      if (!parseIPv4(s, sloppy)) return false;
      s = "";
      bytes += 4;
      break;
    }
    bytes += 2;
    s = s.slice(n);
    if (s === "") break;
    if (s[0] !== ":" || s.length === 1) return false;
    s = s.slice(1);
    if (s[0] === ":") {
      if (ellipsis) return false;
      ellipsis = true;
      s = s.slice(1);
      if (s === "") break;
    }
  }
  if (s !== "") return false;
  return bytes < 16 ? ellipsis : !ellipsis;
}

/** An IP, its family chosen by the first `.` or `:` (as both readers do). */
export function parseIP(text: string, sloppy: boolean): boolean {
  for (const c of text) {
    if (c === ".") return parseIPv4(text, sloppy);
    if (c === ":") return parseIPv6(text, sloppy);
  }
  return false;
}

/** net/netip.ParseAddr: an IP, IPv6 with an optional non-empty `%zone`. Which family, or undefined. */
export function parseAddr(text: string): "4" | "6" | undefined {
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === ".") return parseIPv4(text, false) ? "4" : undefined;
    if (c === "%") return undefined;
    if (c === ":") {
      const zone = text.indexOf("%");
      if (zone !== -1 && zone === text.length - 1) return undefined;
      return parseIPv6(zone === -1 ? text : text.slice(0, zone), false) ? "6" : undefined;
    }
  }
  return undefined;
}

/** `ipv4`: any IP the sloppy reader takes, written with a dot (so `::ffff:1.2.3.4` is one). */
export const isIPv4 = (text: string): boolean => parseIP(text, true) && text.includes(".");
/** `ipv6`: any IP the strict reader takes, written with a colon. */
export const isIPv6 = (text: string): boolean => parseIP(text, false) && text.includes(":");

/** `cidr`: ADDRESS/BITS, the address IPv4 or else IPv6 (sloppy), BITS decimal within its length. */
export function isCIDR(text: string): boolean {
  const slash = text.indexOf("/");
  if (slash === -1) return false;
  const address = text.slice(0, slash);
  const bits = text.slice(slash + 1);
  const length = parseIPv4(address, true) ? 32 : parseIPv6(address, true) ? 128 : 0;
  if (length === 0 || !/^[0-9]+$/.test(bits)) return false;
  return Number(bits.length > 8 ? "999" : bits) <= length;
}

const HEX2 = /^[0-9a-fA-F]{2}$/;

/** `mac`: 6, 8 or 20 octets, as `aa:bb…`, `aa-bb…`, `aabb.ccdd…` or plain hex. */
export function isMAC(text: string): boolean {
  if (text.length < 12) return false;
  const separated = (sep: string, width: number): string[] | undefined => {
    const groups = text.split(sep);
    return groups.every((g) => g.length === width) ? groups : undefined;
  };
  const octets = (groups: string[] | undefined, width: number): number => {
    if (groups === undefined) return 0;
    for (const group of groups) for (let i = 0; i < width; i += 2) if (!HEX2.test(group.slice(i, i + 2))) return 0;
    return (groups.length * width) / 2;
  };
  let n: number;
  if (text[2] === ":" || text[2] === "-") n = octets(separated(text[2]!, 2), 2);
  else if (text[4] === ".") n = octets(separated(".", 4), 4);
  else n = text.length % 2 === 0 ? octets(text.match(/.{2}/gs) ?? undefined, 2) : 0;
  return n === 6 || n === 8 || n === 20;
}

export const isDigit = (c: string | undefined): boolean => c !== undefined && DIGIT.test(c);
