// String formats the API server checks in custom resources (kube-openapi's strfmt registry,
// limited to the formats apiextensions keeps: others are ignored by the server too). Each
// check is our reading of the format's definition; the ones marked approximate accept a
// slightly different set than strfmt's regular expressions at the edges.

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const UUID3 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const UUID4 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;
const UUID5 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// RFC 3339 date-time (approximate: strfmt also takes a few other layouts)
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})?$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const MAC = /^(?:[0-9a-f]{2}(?::[0-9a-f]{2}){5}|[0-9a-f]{2}(?:-[0-9a-f]{2}){5}|[0-9a-f]{4}(?:\.[0-9a-f]{4}){2}|[0-9a-f]{2}(?::[0-9a-f]{2}){7}|[0-9a-f]{2}(?::[0-9a-f]{2}){19})$/i;
const HOSTNAME = /^(?=.{1,255}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;
const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const BSON = /^[0-9a-f]{24}$/i;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function ipv6(text: string): boolean {
  let body = text;
  const lastColon = body.lastIndexOf(":");
  if (body.slice(lastColon + 1).includes(".")) {
    if (!IPV4.test(body.slice(lastColon + 1))) return false;
    body = `${body.slice(0, lastColon + 1)}0:0`;
  }
  const halves = body.split("::");
  if (halves.length > 2) return false;
  const groups = (half: string): string[] => (half === "" ? [] : half.split(":"));
  const all = halves.flatMap(groups);
  if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return false;
  return halves.length === 1 ? all.length === 8 : all.length < 8;
}

function date(text: string): boolean {
  const m = DATE.exec(text);
  if (m === null) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]!;
  return d <= days;
}

function cidr(text: string): boolean {
  const slash = text.indexOf("/");
  if (slash === -1) return false;
  const address = text.slice(0, slash);
  const bits = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(bits)) return false;
  if (IPV4.test(address)) return Number(bits) <= 32;
  return ipv6(address) && Number(bits) <= 128;
}

const CHECKS: ReadonlyMap<string, (text: string) => boolean> = new Map<string, (text: string) => boolean>([
  ["uuid", (t) => UUID.test(t)], ["uuid3", (t) => UUID3.test(t)], ["uuid4", (t) => UUID4.test(t)], ["uuid5", (t) => UUID5.test(t)],
  ["date", date], ["date-time", (t) => DATE_TIME.test(t) && date(t.slice(0, 10))], ["datetime", (t) => DATE_TIME.test(t) && date(t.slice(0, 10))],
  ["byte", (t) => BASE64.test(t)], ["mac", (t) => MAC.test(t)], ["hostname", (t) => HOSTNAME.test(t)],
  ["hexcolor", (t) => HEX_COLOR.test(t)], ["bsonobjectid", (t) => BSON.test(t)],
  ["ipv4", (t) => IPV4.test(t)], ["ipv6", ipv6], ["cidr", cidr],
]);

/** Whether a string has the format; true for a format the server does not check. */
export function hasFormat(format: string, text: string): boolean {
  const check = CHECKS.get(format);
  return check === undefined || check(text);
}
