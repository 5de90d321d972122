// net/url.ParseRequestURI's answers, as Go 1.26 gives them for these URLs.
import test from "ava";
import { requestUriError } from "./request-uri.js";

test("absolute URIs and paths pass; what Go refuses, with Go's words", (t) => {
  for (const ok of ["https://example.com/docs", "/docs", "http://[::1]:80/x", "mailto:someone", "*", "http://host?x", "https://example.com:8080", "//host/path"]) t.is(requestUriError(ok), undefined, ok);
  t.is(requestUriError("7"), 'parse "7": invalid URI for request');
  t.is(requestUriError("a/b"), 'parse "a/b": invalid URI for request');
  t.is(requestUriError(":foo"), 'parse ":foo": missing protocol scheme');
  t.is(requestUriError("http://[::1/x"), "parse \"http://[::1/x\": missing ']' in host");
  t.is(requestUriError("http://host:port/"), 'parse "http://host:port/": invalid port ":port" after host');
  t.is(requestUriError("http://a b/"), 'parse "http://a b/": invalid character " " in host name');
  t.is(requestUriError("http://h^st/"), 'parse "http://h^st/": invalid character "^" in host name');
  t.is(requestUriError("http://host/%zz"), 'parse "http://host/%zz": invalid URL escape "%zz"');
  t.is(requestUriError("http://ho%41st/"), 'parse "http://ho%41st/": invalid URL escape "%41"');
  t.is(requestUriError("http://u ser@host/"), 'parse "http://u ser@host/": net/url: invalid userinfo');
});
