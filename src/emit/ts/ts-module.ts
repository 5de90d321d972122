// The `--ts` output: the runtime tables and TypeScript types of every definition,
// rendered from templates/ts-tables.hbs.

import { sortKeys } from "../../write/canonical.js";
import type { EmitContext } from "../openapi/context.js";
import type { Definition } from "../openapi/definitions.js";
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
 * JSON text as a TypeScript object literal. Keys named like members of Object.prototype are
 * written in the computed form `["name" as string]:`. For `__proto__` that adds a key where
 * `"__proto__":` would set the object's prototype; for `toString`, `constructor` and the
 * rest it keeps the contextual type of the record's index signature, where TypeScript would
 * otherwise take the inherited method's type and widen `"value"` to string (and reject the
 * tables under --strict). In indented JSON every key starts a line.
 */
function objectLiteral(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(prototypeMemberKey, '$1[$2 as string]:');
}

const prototypeMemberKey = new RegExp(`^(\\s*)(${Object.getOwnPropertyNames(Object.prototype).map((name) => JSON.stringify(name)).join("|")}):`, "gm");
