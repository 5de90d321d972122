// openapi-gen's Go output describes a type with hand-written methods by calling them on a
// value of the type: `pkg.t{}.OpenAPISchemaType()`, `pkg.t{}.OpenAPIDefinition()`. It writes a
// schema function for unexported structs too, and for one of another package that expression
// does not compile (in every era; gengo/v1's goimports even drops the import). Since 88dc462
// an unexported struct has no map entry, so only the methods its schema function calls count. OM2113 refuses
// such a type at the method, in the Go output and in generate's documents alike, as OM2111
// does for OpenAPIModelName().

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import type { Method, TypeDecl } from "../../model/ir.js";
import { hasChange, type Era } from "../../era/openapi-gen.js";
import { findMethod, isExported, type Definition } from "./definitions.js";

/**
 * One OM2113 per unexported type among `definitions` whose schema function calls one of its
 * methods. `callsDefinitions`: the Go output calls OpenAPIDefinition() (generate refuses
 * those methods with OM2010 already). `outputPackage`: where unexported types are fine.
 */
export function unexportedCustomMethodTypes(ctx: { readonly era: Era; readonly callsMethods?: boolean }, definitions: readonly Definition[],
  outputPackage?: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { decl } of definitions) {
    if (isExported(decl.name) || decl.pkg === outputPackage) continue;
    const method = calledMethod(decl, ctx);
    if (method !== undefined) out.push(diagnose("OM2113", method.span, `${decl.pkg}.${decl.name}`, `${decl.name}{}.${method.name}()`));
  }
  return out;
}

/** The first method of `decl` that openapi-gen's Go output calls, outside the map entry's too since 88dc462. */
function calledMethod(decl: TypeDecl, ctx: { readonly era: Era; readonly callsMethods?: boolean }): Method | undefined {
  const v2 = findMethod(decl, "OpenAPIDefinition", ["OpenAPIDefinition"]);
  const v3 = findMethod(decl, "OpenAPIV3Definition", ["OpenAPIDefinition"]);
  const schemaType = findMethod(decl, "OpenAPISchemaType", ["[]string"]);
  const typeAndFormat = schemaType !== undefined && findMethod(decl, "OpenAPISchemaFormat", ["string"]) !== undefined ? schemaType : undefined;
  if (ctx.callsMethods === true && hasChange(ctx.era, "private-types")) {
    // An unexported type has no map entry, where OpenAPIDefinition() is called; its schema
    // function, the only code left, is not written when a definition method replaces it.
    if (v2 !== undefined || (v3 !== undefined && typeAndFormat === undefined)) return undefined;
    if (v3 !== undefined) return v3;
  } else if (ctx.callsMethods === true && (v2 ?? v3) !== undefined) return v2 ?? v3;
  if (typeAndFormat !== undefined) return typeAndFormat;
  return hasChange(ctx.era, "v3-oneof") ? findMethod(decl, "OpenAPIV3OneOfTypes", ["[]string"]) : undefined;
}
