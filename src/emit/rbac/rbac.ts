// controller-gen's rbac generator (controller-tools pkg/rbac): the +kubebuilder:rbac
// markers of every input package → a ClusterRole named by roleName, and a Role for each
// namespace= (since v0.21.0, one per namespace and marker roleName=), in one file
// (role.yaml, or fileName=). Pure: markers and options in, YAML documents and diagnostics out.

import { diagnose, hasErrors, type Diagnostic } from "../../diag/diagnostic.js";
import type { Marker } from "../../markers/comment-tags.js";
import type { ArgValue } from "../../markers/controller-gen-args.js";
import { readGeneratorMarkers, readingNotes, stringOf, stringsOf } from "../../markers/generator-markers.js";
import { rbacMarker } from "../../markers/kubebuilder-rbac.js";
import type { YamlValue } from "../../write/go-yaml.js";
import type { ManifestObjects } from "../shared/package-markers.js";
import type { ControllerToolsEra } from "../../era/controller-tools.js";
import { goCompare } from "../shared/go-compare.js";
import { normalizeRules, type PolicyRule } from "./rules.js";

export interface RbacOptions {
  readonly roleName: string;
  readonly era: ControllerToolsEra;
}

interface RoleKey {
  readonly namespace: string;
  readonly name: string;
}

/** `packages`: each input package's package-level markers, packages in import-path order. */
export function generateRbac(packages: readonly (readonly Marker[])[], options: RbacOptions): ManifestObjects {
  const diagnostics: Diagnostic[] = [];
  const roles = new Map<string, { key: RoleKey; rules: PolicyRule[]; first: Marker }>();
  for (const markers of packages) {
    for (const read of readGeneratorMarkers(rbacMarker, markers)) {
      if (!read.ok) {
        diagnostics.push(diagnose("OM5300", read.marker.span, rbacMarker.name, read.error));
        continue;
      }
      diagnostics.push(...readingNotes(rbacMarker.name, read));
      const since = options.era.argumentNewer(rbacMarker.name, "roleName");
      if (since !== undefined && "roleName" in read.fields) {
        diagnostics.push(diagnose("OM5011", read.marker.span, rbacMarker.name, "roleName", options.era.version, since));
        continue;
      }
      const namespace = stringOf(read.fields.namespace);
      const name = options.era.has("rbac-role-names") ? stringOf(read.fields.roleName) || options.roleName : options.roleName;
      const key: RoleKey = { namespace, name };
      const id = `${namespace}\u0000${name}`;
      const role = roles.get(id) ?? { key, rules: [], first: read.marker };
      role.rules.push(...rulesOf(read.fields, options.era));
      roles.set(id, role);
    }
  }
  if (hasErrors(diagnostics)) return { objects: [], diagnostics };
  const objects: YamlValue[] = [];
  const ordered = [...roles.values()].sort((a, b) => goCompare(a.key.namespace, b.key.namespace) || goCompare(a.key.name, b.key.name));
  for (const { key, rules, first } of ordered) {
    const policy = normalizeRules(rules, options.era, ({ kept, lost }) =>
      diagnostics.push(diagnose("OM5301", first.span, roleText(key), ruleText(kept), ruleText(lost))));
    if (policy.length > 0) objects.push(roleObject(key, policy));
  }
  return { objects, diagnostics };
}

/** A marker's rules: itself before v0.16.0, else one per resource (none without resources before v0.16.2). */
function rulesOf(fields: Readonly<Record<string, ArgValue>>, era: ControllerToolsEra): PolicyRule[] {
  const rule: PolicyRule = { groups: stringsOf(fields.groups), resources: stringsOf(fields.resources), resourceNames: stringsOf(fields.resourceNames), urls: stringsOf(fields.urls), verbs: stringsOf(fields.verbs) };
  if (!era.has("rbac-split-resources")) return [rule];
  if (rule.resources.length === 0) return era.has("rbac-keep-urls") ? [rule] : [];
  return rule.resources.map((resource) => ({ ...rule, resources: [resource] }));
}

function roleObject(key: RoleKey, rules: readonly PolicyRule[]): YamlValue {
  const metadata: Record<string, YamlValue> = key.namespace === "" ? { name: key.name } : { name: key.name, namespace: key.namespace };
  return { apiVersion: "rbac.authorization.k8s.io/v1", kind: key.namespace === "" ? "ClusterRole" : "Role", metadata, rules: rules.map(policyRuleObject) };
}

/** rbacv1.PolicyRule as JSON: empty lists are left out (omitempty), verbs never. */
function policyRuleObject(rule: PolicyRule): YamlValue {
  const out: Record<string, YamlValue> = {};
  if (rule.groups.length > 0) out.apiGroups = rule.groups;
  if (rule.urls.length > 0) out.nonResourceURLs = rule.urls;
  if (rule.resourceNames.length > 0) out.resourceNames = rule.resourceNames;
  if (rule.resources.length > 0) out.resources = rule.resources;
  out.verbs = rule.verbs.length === 0 ? null : rule.verbs; // verbs={}: Go's nil slice
  return out;
}

function roleText(key: RoleKey): string {
  return key.namespace === "" ? `ClusterRole ${key.name}` : `Role ${key.namespace}/${key.name}`;
}

function ruleText(rule: PolicyRule): string {
  const part = (name: string, values: readonly string[]): string[] => (values.length === 0 ? [] : [`${name}=${values.map((v) => (v === "" ? '""' : v)).join(";")}`]);
  return [...part("groups", rule.groups), ...part("resources", rule.resources), ...part("resourceNames", rule.resourceNames), ...part("urls", rule.urls), ...part("verbs", rule.verbs)].join(",");
}
