// controller-gen's RBAC rule merging (controller-tools pkg/rbac NormalizeRules), era by
// era. A rule's fields are sets: deduplicated and sorted. Rules with the same groups,
// resources, names and URLs merge their verbs; since v0.16.0 each marker is split into one
// rule per resource and rules that differ only in resources, then only in groups (and,
// since v0.16.2, only in URLs) merge; the result is ordered by its key text.

import type { ControllerToolsEra } from "../../era/controller-tools.js";
import { goCompare } from "../shared/go-compare.js";

export interface PolicyRule {
  readonly groups: readonly string[];
  readonly resources: readonly string[];
  readonly resourceNames: readonly string[];
  readonly urls: readonly string[];
  readonly verbs: readonly string[];
}

/** Two rule sets controller-gen keys alike after a merge: it keeps either one (Go map order). */
export interface KeyCollision {
  readonly kept: PolicyRule;
  readonly lost: PolicyRule;
}

type Field = "groups" | "resources" | "resourceNames" | "urls";

/** Sorted and without duplicates: controller-tools' removeDupAndSort. */
export function uniqueSorted(values: readonly string[]): string[] {
  return [...new Set(values)].sort(goCompare);
}

function normalized(rule: PolicyRule): PolicyRule {
  return {
    groups: uniqueSorted(rule.groups),
    resources: uniqueSorted(rule.resources),
    resourceNames: uniqueSorted(rule.resourceNames),
    urls: uniqueSorted(rule.urls),
    verbs: uniqueSorted(rule.verbs),
  };
}

const join = (values: readonly string[]): string => values.join("&");

/** controller-tools' ruleKey.String(): groups + resources + names + URLs. */
function keyText(rule: PolicyRule): string {
  return `${join(rule.groups)} + ${join(rule.resources)} + ${join(rule.resourceNames)} + ${join(rule.urls)}`;
}

/** The key of every field but `left` (and with the verbs), as the merge passes bucket rules. */
function keyWithout(rule: PolicyRule, left: Field): string {
  const fields: Field[] = ["groups", "resources", "resourceNames", "urls"];
  return [...fields.filter((f) => f !== left).map((f) => join(rule[f])), join(rule.verbs)].join(" + ");
}

const coreToEmpty = (groups: readonly string[]): string[] => groups.map((g) => (g === "core" ? "" : g));

/** The policy rules of one role, merged and ordered as `era`'s controller-gen does. */
export function normalizeRules(rules: readonly PolicyRule[], era: ControllerToolsEra, collided: (c: KeyCollision) => void): PolicyRule[] {
  const coreFirst = era.has("rbac-keep-urls");
  let byKey = new Map<string, PolicyRule>();
  for (const raw of rules) {
    const rule = normalized(coreFirst ? { ...raw, groups: coreToEmpty(raw.groups) } : raw);
    const key = keyText(rule);
    const same = byKey.get(key);
    byKey.set(key, same === undefined ? rule : { ...same, verbs: uniqueSorted([...same.verbs, ...rule.verbs]) });
  }
  if (era.has("rbac-split-resources")) {
    byKey = mergeDiffering(byKey, "resources", collided);
    byKey = mergeDiffering(byKey, "groups", collided);
    if (era.has("rbac-keep-urls")) byKey = mergeDiffering(byKey, "urls", collided);
  }
  const ordered = [...byKey.entries()].sort((a, b) => goCompare(a[0], b[0])).map(([, rule]) => rule);
  return ordered.map((rule) => ({
    ...rule,
    groups: coreFirst ? rule.groups : coreToEmpty(rule.groups),
    verbs: era.has("rbac-star-verbs") && rule.verbs.includes("*") ? ["*"] : rule.verbs,
  }));
}

/** Rules alike in everything but `field` become one with the union of that field. */
function mergeDiffering(byKey: ReadonlyMap<string, PolicyRule>, field: Field, collided: (c: KeyCollision) => void): Map<string, PolicyRule> {
  const buckets = new Map<string, PolicyRule[]>();
  for (const rule of byKey.values()) {
    const bucket = keyWithout(rule, field);
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), rule]);
  }
  const merged = new Map<string, PolicyRule>();
  for (const bucket of buckets.values()) {
    const rule = normalized({ ...bucket[0]!, [field]: bucket.flatMap((r) => r[field]) });
    const key = keyText(rule);
    const before = merged.get(key);
    if (before !== undefined) collided({ kept: before, lost: rule });
    else merged.set(key, rule);
  }
  return merged;
}
