// The `--ts` output: the runtime tables and TypeScript types of every definition,
// rendered from templates/ts-tables.hbs.

import { sortKeys } from "../write/canonical.js";
import type { EmitContext } from "./context.js";
import type { Definition } from "./definitions.js";
import { renderTemplate } from "./render.js";
import { buildTables } from "./ts-tables.js";
import { buildTypeViews } from "./ts-types.js";

export function renderTsModule(definitions: readonly Definition[], ctx: EmitContext): string {
  const tables = buildTables(definitions, ctx);
  const types = buildTypeViews(definitions, tables)
    .map((view) => ({ ...view, key: JSON.stringify(view.definition) }))
    .sort((a, b) => (a.definition < b.definition ? -1 : a.definition > b.definition ? 1 : 0));
  return renderTemplate("ts-tables", {
    count: definitions.length,
    tables: objectLiteral(sortKeys(tables)),
    types,
  });
}

/**
 * JSON text as a TypeScript object literal. In a literal, a key written `"__proto__":` sets
 * the object's prototype instead of adding a key (JSON.parse adds a key); the computed
 * form `["__proto__"]:` adds the key. In indented JSON every key starts a line.
 */
function objectLiteral(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/^(\s*)"__proto__":/gm, '$1["__proto__"]:');
}
