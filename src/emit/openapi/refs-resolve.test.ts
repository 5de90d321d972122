// The $refs we write resolve with a standard OpenAPI tool: swagger-parser validates the
// documents of the REST-friendly naming goldens (which the golden test proves are what
// `generate` writes) and dereferences every $ref in them. A name holding "/" (as the
// JSON-Pointer-escaped Go paths did) or an unescaped "~" in a ref fails here.

import test from "ava";
import SwaggerParser from "@apidevtools/swagger-parser";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// Beside the naming cases: self-contained documents (the generate default) whose types come
// from dependency modules, through import-path inputs, the module cache and vendor/.
const cases: [string, string[]][] = [
  ["generate/naming-rest-friendly", ["v2.json", "v3.json"]],
  ["generate/naming-go-path", ["v2.json", "v3.json"]],
  ["inputs/import-paths", ["v2.json"]],
  ["modules/module-cache", ["v2.json"]],
  ["modules/vendor", ["v2.json"]],
];
const root = fileURLToPath(new URL("../../../../testdata/", import.meta.url));

for (const [name, files] of cases) {
  for (const file of files) {
    test(`${name} ${file}: valid, and every $ref resolves`, async (t) => {
      const doc = JSON.parse(readFileSync(`${root}${name}/want/out/${file}`, "utf8")) as object;
      await t.notThrowsAsync(SwaggerParser.validate(structuredClone(doc) as never));
      const dereferenced = JSON.stringify(await SwaggerParser.dereference(structuredClone(doc) as never));
      t.false(dereferenced.includes('"$ref"'), "a $ref is left after dereferencing");
    });
  }
}
