// One +kubebuilder:webhook marker → an admissionregistration/v1 MutatingWebhook or
// ValidatingWebhook, as controller-tools pkg/webhook's Config converts it: enumerated
// values matched without case and written in the API's spelling, anything else kept as
// written (failurePolicy, operations) or dropped (sideEffects, reinvocationPolicy).

import type { ArgValue } from "../../markers/controller-gen-args.js";
import { stringOf, stringsOf } from "../../markers/generator-markers.js";
import type { YamlValue } from "../../write/go-yaml.js";

export interface Webhook {
  readonly name: string;
  readonly mutating: boolean;
  readonly object: { readonly [key: string]: YamlValue };
  /** sideEffects as the API spells it, when the marker names one controller-gen knows. */
  readonly sideEffects: string | undefined;
  readonly timeoutSeconds: number | undefined;
  readonly admissionReviewVersions: readonly string[];
  /** webhookVersions, or v1 when none. */
  readonly webhookVersions: readonly string[];
}

type Fields = Readonly<Record<string, ArgValue>>;

const spelled = (known: readonly string[], value: string): string | undefined => known.find((k) => k.toLowerCase() === value.toLowerCase());

/** The webhook, or the reason controller-gen refuses the marker. */
export function webhookOf(fields: Fields): Webhook | { readonly error: string } {
  // controller-gen's checks, in its order.
  const versions = stringsOf(fields.webhookVersions);
  const unsupported = versions.find((v) => v !== "v1");
  if (unsupported !== undefined) return { error: `unsupported webhook version: ${unsupported}` };
  const matchPolicy = stringOf(fields.matchPolicy);
  const match = matchPolicy === "" ? undefined : spelled(["Exact", "Equivalent"], matchPolicy);
  if (matchPolicy !== "" && match === undefined) return { error: `unknown value ${JSON.stringify(matchPolicy)} for matchPolicy` };
  const path = stringOf(fields.path);
  const url = stringOf(fields.url);
  if ((path === "") === (url === "")) return { error: "`url` or `path` markers are required and mutually exclusive" };
  const mutating = fields.mutating === true;
  const failurePolicy = stringOf(fields.failurePolicy);
  const sideEffects = spelled(["None", "NoneOnDryRun", "Some"], stringOf(fields.sideEffects));
  const timeout = typeof fields.timeoutSeconds === "number" && fields.timeoutSeconds !== 0 ? fields.timeoutSeconds : undefined;
  const reinvocation = mutating ? spelled(["Never", "IfNeeded"], stringOf(fields.reinvocationPolicy)) : undefined;
  const admissionReviewVersions = stringsOf(fields.admissionReviewVersions);
  const object: Record<string, YamlValue> = {
    admissionReviewVersions: admissionReviewVersions.length === 0 ? null : admissionReviewVersions,
    clientConfig: path === "" ? { url } : { service: serviceOf(fields, path) },
    failurePolicy: spelled(["Ignore", "Fail"], failurePolicy) ?? failurePolicy,
    name: stringOf(fields.name),
    rules: [ruleOf(fields)],
    sideEffects: sideEffects ?? null,
  };
  if (match !== undefined) object.matchPolicy = match;
  if (timeout !== undefined) object.timeoutSeconds = timeout;
  if (reinvocation !== undefined) object.reinvocationPolicy = reinvocation;
  return { name: stringOf(fields.name), mutating, object, sideEffects, timeoutSeconds: timeout, admissionReviewVersions, webhookVersions: versions.length === 0 ? ["v1"] : versions };
}

function serviceOf(fields: Fields, path: string): YamlValue {
  const service: Record<string, YamlValue> = {
    name: stringOf(fields.serviceName) || "webhook-service",
    namespace: stringOf(fields.serviceNamespace) || "system",
    path,
  };
  if (typeof fields.servicePort === "number") service.port = fields.servicePort;
  return service;
}

/** RuleWithOperations: empty lists left out (omitempty); `core` is the "" group. */
function ruleOf(fields: Fields): YamlValue {
  const rule: Record<string, YamlValue> = {};
  const groups = stringsOf(fields.groups).map((g) => (g === "core" ? "" : g));
  const versions = stringsOf(fields.versions);
  const operations = stringsOf(fields.verbs).map((v) => spelled(["CREATE", "UPDATE", "DELETE", "CONNECT", "*"], v) ?? v);
  const resources = stringsOf(fields.resources);
  if (groups.length > 0) rule.apiGroups = groups;
  if (versions.length > 0) rule.apiVersions = versions;
  if (operations.length > 0) rule.operations = operations;
  if (resources.length > 0) rule.resources = resources;
  return rule;
}
