// Handlebars rendering of text outputs. Handlebars is loaded only when a text output is
// asked for, in its own instance (no global helpers), compiled with noEscape (this is
// code, not HTML) and strict (a missing field is an error, never an empty string).

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

type Template = (context: unknown) => string;

const require = createRequire(import.meta.url);

export function renderTemplate(name: string, context: unknown): string {
  const handlebars = (require("handlebars") as typeof import("handlebars")).create();
  const source = readFileSync(new URL(`../../../templates/${name}.hbs`, import.meta.url), "utf8");
  const template: Template = handlebars.compile(source, { noEscape: true, strict: true });
  return template(context);
}
