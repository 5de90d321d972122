// validateLegacyUnions: twenty invalid objects shaped like k8s.io/api's Pods, FlowSchemas and
// PriorityLevelConfigurations, each with exactly the errors the API server reports; valid ones
// with none. The tables are the part of k8s.io/api's that these objects touch, under its
// definition names, as `generate --ts` writes them.

import test from "ava";
import { deepFreeze } from "../test-support.js";
import { ServerFieldError, TablesError, validateLegacyUnions, type Tables } from "../index.js";

const str = { kind: "string" } as const;
const int = { kind: "integer" } as const;
const ref = (name: string): { kind: "object"; ref: string } => ({ kind: "object", ref: `io.k8s.api.${name}` });
const list = (name: string): { kind: "array"; items: { kind: "object"; ref: string } } => ({ kind: "array", items: ref(name) });
const profileFields = { type: { kind: "string", enum: ["Localhost", "RuntimeDefault", "Unconfined"] }, localhostProfile: str } as const;

const TABLES: Tables = deepFreeze({
  "io.k8s.api.core.v1.Pod": { fields: { spec: ref("core.v1.PodSpec") }, unions: [] },
  "io.k8s.api.core.v1.PodSpec": {
    fields: { securityContext: ref("core.v1.PodSecurityContext"), containers: list("core.v1.Container"), initContainers: list("core.v1.Container") },
    unions: [],
  },
  "io.k8s.api.core.v1.PodSecurityContext": { fields: { seccompProfile: ref("core.v1.SeccompProfile"), appArmorProfile: ref("core.v1.AppArmorProfile") }, unions: [] },
  "io.k8s.api.core.v1.Container": { fields: { name: str, securityContext: ref("core.v1.SecurityContext") }, unions: [] },
  "io.k8s.api.core.v1.SecurityContext": { fields: { seccompProfile: ref("core.v1.SeccompProfile"), appArmorProfile: ref("core.v1.AppArmorProfile") }, unions: [] },
  "io.k8s.api.core.v1.SeccompProfile": { fields: profileFields, unions: [] },
  "io.k8s.api.core.v1.AppArmorProfile": { fields: profileFields, unions: [] },
  "io.k8s.api.flowcontrol.v1.FlowSchema": { fields: { spec: ref("flowcontrol.v1.FlowSchemaSpec") }, unions: [] },
  "io.k8s.api.flowcontrol.v1.FlowSchemaSpec": { fields: { rules: list("flowcontrol.v1.PolicyRulesWithSubjects") }, unions: [] },
  "io.k8s.api.flowcontrol.v1.PolicyRulesWithSubjects": { fields: { subjects: list("flowcontrol.v1.Subject") }, unions: [] },
  "io.k8s.api.flowcontrol.v1.Subject": {
    fields: { kind: str, user: ref("flowcontrol.v1.UserSubject"), group: ref("flowcontrol.v1.UserSubject"), serviceAccount: ref("flowcontrol.v1.ServiceAccountSubject") },
    unions: [],
  },
  "io.k8s.api.flowcontrol.v1.UserSubject": { fields: { name: str }, unions: [] },
  "io.k8s.api.flowcontrol.v1.ServiceAccountSubject": { fields: { name: str, namespace: str }, unions: [] },
  "io.k8s.api.flowcontrol.v1.PriorityLevelConfiguration": { fields: { spec: ref("flowcontrol.v1.PriorityLevelConfigurationSpec") }, unions: [] },
  "io.k8s.api.flowcontrol.v1.PriorityLevelConfigurationSpec": {
    fields: { type: str, limited: ref("flowcontrol.v1.LimitedPriorityLevelConfiguration"), exempt: ref("flowcontrol.v1.ExemptPriorityLevelConfiguration") },
    unions: [],
  },
  "io.k8s.api.flowcontrol.v1.LimitedPriorityLevelConfiguration": { fields: { nominalConcurrencyShares: int, limitResponse: ref("flowcontrol.v1.LimitResponse") }, unions: [] },
  "io.k8s.api.flowcontrol.v1.ExemptPriorityLevelConfiguration": { fields: { nominalConcurrencyShares: int }, unions: [] },
  "io.k8s.api.flowcontrol.v1.LimitResponse": { fields: { type: str, queuing: ref("flowcontrol.v1.QueuingConfiguration") }, unions: [] },
  "io.k8s.api.flowcontrol.v1.QueuingConfiguration": { fields: { queues: int, handSize: int, queueLengthLimit: int }, unions: [] },
});

const Pod = "io.k8s.api.core.v1.Pod";
const FlowSchema = "io.k8s.api.flowcontrol.v1.FlowSchema";
const PLC = "io.k8s.api.flowcontrol.v1.PriorityLevelConfiguration";
const { required, forbidden, invalid, notSupported } = ServerFieldError;

const podWith = (pod: object, container: object = {}): object => ({ spec: { securityContext: pod, containers: [{ name: "app", securityContext: container }] } });
const subject = (value: object): object => ({ spec: { rules: [{ subjects: [{ kind: "User", user: { name: "ok" } }, value] }] } });
const limited = (limitResponse: object): object => ({ spec: { type: "Limited", limited: { nominalConcurrencyShares: 30, limitResponse } } });
const queuing = { queues: 64, handSize: 6, queueLengthLimit: 50 };
const S = "spec.rules[0].subjects[1]";

const INVALID: readonly (readonly [string, string, object, ServerFieldError[]])[] = [
  ["seccomp Localhost without a profile", Pod, podWith({ seccompProfile: { type: "Localhost" } }),
    [required("spec.securityContext.seccompProfile.localhostProfile", "must be set when seccomp type is Localhost")]],
  ["seccomp RuntimeDefault with a profile (container)", Pod, podWith({}, { seccompProfile: { type: "RuntimeDefault", localhostProfile: "p.json" } }),
    [invalid("spec.containers[0].securityContext.seccompProfile.localhostProfile", { type: "RuntimeDefault", localhostProfile: "p.json" }, "can only be set when seccomp type is Localhost")]],
  ["seccomp Unconfined with a profile", Pod, podWith({ seccompProfile: { type: "Unconfined", localhostProfile: "p.json" } }),
    [invalid("spec.securityContext.seccompProfile.localhostProfile", { type: "Unconfined", localhostProfile: "p.json" }, "can only be set when seccomp type is Localhost")]],
  ["seccomp without a type, with a profile", Pod, podWith({ seccompProfile: { localhostProfile: "p.json" } }), [
    required("spec.securityContext.seccompProfile.type", "type is required when seccompProfile is set"),
    invalid("spec.securityContext.seccompProfile.localhostProfile", { localhostProfile: "p.json" }, "can only be set when seccomp type is Localhost"),
  ]],
  ["seccomp of an unknown type", Pod, podWith({}, { seccompProfile: { type: "Custom" } }),
    [notSupported("spec.containers[0].securityContext.seccompProfile.type", "Custom", ["Localhost", "RuntimeDefault", "Unconfined"])]],
  ["AppArmor Localhost without a profile (container)", Pod, podWith({}, { appArmorProfile: { type: "Localhost" } }),
    [required("spec.containers[0].securityContext.appArmorProfile.localhostProfile", "must be set when AppArmor type is Localhost")]],
  ["AppArmor Localhost with an empty profile", Pod, podWith({ appArmorProfile: { type: "Localhost", localhostProfile: "" } }),
    [required("spec.securityContext.appArmorProfile.localhostProfile", "must be set when AppArmor type is Localhost")]],
  ["AppArmor Localhost with a padded profile", Pod, podWith({ appArmorProfile: { type: "Localhost", localhostProfile: " k8s-deny " } }),
    [invalid("spec.securityContext.appArmorProfile.localhostProfile", " k8s-deny ", "must not be padded with whitespace")]],
  ["AppArmor RuntimeDefault with a profile", Pod, podWith({ appArmorProfile: { type: "RuntimeDefault", localhostProfile: "k8s-deny" } }),
    [invalid("spec.securityContext.appArmorProfile.localhostProfile", "k8s-deny", "can only be set when AppArmor type is Localhost")]],
  ["AppArmor without a type", Pod, podWith({}, { appArmorProfile: {} }),
    [required("spec.containers[0].securityContext.appArmorProfile.type", "type is required when appArmorProfile is set")]],
  ["subject ServiceAccount without its member, with user and group", FlowSchema, subject({ kind: "ServiceAccount", user: { name: "fred" }, group: { name: "fred" } }), [
    required(`${S}.serviceAccount`, "serviceAccount is required when subject kind is 'ServiceAccount'"),
    forbidden(`${S}.user`, "user is forbidden when subject kind is not 'User'"),
    forbidden(`${S}.group`, "group is forbidden when subject kind is not 'Group'"),
  ]],
  ["subject User with group and serviceAccount", FlowSchema, subject({ kind: "User", user: { name: "u" }, group: { name: "g" }, serviceAccount: { name: "s", namespace: "n" } }), [
    forbidden(`${S}.serviceAccount`, "serviceAccount is forbidden when subject kind is not 'ServiceAccount'"),
    forbidden(`${S}.group`, "group is forbidden when subject kind is not 'Group'"),
  ]],
  ["subject User without user", FlowSchema, subject({ kind: "User" }), [required(`${S}.user`, "user is required when subject kind is 'User'")]],
  ["subject Group with user", FlowSchema, subject({ kind: "Group", group: { name: "g" }, user: { name: "u" } }),
    [forbidden(`${S}.user`, "user is forbidden when subject kind is not 'User'")]],
  ["subject of an unknown kind", FlowSchema, subject({ kind: "Robot", user: { name: "u" } }),
    [notSupported(`${S}.kind`, "Robot", ["Group", "ServiceAccount", "User"])]],
  ["priority level Limited without limited, with exempt", PLC, { spec: { type: "Limited", exempt: { nominalConcurrencyShares: 0 } } }, [
    forbidden("spec.exempt", "must be nil if the type is Limited"),
    required("spec.limited", "must not be empty when type is Limited"),
  ]],
  ["priority level Exempt with limited", PLC, { spec: { type: "Exempt", limited: { nominalConcurrencyShares: 5, limitResponse: { type: "Reject" } } } },
    [forbidden("spec.limited", "must be nil if the type is not Limited")]],
  ["priority level of an unknown type", PLC, { spec: { type: "Unlimited" } }, [notSupported("spec.type", "Unlimited", ["Exempt", "Limited"])]],
  ["limit response Reject with queuing", PLC, limited({ type: "Reject", queuing }),
    [forbidden("spec.limited.limitResponse.queuing", "must be nil if limited.limitResponse.type is not Limited")]],
  ["limit response Queue without queuing", PLC, limited({ type: "Queue" }),
    [required("spec.limited.limitResponse.queuing", "must not be empty if limited.limitResponse.type is Limited")]],
];

test("twenty invalid objects: every error the API server reports, in its order", (t) => {
  t.is(INVALID.length, 20);
  for (const [name, type, object, expected] of INVALID) t.deepEqual(validateLegacyUnions(TABLES, type, deepFreeze(object)), expected, name);
});

test("valid objects have no errors", (t) => {
  const valid: [string, object][] = [
    [Pod, podWith({ seccompProfile: { type: "Localhost", localhostProfile: "p.json" }, appArmorProfile: { type: "RuntimeDefault" } },
      { seccompProfile: { type: "RuntimeDefault" }, appArmorProfile: { type: "Localhost", localhostProfile: "k8s-deny" } })],
    [Pod, { spec: { containers: [{ name: "a" }] } }],
    [FlowSchema, { spec: { rules: [{ subjects: [{ kind: "Group", group: { name: "system:authenticated" } }, { kind: "ServiceAccount", serviceAccount: { name: "*", namespace: "kube-system" } }] }] } }],
    [PLC, limited({ type: "Queue", queuing })],
    [PLC, limited({ type: "Reject" })],
    [PLC, { spec: { type: "Exempt", exempt: { nominalConcurrencyShares: 0 } } }],
  ];
  for (const [type, object] of valid) t.deepEqual(validateLegacyUnions(TABLES, type, object), []);
});

test("AppArmor's localhost profile: Go's TrimSpace decides padding, and a name over 4095 bytes is too long", (t) => {
  const profile = (localhostProfile: string): object => podWith({ appArmorProfile: { type: "Localhost", localhostProfile } });
  const F = "spec.securityContext.appArmorProfile.localhostProfile";
  const long = "p".repeat(4094) + "é"; // 4096 bytes in 4095 characters
  const cases: readonly (readonly [string, string, ServerFieldError[]])[] = [
    ["U+0085 is space to Go", "k8s-deny\u0085", [invalid(F, "k8s-deny\u0085", "must not be padded with whitespace")]],
    ["U+FEFF is not space to Go", "\ufeffk8s-deny", []],
    ["4095 bytes is the limit", "p".repeat(4095), []],
    ["4096 bytes is too long", long, [ServerFieldError.tooLong(F, 4095)]],
    ["padded and too long: both", ` ${long}`, [invalid(F, ` ${long}`, "must not be padded with whitespace"), ServerFieldError.tooLong(F, 4095)]],
  ];
  for (const [name, value, expected] of cases) t.deepEqual(validateLegacyUnions(TABLES, Pod, deepFreeze(profile(value))), expected, name);
});

test("errors print as Kubernetes prints them", (t) => {
  t.is(String(required("a.b", "must be set")), "a.b: Required value: must be set");
  t.is(String(forbidden("a.b", "must be nil")), "a.b: Forbidden: must be nil");
  t.is(String(invalid("a.b", "x", "bad")), 'a.b: Invalid value: "x": bad');
  t.is(String(notSupported("a.type", "X", ["A", "B"])), 'a.type: Unsupported value: "X": supported values: "A", "B"');
  t.is(String(ServerFieldError.tooLong("a.p", 4095)), "a.p: Too long: may not be more than 4095 bytes");
  t.is(String(ServerFieldError.tooLong("a.p", 1)), "a.p: Too long: may not be more than 1 byte");
});

test("other modules' definitions with the same short names are not checked; unknown types are TablesError", (t) => {
  const other: Tables = { "com.example.v1.SeccompProfile": { fields: { type: str, localhostProfile: str }, unions: [] } };
  t.deepEqual(validateLegacyUnions(other, "com.example.v1.SeccompProfile", { type: "Unconfined", localhostProfile: "x" }), []);
  t.is(t.throws(() => validateLegacyUnions(TABLES, "Nope", {}), { instanceOf: TablesError }).code, "tables.unknownDefinition");
});
