// A marker rule: a small object that looks at one type or one field and reports what is
// wrong through the context. Rules never throw and never change the model.

import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import type { Code } from "../diag/codes.js";
import type { EnumIndex } from "../model/enums.js";
import { newestEra, type Era } from "../era/openapi-gen.js";
import type { Field, Package, TypeDecl, Universe } from "../model/ir.js";
import { openapiGenReading, type JsonReading } from "../resolved/reading.js";
import type { Span } from "../parse/syntax.js";

export interface RuleContext {
  readonly universe: Universe;
  readonly enums: EnumIndex;
  /** How the run's openapi-gen reads json tags: the rules see a struct's JSON fields as the output has them. */
  readonly reading: JsonReading;
  report(code: Code, span: Span, ...args: readonly (string | number)[]): void;
}

export interface Rule {
  /** Stable name, e.g. "union-member-optional". */
  readonly id: string;
  checkPackage?(pkg: Package, ctx: RuleContext): void;
  checkType?(decl: TypeDecl, ctx: RuleContext): void;
  checkField?(field: Field, owner: TypeDecl, ctx: RuleContext): void;
}

export function createRuleContext(universe: Universe, enums: EnumIndex, sink: Diagnostic[], era: Era = newestEra): RuleContext {
  return { universe, enums, reading: openapiGenReading(era), report: (code, span, ...args) => void sink.push(diagnose(code, span, ...args)) };
}
