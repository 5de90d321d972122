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
    tables: JSON.stringify(sortKeys(tables), null, 2),
    types,
  });
}
