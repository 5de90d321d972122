// Go's net/url.ParseRequestURI, which controller-gen applies to +kubebuilder:externalDocs'
// url: an absolute URI or an absolute path, with a valid port, host characters, userinfo
// and %-escapes. Returns Go's error text, or undefined when Go accepts the URL.

export function requestUriError(raw: string): string | undefined {
  const why = parseRequestUri(raw);
  return why === undefined ? undefined : `parse ${JSON.stringify(raw)}: ${why}`;
}

function parseRequestUri(raw: string): string | undefined {
  if (/[\x00-\x1f\x7f]/.test(raw)) return "net/url: invalid control character in URL";
  if (raw === "") return "empty url";
  if (raw === "*") return undefined;
  const scheme = /^[a-zA-Z][a-zA-Z0-9+.-]*:/.exec(raw)?.[0];
  if (raw.startsWith(":")) return "missing protocol scheme";
  let rest = scheme === undefined ? raw : raw.slice(scheme.length);
  const q = rest.indexOf("?");
  if (q !== -1) rest = rest.slice(0, q);
  if (!rest.startsWith("/")) return scheme === undefined ? "invalid URI for request" : undefined;
  if (scheme !== undefined && rest.startsWith("//")) {
    const authority = rest.slice(2);
    const slash = authority.indexOf("/");
    const error = authorityError(slash === -1 ? authority : authority.slice(0, slash));
    if (error !== undefined) return error;
    rest = slash === -1 ? "" : authority.slice(slash);
  }
  return escapeError(rest);
}

function authorityError(authority: string): string | undefined {
  const at = authority.lastIndexOf("@");
  const hostError = hostError_(at === -1 ? authority : authority.slice(at + 1));
  if (hostError !== undefined) return hostError;
  if (at === -1) return undefined;
  const userinfo = authority.slice(0, at);
  if (!/^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(userinfo)) return "net/url: invalid userinfo";
  return escapeError(userinfo);
}

function hostError_(host: string): string | undefined {
  let port = "";
  if (host.startsWith("[")) {
    const close = host.lastIndexOf("]");
    if (close === -1) return "missing ']' in host";
    port = host.slice(close + 1);
  } else {
    const colon = host.lastIndexOf(":");
    if (colon !== -1) port = host.slice(colon);
  }
  if (port !== "" && !/^:[0-9]*$/.test(port)) return `invalid port ${JSON.stringify(port)} after host`;
  const escape = escapeError(host);
  if (escape !== undefined) return escape;
  // in a host, %-escapes are for non-ASCII bytes only (and %25 in an IPv6 zone)
  const ascii = /%[0-7][0-9a-fA-F]/.exec(host.replaceAll("%25", ""));
  if (ascii !== null) return `invalid URL escape ${JSON.stringify(ascii[0])}`;
  // a byte url.shouldEscape would escape in a host (outside brackets' IPv6 zone)
  const bad = /[^A-Za-z0-9\-._~!$&'()*+,;=:[\]<>"%\u0080-\uffff]/.exec(host.startsWith("[") ? "" : host)?.[0];
  return bad === undefined ? undefined : `invalid character ${JSON.stringify(bad)} in host name`;
}

/** A `%` not followed by two hexadecimal digits. */
function escapeError(text: string): string | undefined {
  const bad = /%(?![0-9a-fA-F]{2})/.exec(text);
  return bad === null ? undefined : `invalid URL escape ${JSON.stringify(text.slice(bad.index, bad.index + 3))}`;
}
