// Handlebars rendering of text outputs. The templates (templates/*.hbs) are precompiled
// at build time into dist/templates (scripts/build.ts, with noEscape — this is code, not
// HTML — and strict: a missing field is an error, never an empty string), so a run loads
// only Handlebars' runtime, and only when a text output is asked for, in its own instance
// (no global helpers). The package root is found by the package's own name, not by a path
// relative to this module: the bin bundles this module elsewhere (dist/bin).

import { createRequire } from "node:module";
import { dirname, join } from "node:path";

type Template = (context: unknown) => string;
type TemplateSpecification = Parameters<typeof import("handlebars")["template"]>[0];

const require = createRequire(import.meta.url);

export function renderTemplate(name: string, context: unknown): string {
  const handlebars = (require("handlebars/runtime") as typeof import("handlebars")).create();
  const root = dirname(require.resolve("openapi-markers/package.json"));
  const spec = require(join(root, "dist/templates", `${name}.cjs`)) as TemplateSpecification;
  const template: Template = handlebars.template(spec);
  return template(context);
}
