// The JSON half of the differential test against openapi-gen (`--json`): what an API server
// serves from openapi-gen's output. A small Go program, written at run time into the work
// module (never committed), imports openapi-gen's generated GetOpenAPIDefinitions and prints
// the definitions that kube-openapi's builders (pkg/builder for v2, pkg/builder3 for v3) make
// of a seed's types, named as an API server names them; `openapi-markers generate --v2 --v3`
// runs on the same package, and the two are compared as parsed JSON, key by key.
//
// The oracle's vendor/ holds only what openapi-gen imports; the builders need more (go-restful,
// pkg/builder, pkg/builder3…), so the work module gets a vendor/ of every package of the
// oracle's modules, written by the oracle's own mkvendor.py from its module trees.

import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export type JsonVerdict = "identical" | "refused alike" | "differing";

const programDir = "ogjson";

/**
 * The Go program: `go run ./ogjson PKG[,MODELNAME...]...` prints {"PKG": {"v2": …, "v3": …}}
 * for the keys under PKG and the package's types known by their model names.
 */
const program = `// Written by scripts/differential-openapi-gen-json.ts; not part of any repository.
package main

import (
	"encoding/json"
	"os"
	"sort"
	"strings"

	generated "MODULE/${programDir}/generated"
	"k8s.io/kube-openapi/pkg/builder"
	"k8s.io/kube-openapi/pkg/builder3"
	"k8s.io/kube-openapi/pkg/common"
	"k8s.io/kube-openapi/pkg/util"
	"k8s.io/kube-openapi/pkg/validation/spec"
)

// A key that is already a model name (a type with OpenAPIModelName) stays as it is; a Go
// path gets the REST-friendly name, as an API server's definition namer gives it.
func definitionName(name string) (string, spec.Extensions) {
	if !strings.Contains(name, "/") {
		return name, nil
	}
	return util.ToRESTFriendlyName(name), nil
}

func main() {
	all := generated.GetOpenAPIDefinitions(func(string) spec.Ref { return spec.Ref{} })
	out := map[string]map[string]any{}
	for _, arg := range os.Args[1:] {
		named := strings.Split(arg, ",")
		pkg := named[0]
		names := []string{}
		for _, name := range named[1:] {
			if _, ok := all[name]; ok {
				names = append(names, name)
			}
		}
		for name := range all {
			if strings.HasPrefix(name, pkg+".") {
				names = append(names, name)
			}
		}
		sort.Strings(names)
		entry := map[string]any{}
		v2, err := builder.BuildOpenAPIDefinitionsForResources(&common.Config{
			GetDefinitions: generated.GetOpenAPIDefinitions, GetDefinitionName: definitionName}, names...)
		if err != nil {
			entry["v2error"] = err.Error()
		} else {
			entry["v2"] = v2.Definitions
		}
		v3, err := builder3.BuildOpenAPIDefinitionsForResources(&common.OpenAPIV3Config{
			GetDefinitions: generated.GetOpenAPIDefinitions, GetDefinitionName: definitionName}, names...)
		if err != nil {
			entry["v3error"] = err.Error()
		} else {
			entry["v3"] = v3
		}
		out[pkg] = entry
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		os.Stderr.WriteString(err.Error() + "\\n")
		os.Exit(1)
	}
}
`;

/**
 * Gives WORK a vendor/ with every package of the oracle's modules and the go.mod that matches
 * it (the oracle's go line). Done once per work directory.
 */
export function prepareJsonModule(oracle: string, work: string): void {
  const vendorRoot = join(work, ".json-vendor");
  const marker = join(vendorRoot, "work", "vendor", "k8s.io", "kube-openapi", "pkg", "builder3");
  if (!existsSync(marker)) {
    rmSync(vendorRoot, { recursive: true, force: true });
    mkdirSync(join(vendorRoot, "work"), { recursive: true });
    cpSync(join(oracle, "modules.tsv"), join(vendorRoot, "modules.tsv"));
    symlinkSync(join(oracle, "full"), join(vendorRoot, "full"));
    const r = spawnSync("python3", [join(oracle, "mkvendor.py"), vendorRoot], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`mkvendor.py failed: ${r.stderr}`);
  }
  const goLine = /^go\s+\S+$/m.exec(readFileSync(join(oracle, "work/go.mod"), "utf8"))?.[0] ?? "go 1.26.0";
  const goMod = readFileSync(join(vendorRoot, "work", "go.mod"), "utf8").replace(/^go\s+\S+$/m, goLine);
  writeFileSync(join(work, "go.mod"), goMod);
  rmSync(join(work, "vendor"), { recursive: true, force: true });
  symlinkSync(join(vendorRoot, "work", "vendor"), join(work, "vendor"));
}

/**
 * The model names a seed package's +k8s:openapi-model-package markers give its types (on the
 * type, else on the package): what the model-name generator would write as OpenAPIModelName
 * methods, which openapi-gen's output calls but random-api's packages do not have.
 */
function modelNames(packageDir: string): { names: Map<string, string>; methods: Set<string> } {
  const names = new Map<string, string>();
  const methods = new Set<string>();
  const marker = /^\s*\/\/\s*\+k8s:openapi-model-package=(\S+)/;
  let packageModel: string | undefined;
  const typed: [string, string | undefined][] = [];
  for (const file of readdirSync(packageDir).filter((f) => f.endsWith(".go"))) {
    const lines = readFileSync(join(packageDir, file), "utf8").split("\n");
    const above = (i: number): string | undefined => {
      for (let j = i - 1; j >= 0 && lines[j]!.trimStart().startsWith("//"); j--) {
        const m = marker.exec(lines[j]!);
        if (m !== null) return m[1];
      }
      return undefined;
    };
    lines.forEach((line, i) => {
      const method = /^func \((?:\w+ )?\*?(\w+)\) OpenAPIModelName\(\) string \{ return ("[^"]*") \}/.exec(line);
      if (method !== null) {
        names.set(method[1]!, JSON.parse(method[2]!) as string);
        methods.add(method[1]!);
      }
      // A package's tag may sit in a comment block above its doc comment, after a blank line.
      if (/^package\s/.test(line)) packageModel = lines.slice(0, i).map((l) => marker.exec(l)?.[1]).find((m) => m !== undefined) ?? packageModel;
      const t = /^type\s+(\w+)\s/.exec(line);
      if (t !== null) typed.push([t[1]!, above(i)]);
    });
  }
  for (const [name, model] of typed) {
    const pkg = model ?? packageModel;
    if (pkg !== undefined && !names.has(name)) names.set(name, `${pkg}.${name}`);
  }
  return { names, methods };
}

/**
 * openapi-gen's output with each `alias.Type{}.OpenAPIModelName()` of a seed replaced by its
 * name. openapi-gen writes that call for unexported types too, which cannot compile; those
 * packages are recorded in `unexported` (the comparison then shows what the definitions would be).
 */
function withModelNames(generated: string, work: string, module: string, byPackage: Map<string, string[]>,
  unexported: Set<string>): string {
  const imports = new Map<string, string>();
  for (const m of generated.matchAll(/^\s*(\w+)\s+"([^"]+)"$/gm)) imports.set(m[1]!, m[2]!);
  const cache = new Map<string, ReturnType<typeof modelNames>>();
  const text = generated.replace(/\b(\w+)\.(\w+)\{\}\.OpenAPIModelName\(\)/g, (call, alias: string, type: string) => {
    const path = imports.get(alias);
    if (path === undefined || !path.startsWith(`${module}/`)) return call;
    const dir = join(work, path.slice(module.length + 1));
    if (!cache.has(dir)) {
      const known = modelNames(dir);
      cache.set(dir, known);
      byPackage.set(path, [...new Set(known.names.values())]);
    }
    const known = cache.get(dir)!;
    const name = known.names.get(type);
    if (/^[a-z_]/.test(type)) unexported.add(path);
    // A method of an exported type runs as it is; a marker alone needs the model-name generator.
    if (name === undefined || (known.methods.has(type) && !unexported.has(path))) return call;
    return JSON.stringify(name);
  });
  // An import left unused once its calls are gone is kept as a blank import.
  return text.replace(/^(\s*)(\w+)(\s+"[^"]+")$/gm, (line, indent: string, alias: string, rest: string) =>
    imports.get(alias) !== undefined && !new RegExp(`(?<![\\w/.])${alias}\\.`).test(text) ? `${indent}_${rest}` : line);
}

/** Runs the builders over openapi-gen's output `generatedFile`: per package, {v2, v3} or errors. */
export function runBuilders(oracle: string, work: string, module: string, generatedFile: string,
  packages: readonly string[]): { readonly status: number; readonly stderr: string; readonly result: Record<string, Record<string, unknown>>;
    readonly unexported: ReadonlySet<string> } {
  const dir = join(work, programDir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "generated"), { recursive: true });
  writeFileSync(join(dir, "main.go"), program.replace("MODULE/", `${module}/`));
  const byPackage = new Map<string, string[]>();
  const unexported = new Set<string>();
  writeFileSync(join(dir, "generated", "zz_generated.openapi.go"),
    withModelNames(readFileSync(generatedFile, "utf8"), work, module, byPackage, unexported));
  const args = packages.map((p) => [p, ...(byPackage.get(p) ?? [])].join(","));
  const script = `. "$1/env.sh"; export GOCACHE="$2/gocache"; shift 2; exec go run "./${programDir}" "$@"`;
  const r = spawnSync("bash", ["-c", script, "_", oracle, work, ...args], { cwd: work, encoding: "utf8", maxBuffer: 1 << 28 });
  if (r.status !== 0) return { status: r.status ?? 1, stderr: r.stderr, result: {}, unexported };
  return { status: 0, stderr: r.stderr, result: JSON.parse(r.stdout) as Record<string, Record<string, unknown>>, unexported };
}

/** `openapi-markers generate DIR --v2 --v3`: the two documents, or the exit status and stderr. */
export function runOursJson(cli: string, work: string, args: readonly string[], out: string):
  { readonly status: number; readonly stderr: string; readonly v2?: unknown; readonly v3?: unknown } {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const v2 = join(out, "v2.json");
  const v3 = join(out, "v3.json");
  const r = spawnSync(process.execPath, [cli, "generate", ...args, "--v2", v2, "--v3", v3], { cwd: work, encoding: "utf8", maxBuffer: 1 << 28 });
  if (r.status !== 0) return { status: r.status ?? 1, stderr: r.stderr };
  return { status: 0, stderr: r.stderr, v2: JSON.parse(readFileSync(v2, "utf8")), v3: JSON.parse(readFileSync(v3, "utf8")) };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Where two parsed JSON values differ, as JSON-pointer-like paths (at most `limit`). */
export function jsonDifferences(a: unknown, b: unknown, path = "", limit = 8): string[] {
  const found: string[] = [];
  const stack: [unknown, unknown, string][] = [[a, b, path]];
  while (stack.length > 0 && found.length < limit) {
    const [x, y, at] = stack.pop()!;
    if (isObject(x) && isObject(y)) {
      const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])].sort().reverse();
      for (const k of keys) {
        const here = `${at}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`;
        if (!(k in x)) found.push(`${here}: only ours: ${JSON.stringify(y[k]).slice(0, 160)}`);
        else if (!(k in y)) found.push(`${here}: only openapi-gen: ${JSON.stringify(x[k]).slice(0, 160)}`);
        else stack.push([x[k], y[k], here]);
      }
    } else if (Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
      for (let i = x.length - 1; i >= 0; i--) stack.push([x[i], y[i], `${at}/${i}`]);
    } else if (JSON.stringify(x) !== JSON.stringify(y)) {
      found.push(`${at}: openapi-gen ${JSON.stringify(x)?.slice(0, 160)} | ours ${JSON.stringify(y)?.slice(0, 160)}`);
    }
  }
  return found;
}

/**
 * Why the builders refused a package's definitions ("cannot find model definition for …":
 * openapi-gen's output refers to a definition it never wrote), with the seed's names left
 * out; undefined when they built both documents.
 */
export function builderError(builders: Record<string, unknown> | undefined): string | undefined {
  if (builders === undefined) return undefined;
  const error = ["v2error", "v3error"].find((e) => e in builders);
  return error === undefined ? undefined : `builders: ${String(builders[error]).replace(/\S*rnd\/s\d+\S*/g, "…").slice(0, 160)}`;
}

/**
 * The JSON verdict of one seed, with the differences when it differs. `theirsRefused`:
 * openapi-gen exited non-zero, its output does not compile, or the builders refused it —
 * no server could serve a document. `harnessFault`: the builders did not run at all.
 */
export function judgeJson(builders: Record<string, unknown> | undefined, theirsRefused: boolean,
  ours: { readonly status: number; readonly stderr: string; readonly v2?: unknown; readonly v3?: unknown },
  harnessFault?: string): { verdict: JsonVerdict; why: string[] } {
  if (harnessFault !== undefined) return { verdict: "differing", why: [harnessFault] };
  if (theirsRefused) {
    return ours.status !== 0 ? { verdict: "refused alike", why: [] } : { verdict: "differing", why: ["openapi-gen refused, ours wrote documents"] };
  }
  if (ours.status !== 0) return { verdict: "differing", why: [`ours exit ${ours.status}: ${ours.stderr.trim().split("\n").slice(-1)[0] ?? ""}`] };
  if (builders === undefined) return { verdict: "differing", why: ["no builder output for the package"] };
  const v2 = isObject(ours.v2) ? ours.v2["definitions"] : undefined;
  const v3 = isObject(ours.v3) && isObject(ours.v3["components"]) ? ours.v3["components"]["schemas"] : undefined;
  const why = [...jsonDifferences(builders["v2"], v2, "v2:definitions"), ...jsonDifferences(builders["v3"], v3, "v3:components.schemas")];
  return { verdict: why.length === 0 ? "identical" : "differing", why };
}
