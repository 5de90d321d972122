// The openapi-gen era of a run: --kube-openapi when given (a kube-openapi version, a
// Kubernetes minor such as 1.30, or latest), else the kube-openapi that the repository's
// own build makes openapi-gen from (load/kube-openapi-pin.ts), else the newest. The choice
// and its reason are a note (OM1055), shown with --verbose and in --format json; a pin that
// is no pseudo-version is a warning saying which era is used instead (OM1054).

import { resolve } from "node:path";
import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import { eraOfVersion, newestEra, type Era } from "../era/openapi-gen.js";
import type { LoadResult } from "../load/load.js";
import { findKubeOpenapiPin } from "../load/kube-openapi-pin.js";
import { findControllerToolsPin } from "../load/controller-tools-pin.js";
import { controllerToolsEra, newestEra as newestControllerToolsEra, type ControllerToolsEra } from "../era/controller-tools.js";
import { knownMinors, kubeOpenapiOfKubernetes } from "../load/kube-releases.js";
import type { Env } from "../load/module-resolver.js";
import { UsageError } from "../load/usage-error.js";

export interface EraChoice {
  readonly era: Era;
  /** The note that says which era and why, and the warning of a malformed pin. */
  readonly note: Diagnostic;
  readonly warnings: readonly Diagnostic[];
}

export function selectEra(flag: string | undefined, loaded: LoadResult, cwd: string, env: Env = {}): EraChoice {
  const at = { file: loaded.inputDirs[0] ?? ".", line: 1, col: 1 };
  if (flag !== undefined) return { era: eraOfFlag(flag), note: diagnose("OM1055", at, describe(eraOfFlag(flag)), `--kube-openapi ${flag}${flagReason(flag)}`), warnings: [] };
  const pin = findKubeOpenapiPin(loaded.inputDirs.map((dir) => resolve(cwd, dir)), cwd, env);
  if (pin === undefined) return { era: newestEra, note: diagnose("OM1055", at, describe(newestEra), "no go.mod of the inputs' repository requires k8s.io/kube-openapi or k8s.io/code-generator"), warnings: [] };
  const era = eraOfVersion(pin.version, `${pin.span.file}: ${pin.version}`);
  if (era === undefined) {
    return { era: newestEra, note: diagnose("OM1055", pin.span, describe(newestEra), pin.reason), warnings: [diagnose("OM1054", pin.span, pin.version, describe(newestEra))] };
  }
  return { era, note: diagnose("OM1055", pin.span, describe(era), pin.reason), warnings: [] };
}

/**
 * The controller-tools release whose CRDs the tables' schemas and check's CRDs stand for:
 * the one the inputs' repository pins, found as controller-gen's own run finds it (from the
 * first input's directory up), else the newest — so that they read a struct as that
 * repository's controller-gen writes it (a `+required` before v0.16.0 is no marker).
 */
export function pinnedControllerTools(loaded: LoadResult, cwd: string): ControllerToolsEra {
  const pin = findControllerToolsPin(resolve(cwd, loaded.inputDirs[0] ?? "."));
  return (pin === undefined ? undefined : controllerToolsEra(pin.version)) ?? newestControllerToolsEra;
}

/** What a run reports of its era: a malformed pin's warning always, the note when asked (--verbose, --format json). */
export function eraDiagnostics(choice: EraChoice, withNote: boolean): Diagnostic[] {
  return withNote ? [...choice.warnings, choice.note] : [...choice.warnings];
}

/** --kube-openapi: a pseudo-version, a Kubernetes minor (1.30) or latest. */
function eraOfFlag(flag: string): Era {
  const release = kubeOpenapiOfKubernetes(flag);
  const era = eraOfVersion(release?.version ?? flag, flag);
  if (era === undefined) {
    throw new UsageError(`--kube-openapi ${JSON.stringify(flag)}: expected a k8s.io/kube-openapi version as go.mod writes it (v0.0.0-20240423202451-8948a66ed3b8), a Kubernetes minor (${knownMinors}, e.g. 1.30) or latest`);
  }
  return era;
}

function flagReason(flag: string): string {
  const release = kubeOpenapiOfKubernetes(flag);
  return release === undefined ? "" : ` (Kubernetes 1.${release.minor}: code-generator v0.${release.minor}.0 requires k8s.io/kube-openapi ${release.version})`;
}

/** An era in words: the kube-openapi commit time it stands for, or the newest. */
function describe(era: Era): string {
  if (era.time === "") return "the newest (latest)";
  const t = era.time;
  return `kube-openapi of ${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)} ${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)} UTC`;
}
