#!/usr/bin/env bash
# The WebAssembly fallback as a user without the native binding gets it. A copy of this
# checkout's tracked files is installed with `npm ci --ignore-scripts` (no install script
# runs), and the optional native binding is then removed, as npm removes it where it fails
# to build (`--omit=optional` would also drop TypeScript's platform binary). That copy
# must choose the WebAssembly parser by itself and print, for the README's command, the
# bytes this checkout prints with the native one.
#
#   bash scripts/fallback-install.sh      (from the repository root, after npm run build)
set -euo pipefail
# Off, so that every run below really parses (a warm cache would parse nothing).
export OPENAPI_MARKERS_CACHE=off
repo=$(pwd)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$copy"
cd "$copy"
npm ci --ignore-scripts --prefer-offline --no-audit --no-fund --loglevel=error
rm -rf node_modules/tree-sitter
npm run build --silent
node dist/bin/openapi-markers.js --version --verbose | tee "$copy/version.txt"
grep -qE '^parser: wasm \(web-tree-sitter [0-9.]+, tree-sitter-go [0-9.]+\)$' "$copy/version.txt"
example=(generate testdata/examples/widgets/... --v3 -)
(cd "$repo" && node dist/bin/openapi-markers.js "${example[@]}" --parser native) > "$copy/native.json"
npx --no-install openapi-markers "${example[@]}" > "$copy/fallback.json"
cmp "$copy/native.json" "$copy/fallback.json"
# --parser native where the binding is missing: a usage error naming why, and no output.
status=0
npx --no-install openapi-markers "${example[@]}" --parser native > "$copy/forced.json" 2> "$copy/forced.err" || status=$?
test "$status" -eq 2
test ! -s "$copy/forced.json"
grep -q "the native tree-sitter binding does not load: Cannot find module 'tree-sitter'" "$copy/forced.err"
echo "fallback install: the WebAssembly parser ran and printed the native parser's $(wc -c < "$copy/native.json") bytes"
