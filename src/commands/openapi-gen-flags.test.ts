// openapi-gen's command line as pflag reads it, and its usage errors.

import test from "ava";
import { parseOpenapiGenArgs, validateOpenapiGenArgs } from "./openapi-gen-flags.js";

test("flags with separate and attached values, defaults, repeated and comma-separated --readonly-pkg", (t) => {
  const args = parseOpenapiGenArgs(["-v", "2", "--output-dir=out", "--output-pkg", "example.com/x/openapi", "--readonly-pkg", "a,b",
    "--readonly-pkg=c", "--logtostderr", "-v=3", "-v4", "--v", "5", "k8s.io/api/core/v1", "./local", "--", "--not-a-flag"]);
  t.is(args.outputDir, "out");
  t.is(args.outputPkg, "example.com/x/openapi");
  t.is(args.outputFile, "generated.openapi.go");
  t.deepEqual(args.readonlyPkgs, ["a", "b", "c"]);
  t.deepEqual(args.inputs, ["k8s.io/api/core/v1", "./local", "--not-a-flag"]);
  t.notThrows(() => validateOpenapiGenArgs(args));
});

test("unknown flags, missing values and missing required flags are usage errors naming them", (t) => {
  t.throws(() => parseOpenapiGenArgs(["--report-file", "r"]), { message: "openapi-gen: unknown flag: --report-file" });
  t.throws(() => parseOpenapiGenArgs(["-x"]), { message: "openapi-gen: unknown flag: -x" });
  t.throws(() => parseOpenapiGenArgs(["--output-dir"]), { message: "openapi-gen: flag needs an argument: --output-dir" });
  t.throws(() => validateOpenapiGenArgs(parseOpenapiGenArgs(["--output-pkg", "p", "x"])), { message: "openapi-gen: --output-dir must be specified" });
  t.throws(() => validateOpenapiGenArgs(parseOpenapiGenArgs(["--output-dir", "o", "--output-pkg", "p", "--output-file="])), { message: "openapi-gen: --output-file must be specified" });
  t.throws(() => validateOpenapiGenArgs(parseOpenapiGenArgs(["--output-dir", "o", "--output-pkg", "p"])), { message: /at least one input/ });
});
