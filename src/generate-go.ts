// The pure pipeline of the openapi-gen command: model → definitions → openapi-gen's Go
// files. The definitions are those the JSON is made of (emit/openapi/definitions.ts), plus the
// unexported structs openapi-gen writes a function for; only the rendering differs.

import { join } from "node:path";
import { diagnose, hasErrors, sortDiagnostics, type Diagnostic } from "./diag/diagnostic.js";
import { apiRuleViolations, renderApiRuleReport } from "./check/api-rule-report.js";
import type { EmitContext } from "./emit/openapi/context.js";
import { emitDefinition, isExported, selectTypes } from "./emit/openapi/definitions.js";
import { duplicateDefinitionNames } from "./emit/openapi/duplicate-names.js";
import { excludedTypeReferences } from "./emit/openapi/excluded-refs.js";
import { unexportedModelNameReferences } from "./emit/openapi/private-model-refs.js";
import { unexportedCustomMethodTypes } from "./emit/openapi/private-custom-methods.js";
import { hasChange, type Era } from "./era/openapi-gen.js";
import { outputPackageName, packageNameProblem } from "./emit/go/header-check.js";
import type { HeaderOptions } from "./emit/go/header.js";
import { renderModelNameFile } from "./emit/go/model-name-file.js";
import { renderOpenAPIGoFile } from "./emit/go/openapi-file.js";
import type { LoadResult } from "./load/load.js";
import { buildEnumIndex } from "./model/enums.js";
import { buildUniverse } from "./model/build.js";
import { withAliasComments, withUndocumentedAliasComments } from "./model/alias-comments.js";
import type { OutputContent } from "./write/output.js";

export interface GoGenerateOptions {
  readonly era: Era;
  readonly header: HeaderOptions;
  /** --output-pkg. */
  readonly outputPackage: string;
  /** --output-dir joined with --output-file. */
  readonly outputPath: string;
  /** --output-model-name-file: its name in each package with a model package; undefined: none. */
  readonly modelNameFile: string | undefined;
  /** --readonly-pkg: import paths whose model-name files are not written. */
  readonly readonlyPackages: ReadonlySet<string>;
  /** --report-filename: where the API rule report goes ("-": standard output). */
  readonly reportPath: string;
}

export interface GoGenerateResult {
  readonly outputs: readonly OutputContent[];
  readonly diagnostics: readonly Diagnostic[];
}

export function generateGo(loaded: LoadResult, options: GoGenerateOptions): GoGenerateResult {
  const built = buildUniverse(loaded.packages);
  // As generate does: before gengo/v2, an aliased type carried its last alias's doc comment;
  // since, only one without comment text does, its first alias's.
  const universe = hasChange(options.era, "alias-docs") ? withUndocumentedAliasComments(built) : withAliasComments(built);
  if (hasErrors(loaded.diagnostics)) return { outputs: [], diagnostics: sortDiagnostics(loaded.diagnostics) };
  const ctx: EmitContext = {
    universe,
    enums: buildEnumIndex(universe),
    diagnostics: [...loaded.diagnostics],
    // openapi-gen knows only the 2019 object-level unions.
    unionFormat: "legacy",
    missingModules: loaded.missingModules,
    era: options.era,
    callsMethods: true,
  };
  const definitions = selectTypes(universe, { allTypes: false, unexported: true }).map((decl) => emitDefinition(decl, ctx));
  ctx.diagnostics.push(...duplicateDefinitionNames(definitions.filter((d) => isExported(d.decl.name))));
  // openapi-gen writes a reference to a +k8s:openapi-gen=false type (or an unexported one, which
  // has no map entry), which fails only once a server serves it (a warning), and one to an
  // unexported model-named type, which cannot compile.
  const entries = hasChange(options.era, "private-types") ? definitions.filter((d) => isExported(d.decl.name)) : definitions;
  ctx.diagnostics.push(...excludedTypeReferences(ctx, entries).map((d) => ({ ...d, severity: "warning" as const })),
    ...unexportedModelNameReferences(ctx, definitions, options.outputPackage), ...unexportedCustomMethodTypes(ctx, definitions, options.outputPackage));
  const outputs: OutputContent[] = [];
  if (options.modelNameFile !== undefined) outputs.push(...modelNameFiles(ctx, options, options.modelNameFile));
  outputs.push({ path: options.outputPath, render: () => renderOpenAPIGoFile(definitions, ctx, { ...options.header, outputPackage: options.outputPackage }) });
  // openapi-gen writes its API rule report whatever it finds, and never fails on it.
  outputs.push({ path: options.reportPath, render: () => renderApiRuleReport(apiRuleViolations(universe, options.era)) });
  return { outputs, diagnostics: sortDiagnostics(ctx.diagnostics) };
}

function modelNameFiles(ctx: EmitContext, options: GoGenerateOptions, fileName: string): OutputContent[] {
  const outputs: OutputContent[] = [];
  for (const pkg of ctx.universe.packages.values()) {
    if (!pkg.isInput || options.readonlyPackages.has(pkg.path)) continue;
    const text = renderModelNameFile(ctx.universe, pkg, options.header);
    if (text === undefined) continue;
    // openapi-gen names the file's package path.Base(import path), not the package clause's name.
    const name = outputPackageName(pkg.path).name;
    const problem = packageNameProblem(name);
    if (problem !== undefined) ctx.diagnostics.push(diagnose("OM1122", { file: pkg.dir, line: 1, col: 1 }, pkg.path, name, problem));
    else outputs.push({ path: join(pkg.dir, fileName), content: text });
  }
  return outputs;
}
