// Handlebars rendering of text outputs. The templates (templates/*.hbs) are precompiled
// at build time (scripts/precompile-templates.ts, noEscape and strict), so a run loads
// only Handlebars' runtime, and only when a text output is asked for, in its own instance
// (no global helpers).

import { createRequire } from "node:module";

type Template = (context: unknown) => string;

const require = createRequire(import.meta.url);

export function renderTemplate(name: string, context: unknown): string {
  const handlebars = (require("handlebars/runtime") as typeof import("handlebars")).create();
  const spec = require(`../../templates/${name}.cjs`) as TemplateSpecification;
  const template: Template = handlebars.template(spec);
  return template(context);
}

type TemplateSpecification = Parameters<typeof import("handlebars")["template"]>[0];
