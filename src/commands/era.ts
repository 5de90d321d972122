// The openapi-gen era of a run: --kube-openapi when given, else the kube-openapi the input
// repository pins (load/kube-openapi-pin.ts), else the newest.

import { resolve } from "node:path";
import { eraOfVersion, newestEra, type Era } from "../emit/era.js";
import type { LoadResult } from "../load/load.js";
import { findKubeOpenapiPin } from "../load/kube-openapi-pin.js";
import { UsageError } from "../load/usage-error.js";

export function selectEra(flag: string | undefined, loaded: LoadResult, cwd: string): Era {
  if (flag !== undefined) {
    const era = eraOfVersion(flag);
    if (era === undefined) throw new UsageError(`--kube-openapi ${JSON.stringify(flag)}: expected a k8s.io/kube-openapi version as go.mod writes it (v0.0.0-20240423202451-8948a66ed3b8) or latest`);
    return era;
  }
  const pin = findKubeOpenapiPin(loaded.inputDirs.map((dir) => resolve(cwd, dir)), cwd);
  if (pin === undefined) return newestEra;
  return eraOfVersion(pin.version, `${pin.goMod}: ${pin.version}`) ?? newestEra;
}
