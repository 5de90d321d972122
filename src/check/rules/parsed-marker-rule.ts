// A rule over the controller-gen markers of every type and field (line comments only: a block
// comment's marker is OM5400's), each parsed as controller-gen parses it; one that does not
// parse is OM5003's, not the visitor's.

import type { Marker } from "../../markers/comment-tags.js";
import type { ParsedArgs } from "../../markers/controller-gen-args.js";
import { lookupControllerGenMarker, parseControllerGenMarker } from "../../markers/controller-gen-registry.js";
import type { TypeRef } from "../../model/ir.js";
import type { Rule, RuleContext } from "../rule.js";

export type ParsedMarkerVisitor = (marker: Marker, name: string, parsed: Extract<ParsedArgs, { ok: true }>, type: TypeRef, ctx: RuleContext) => void;

export function parsedMarkerRule(id: string, visit: ParsedMarkerVisitor): Rule {
  const run = (markers: readonly Marker[], type: TypeRef, ctx: RuleContext): void => {
    for (const marker of markers) {
      if (marker.block === true) continue;
      const lookup = lookupControllerGenMarker(marker);
      if (lookup === undefined) continue;
      const parsed = parseControllerGenMarker(lookup);
      if (parsed.ok) visit(marker, lookup.definition.name, parsed, type, ctx);
    }
  };
  return {
    id,
    checkType(decl, ctx) {
      run(decl.markers, decl.type, ctx);
    },
    checkField(field, _owner, ctx) {
      run([...field.markersAbove, ...field.markers], field.type, ctx);
    },
  };
}
