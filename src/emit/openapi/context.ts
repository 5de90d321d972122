// What every emitter function reads: the model, the enum index, and the place where
// diagnostics are collected for the run.

import type { Diagnostic } from "../../diag/diagnostic.js";
import type { TypeDecl, Universe } from "../../model/ir.js";
import type { EnumIndex } from "../../model/enums.js";
import type { Era } from "../../era/openapi-gen.js";
import type { ControllerToolsEra } from "../../era/controller-tools.js";
import type { UnionFormat } from "./unions-kep.js";

export interface EmitContext {
  readonly universe: Universe;
  readonly enums: EnumIndex;
  readonly diagnostics: Diagnostic[];
  /** Which shapes of x-kubernetes-unions KEP-1027 unions get. */
  readonly unionFormat: UnionFormat;
  /** Packages of required modules that are not there, with the module's diagnostic (load.ts). */
  readonly missingModules?: ReadonlyMap<string, Diagnostic>;
  /** The openapi-gen whose output to reproduce. */
  readonly era: Era;
  /** The controller-tools release whose CRDs the tables' schemas stand for (the newest when absent). */
  readonly crdEra?: ControllerToolsEra;
  /**
   * The output is openapi-gen's Go code, which calls a type's OpenAPIDefinition(),
   * OpenAPISchemaType()/Format() and OpenAPIModelName() rather than needing their values:
   * methods that cannot be evaluated here are no error.
   */
  readonly callsMethods?: boolean;
}

/** A Go constant, by package path and name. */
export interface ConstantName {
  readonly pkg: string;
  readonly name: string;
}

/**
 * On a property whose `default` is `+default=ref(Const)`: the constant. Go output names it
 * where JSON has its value; a symbol key, so JSON and the tables never see it.
 */
export const defaultConstant: unique symbol = Symbol("default constant");

/** A neutral schema: plain JSON values, with `$ref` holding a Ref until a version is chosen. */
export type Schema = { [key: string]: unknown; [defaultConstant]?: ConstantName };

/** A reference to a definition by its name; rendered per OpenAPI version (JSON-Pointer escaped). */
export class Ref {
  constructor(
    readonly name: string,
    /** The struct it refers to, which may have no definition of its own (not selected). */
    readonly decl: TypeDecl,
  ) {}
}
