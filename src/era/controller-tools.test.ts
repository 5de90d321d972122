import test from "ava";
import { controllerToolsEra, crdChanges, newestControllerTools } from "./controller-tools.js";

test("a release has the changes up to it and none after", (t) => {
  const era = controllerToolsEra("v0.16.1")!;
  t.true(era.has("description-comments"));
  t.true(era.has("protocol-schema"));
  t.false(era.has("truncate-ellipsis"));
  t.is(era.version, "v0.16.1");
});

test("a pseudo-version is a commit before its release", (t) => {
  const era = controllerToolsEra("v0.16.1-0.20240801000000-abcdef123456")!;
  t.true(era.has("description-comments"));
  t.false(era.has("protocol-schema"));
  t.is(era.version, "v0.16.1-0.20240801000000-abcdef123456");
});

test("(devel) or a branch name is the newest; before v0.14.0 is none", (t) => {
  for (const version of ["(devel)", "main"]) {
    const era = controllerToolsEra(version)!;
    t.is(era.version, newestControllerTools);
    t.true(crdChanges.every((c) => era.has(c.id)));
  }
  t.is(controllerToolsEra("v0.13.0"), undefined);
  t.not(controllerToolsEra("0.14.0"), undefined);
});

test("markers and arguments by release and target", (t) => {
  const era = controllerToolsEra("v0.19.0")!;
  t.is(era.markerNewer("kubebuilder:title", "field"), undefined);
  t.is(era.markerNewer("kubebuilder:title", "type"), "v0.20.0");
  t.is(era.markerNewer("kubebuilder:validation:items:MaxLength", "field"), undefined);
  t.is(controllerToolsEra("v0.14.0")!.markerNewer("kubebuilder:validation:items:MaxLength", "field"), "v0.15.0");
  t.is(era.markerNewer("kubebuilder:validation:MaxLength", "field"), undefined);
  t.is(controllerToolsEra("v0.17.2")!.argumentNewer("XValidation", "optionalOldSelf"), "v0.17.3");
  t.is(controllerToolsEra("v0.17.3")!.argumentNewer("XValidation", "optionalOldSelf"), undefined);
});

test("rbac and webhook changes, markers and arguments by release", (t) => {
  t.false(controllerToolsEra("v0.15.0")!.has("rbac-split-resources"));
  t.true(controllerToolsEra("v0.16.1")!.has("rbac-split-resources"));
  t.false(controllerToolsEra("v0.16.1")!.has("rbac-keep-urls"));
  t.true(controllerToolsEra("v0.16.2")!.has("rbac-keep-urls"));
  t.false(controllerToolsEra("v0.16.5")!.has("rbac-star-verbs"));
  t.false(controllerToolsEra("v0.19.0")!.has("webhook-global-order"));
  t.true(controllerToolsEra("v0.20.0")!.has("webhook-global-order"));
  t.is(controllerToolsEra("v0.16.2")!.markerNewer("kubebuilder:webhookconfiguration", "package"), "v0.16.3");
  t.is(controllerToolsEra("v0.16.3")!.markerNewer("kubebuilder:webhookconfiguration", "package"), undefined);
  t.is(controllerToolsEra("v0.17.1")!.argumentNewer("kubebuilder:webhook", "servicePort"), "v0.17.2");
  t.is(controllerToolsEra("v0.20.1")!.argumentNewer("kubebuilder:rbac", "roleName"), "v0.21.0");
  t.is(controllerToolsEra("v0.21.0")!.argumentNewer("kubebuilder:rbac", "roleName"), undefined);
});
