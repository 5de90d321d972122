import test from "ava";
import { ruleForGenerator } from "../controller-gen/output-rules.js";
import { controllerToolsEra } from "../era/controller-tools.js";
import { ControllerGenArgumentError, parseControllerGenArgs } from "./controller-gen-args.js";

const era = controllerToolsEra("v0.21.0")!;
const parse = (...args: string[]) => parseControllerGenArgs(args, era);

test("paths= accumulates, in order; none given is the working directory's package", (t) => {
  t.deepEqual(parse("crd", "paths=./a/...", "paths={./b,./c}", "paths=./d;./e").paths, ["./a/...", "./b", "./c", "./d", "./e"]);
  t.deepEqual(parse("crd").paths, ["."]);
});

test("kubebuilder's manifests line: four generators, each with its rule", (t) => {
  const args = parse("rbac:roleName=manager-role", "crd", "webhook", "applyconfiguration", 'paths="./..."', "output:crd:artifacts:config=config/crd/bases");
  t.deepEqual(args.generators.map((g) => g.generator.name), ["rbac", "crd", "webhook", "applyconfiguration"]);
  t.is(args.generators[0]!.options.roleName, "manager-role");
  t.deepEqual(ruleForGenerator(args.output, "crd"), { kind: "dir", dir: "config/crd/bases" });
  t.deepEqual(ruleForGenerator(args.output, "rbac"), { kind: "dir", dir: "config/rbac" });
  t.deepEqual(ruleForGenerator(args.output, "webhook"), { kind: "dir", dir: "config/webhook" });
});

test("a default rule replaces config/<generator> for every generator without its own; the last rule wins", (t) => {
  const args = parse("crd", "rbac:roleName=r", "output:dir=out", "output:rbac:stdout", "output:rbac:none", "output:stdout");
  t.deepEqual(ruleForGenerator(args.output, "crd"), { kind: "stdout" });
  t.deepEqual(ruleForGenerator(args.output, "rbac"), { kind: "none" });
});

test("controller-gen's errors", (t) => {
  const message = (...args: string[]) => t.throws(() => parse(...args), { instanceOf: ControllerGenArgumentError })?.message;
  t.is(message("crd", "foo"), 'unknown option "foo"');
  t.is(message("crd:maxDescLen"), 'unknown option "crd:maxDescLen"');
  t.is(message("crd,rbac"), 'unknown option "crd,rbac"');
  t.is(message("crd", "crd"), "multiple instances of 'crd' generator specified");
  t.is(message("crd", "output:rbac:dir=x"), 'non-invoked generator "rbac"');
  t.is(message("crd", "output:crd:dir"), 'unable to parse option "output:crd:dir": [missing argument "" (at <input>)]');
  t.is(message("crd", "output:foo"), 'unknown option "output:foo"');
});

test("an older controller-tools has fewer generators and options", (t) => {
  const old = controllerToolsEra("v0.17.0")!;
  t.throws(() => parseControllerGenArgs(["applyconfiguration"], old), { message: 'unknown option "applyconfiguration"' });
  t.throws(() => parseControllerGenArgs(["output:applyconfiguration:none"], old), { message: 'unknown option "output:applyconfiguration:none"' });
  t.throws(() => parseControllerGenArgs(["crd:deprecatedV1beta1CompatibilityPreserveUnknownFields=true"], controllerToolsEra("v0.14.0")!), { message: /unknown argument "deprecatedV1beta1CompatibilityPreserveUnknownFields"/ });
});

test("an unknown option gets a hint: the closest names, or the release that brought a generator", (t) => {
  const hint = (args: string[], at = era) => (t.throws(() => parseControllerGenArgs(args, at), { instanceOf: ControllerGenArgumentError }) as ControllerGenArgumentError).hint;
  t.is(hint(["crds"]), "did you mean crd?");
  t.is(hint(["crd", "output:crd:artifact:config=x"]), "did you mean output:crd:artifacts?");
  t.is(hint(["webhooks"]), "did you mean webhook?");
  t.is(hint(["foo"]), undefined);
  t.is(hint(["crd", "output:applyconfiguration:none"], controllerToolsEra("v0.17.0")!), "the applyconfiguration generator came in controller-tools v0.18.0; this run reproduces v0.17.0 (--controller-tools, or the repository's pin)");
});
