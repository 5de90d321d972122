// The CEL environment of the API server's CRD validation rules (Kubernetes 1.36's base
// environment, apiserver pkg/cel/environment): @bufbuild/cel's standard library and its
// strings extension (cel-go's ext.Strings, version 2; its format's `%e` ours, as cel-go prints it), and ours for what @bufbuild/cel lacks:
// optional types, Kubernetes' lists/regex/url/ip/cidr/quantity/format/semver libraries,
// ext.Lists v3, ext.Sets, the two-variable comprehensions.
//
// Not there, as in the API server's CRD environment: ext.Math, ext.Encoders, cel.bind.
// The authz library (`authorizer`) is declared by the server but its variable is not bound
// for CRD rules: a rule using it never compiles there, so it never reaches this evaluator;
// here a rule naming it is an evaluation error saying so (program.ts, authz.ts).

import { celEnv, type CelEnv } from "@bufbuild/cel";
import { strings } from "@bufbuild/cel/ext";
import { formatFunctions } from "./library/format.js";
import { formatFunction } from "./library/scientific.js";
import { listFunctions } from "./library/lists.js";
import { meterFunctions } from "./meter.js";
import { listTypeFunctions } from "./library/list-types.js";
import { networkFunctions } from "./library/network.js";
import { typeFunctions } from "./library/opaque.js";
import { optionalFunctions } from "./library/optional.js";
import { quantityFunctions } from "./library/quantity.js";
import { semverFunctions } from "./library/semver.js";
import { stringTimeFunctions } from "./library/strings-time.js";
import { zonedTimeFunctions } from "./library/zoned-time.js";

let env: CelEnv | undefined;

export function kubernetesEnv(): CelEnv {
  env ??= celEnv({
    funcs: [
      // string(timestamp) before network's string(dyn), which takes anything
      ...meterFunctions, ...zonedTimeFunctions, ...typeFunctions, ...listTypeFunctions, ...networkFunctions, ...strings.filter((f) => f.name !== "format"), formatFunction, ...stringTimeFunctions, ...optionalFunctions, ...listFunctions, ...quantityFunctions, ...semverFunctions, ...formatFunctions,
    ],
  });
  return env;
}
