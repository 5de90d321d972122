// What the applyconfiguration generator is given, and how the release reproduced shapes
// its output (controller-tools v0.18.0 introduced it; see src/era/controller-tools.ts).

import type { Diagnostic } from "../../diag/diagnostic.js";
import type { ControllerToolsEra } from "../../era/controller-tools.js";
import { metav1 } from "./select.js";

export interface ApplyConfigurationOptions {
  /** The headerFile text ("" without one); gengo replaces YEAR with the year. */
  readonly header: string;
  readonly year: number;
  /** externalApplyConfigurations: `<package>.<Type>@<applyconfiguration package>` (v0.21.0 on). */
  readonly externalApplyConfigurations: readonly string[];
  readonly era: ControllerToolsEra;
  /** Packages of modules go.mod requires but the loader did not find: reported once (their OM1015), not per type. */
  readonly missingModules?: ReadonlyMap<string, Diagnostic>;
}

/** The facts of a release that the generator's output depends on. */
export interface AcEra {
  /** `func (b X) IsApplyConfiguration() {}` on kinds (code-generator v0.34, controller-tools v0.19.0). */
  readonly isApplyConfiguration: boolean;
  /** Doc comments on the struct and its members (code-generator v0.35, controller-tools v0.20.0). */
  readonly comments: boolean;
  /** NewTypeConverter returns managedfields.TypeConverter, not client-go's *testing.TypeConverter (v0.19.0). */
  readonly managedFieldsConverter: boolean;
  /** The typed schema in internal/internal.go and the Extract functions (controller-tools v0.21.0). */
  readonly typedSchema: boolean;
  /** structured-merge-diff's major version imported by internal.go. */
  readonly smdPath: string;
  needsGetter(typeName: string, member: string): boolean;
}

export function acEra(era: ControllerToolsEra): AcEra {
  const getters = era.has("ac-getters");
  return {
    isApplyConfiguration: getters,
    comments: era.has("ac-comments"),
    managedFieldsConverter: getters,
    typedSchema: era.has("ac-typed-schema"),
    smdPath: getters ? "sigs.k8s.io/structured-merge-diff/v6/typed" : "sigs.k8s.io/structured-merge-diff/v4/typed",
    needsGetter: (typeName, member) =>
      (typeName === `${metav1}.ObjectMeta` && (member === "Name" || (getters && member === "Namespace"))) ||
      (getters && typeName === `${metav1}.TypeMeta` && (member === "Kind" || member === "APIVersion")),
  };
}
