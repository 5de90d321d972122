// `openapi-markers openapi-gen`: openapi-gen's command line in place of openapi-gen
// (load → model → definitions → Go files → write). Nothing is written when any input or
// definition fails (a diagnostic each, exit 1).

import { join, resolve } from "node:path";
import { diagnose, hasErrors } from "../diag/diagnostic.js";
import { generateGo } from "../generate-go.js";
import { commandCacheDir } from "../load/cache-dir.js";
import { loadPackages } from "../load/load.js";
import { readFileOrFifo } from "../load/regular-file.js";
import { headerProblem, outputPackageName, packageNameProblem } from "../emit/go/header-check.js";
import { isCharacterDevice, writeToDevice } from "../write/device-output.js";
import { writeOutputs } from "../write/output.js";
import { eraDiagnostics, selectEra } from "./era.js";
import { printDiagnostics, type CliIO } from "./io.js";
import { openapiGenUsage, parseOpenapiGenArgs, validateOpenapiGenArgs } from "./openapi-gen-flags.js";

export function runOpenapiGen(argv: readonly string[], io: CliIO, now: () => Date = () => new Date()): number {
  const args = parseOpenapiGenArgs(argv);
  if (args.help) {
    io.stdout.write(openapiGenUsage);
    return 0;
  }
  validateOpenapiGenArgs(args);
  let boilerplate = "";
  if (args.goHeaderFile !== "") {
    const read = readFileOrFifo(resolve(io.cwd, args.goHeaderFile));
    const where = { file: args.goHeaderFile, line: 1, col: 1 };
    if (!read.ok) {
      printDiagnostics(["notRegular" in read ? diagnose("OM1040", where, args.goHeaderFile, read.notRegular) : diagnose("OM1003", where, args.goHeaderFile, read.error)], io);
      return 1;
    }
    const problem = headerProblem(read.bytes);
    if (problem !== undefined) {
      printDiagnostics([diagnose("OM1120", { file: args.goHeaderFile, line: problem.line, col: problem.col }, args.goHeaderFile, problem.reason)], io);
      return 1;
    }
    boilerplate = read.bytes.toString("utf8");
  }
  const packageName = outputPackageName(args.outputPkg);
  const nameProblem = packageNameProblem(packageName.name);
  if (nameProblem !== undefined) {
    const col = [...args.outputPkg.slice(0, packageName.start)].length + 1;
    printDiagnostics([diagnose("OM1121", { file: "--output-pkg", line: 1, col }, args.outputPkg, packageName.name, nameProblem)], io);
    return 1;
  }
  // Model-name files are written for packages that do not opt in to openapi-gen too.
  const allPackages = args.outputModelNameFile !== "";
  const loaded = loadPackages(args.inputs, io.cwd, { allPackages, env: io.env, cacheDir: commandCacheDir(true, io.cwd) });
  const era = selectEra(args.kubeOpenapi, loaded, io.cwd, io.env ?? process.env);
  const result = generateGo(loaded, {
    era: era.era,
    header: { boilerplate, year: now().getUTCFullYear() },
    outputPackage: args.outputPkg,
    outputPath: join(args.outputDir, args.outputFile),
    modelNameFile: args.outputModelNameFile === "" ? undefined : args.outputModelNameFile,
    readonlyPackages: new Set(args.readonlyPkgs),
    reportPath: args.reportFilename,
  });
  printDiagnostics([...eraDiagnostics(era, false), ...result.diagnostics], io);
  if (hasErrors(result.diagnostics)) return 1;
  // A device (--report-filename /dev/null, as kube_codegen.sh's callers write) is written
  // through, after the files.
  const [devices, files] = partition(result.outputs, (o) => o.path !== "-" && isCharacterDevice(o.path, io.cwd));
  const failures = writeOutputs(files, io.cwd, io.stdout);
  for (const output of failures.length === 0 ? devices : []) failures.push(...writeToDevice(output, io.cwd));
  printDiagnostics(failures, io);
  return failures.length > 0 ? 1 : 0;
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

