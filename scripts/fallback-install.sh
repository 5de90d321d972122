#!/usr/bin/env bash
# The install a user gets: a copy of this checkout's tracked files installed with a plain
# `npm ci`, with every compiler and `make` on PATH replaced by a stub that records being
# called and fails. Nothing may compile: the native tree-sitter binding is an opt-in that
# npm never builds, and tree-sitter-go's own install script only loads its prebuilt
# binding. The copy must then choose the WebAssembly parser by itself, print for the
# README's command the bytes this checkout prints (with the native binding where it is
# installed here), and refuse --parser native with a usage error that says how to opt in.
#
#   bash scripts/fallback-install.sh      (from the repository root, after npm run build)
set -euo pipefail
# Off, so that every run below really parses (a warm cache would parse nothing).
export OPENAPI_MARKERS_CACHE=off
repo=$(pwd)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
mkdir "$copy/src-copy"
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$copy/src-copy"
stubs="$copy/stubs"
mkdir -p "$stubs"
for tool in cc gcc g++ c++ clang clang++ make gmake; do
  printf '#!/bin/sh\necho "%s $*" >> "%s/compiled"\nexit 1\n' "$tool" "$copy" > "$stubs/$tool"
  chmod +x "$stubs/$tool"
done
cd "$copy/src-copy"
started=$(date +%s)
PATH="$stubs:$PATH" npm ci --foreground-scripts --prefer-offline --no-audit --no-fund > "$copy/npm-ci.log" 2>&1 || { cat "$copy/npm-ci.log"; exit 1; }
seconds=$(( $(date +%s) - started ))
if [ -e "$copy/compiled" ] || grep -qiE 'gyp (info|ERR)|node-gyp rebuild' "$copy/npm-ci.log"; then
  echo "npm ci compiled something:"; cat "$copy/compiled" 2>/dev/null || true; grep -iE 'gyp' "$copy/npm-ci.log" | head -20
  exit 1
fi
test ! -e node_modules/tree-sitter
node dist/bin/openapi-markers.js --version --verbose | tee "$copy/version.txt"
grep -qE '^parser: wasm \(web-tree-sitter [0-9.]+, tree-sitter-go [0-9.]+\)$' "$copy/version.txt"
example=(generate testdata/examples/widgets/... --v3 -)
(cd "$repo" && node dist/bin/openapi-markers.js "${example[@]}") > "$copy/checkout.json"
npx --no-install openapi-markers "${example[@]}" > "$copy/installed.json"
cmp "$copy/checkout.json" "$copy/installed.json"
# --parser native where the binding is missing: a usage error naming why and how to opt in, and no output.
status=0
npx --no-install openapi-markers "${example[@]}" --parser native > "$copy/forced.json" 2> "$copy/forced.err" || status=$?
test "$status" -eq 2
test ! -s "$copy/forced.json"
grep -q "the native tree-sitter binding does not load: Cannot find module 'tree-sitter'" "$copy/forced.err"
grep -q "it is an opt-in: npm install tree-sitter@0.25 beside openapi-markers" "$copy/forced.err"
echo "install: npm ci compiled nothing in ${seconds} s; the WebAssembly parser printed this checkout's $(wc -c < "$copy/checkout.json") bytes"
