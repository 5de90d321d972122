// controller-gen's webhook generator (controller-tools pkg/webhook): the
// +kubebuilder:webhook markers of every input package → one MutatingWebhookConfiguration
// and one ValidatingWebhookConfiguration (manifests.yaml), named by
// +kubebuilder:webhookconfiguration (v0.16.3 on) or mutating-/validating-webhook-configuration.
// Webhooks are ordered by name: within each package before v0.20.0, across packages since.
// Pure: markers and the era in, YAML documents and diagnostics out.

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import type { Marker } from "../../markers/comment-tags.js";
import { readGeneratorMarkers, readingNotes, stringOf, type GeneratorMarker, type ReadMarker } from "../../markers/generator-markers.js";
import { webhookConfigurationMarker, webhookMarker } from "../../markers/kubebuilder-webhook.js";
import type { YamlValue } from "../../write/go-yaml.js";
import type { ManifestObjects } from "../shared/package-markers.js";
import type { ControllerToolsEra } from "../../era/controller-tools.js";
import { goCompare } from "../shared/go-compare.js";
import { webhookOf, type Webhook } from "./webhook-object.js";

interface Placed {
  readonly webhook: Webhook;
  readonly marker: Marker;
}

/** `packages`: each input package's package-level markers, packages in import-path order. */
export function generateWebhooks(packages: readonly (readonly Marker[])[], era: ControllerToolsEra): ManifestObjects {
  const diagnostics: Diagnostic[] = [];
  const names: { mutating?: string; validating?: string } = {};
  const webhooks: Placed[] = [];
  for (const markers of packages) {
    const configurations = readMarkers(webhookConfigurationMarker, markers, era, diagnostics);
    nameConfigurations(configurations, names, diagnostics);
    const own: Placed[] = [];
    for (const read of readMarkers(webhookMarker, markers, era, diagnostics)) {
      const webhook = webhookOf(read.fields);
      if ("error" in webhook) diagnostics.push(diagnose("OM5302", read.marker.span, stringOf(read.fields.name), webhook.error));
      else own.push({ webhook, marker: read.marker });
    }
    webhooks.push(...own.sort(byName));
  }
  if (era.has("webhook-global-order")) webhooks.sort(byName);
  for (const { webhook, marker } of [...webhooks.filter((w) => w.webhook.mutating), ...webhooks.filter((w) => !w.webhook.mutating)]) {
    const refusal = refusalOf(webhook);
    if (refusal !== undefined) diagnostics.push(diagnose("OM5302", marker.span, webhook.name, refusal));
  }
  if (diagnostics.some((d) => d.severity === "error")) return { objects: [], diagnostics };
  const objects: YamlValue[] = [];
  for (const mutating of [true, false]) {
    const own = webhooks.filter((w) => w.webhook.mutating === mutating).map((w) => w.webhook.object);
    if (own.length === 0) continue;
    const kind = mutating ? "MutatingWebhookConfiguration" : "ValidatingWebhookConfiguration";
    const name = (mutating ? names.mutating : names.validating) || (mutating ? "mutating-webhook-configuration" : "validating-webhook-configuration");
    objects.push({ apiVersion: "admissionregistration.k8s.io/v1", kind, metadata: { name }, webhooks: own });
  }
  return { objects, diagnostics };
}

/** The markers of `definition` that parse; the others (and arguments newer than the era) are errors. */
function readMarkers(definition: GeneratorMarker, markers: readonly Marker[], era: ControllerToolsEra, diagnostics: Diagnostic[]): (ReadMarker & { ok: true })[] {
  const out: (ReadMarker & { ok: true })[] = [];
  for (const read of readGeneratorMarkers(definition, markers)) {
    const since = era.markerNewer(definition.name, "package");
    if (since !== undefined) {
      diagnostics.push(diagnose("OM5304", read.marker.span, definition.name, era.version, since));
      continue;
    }
    if (!read.ok) {
      diagnostics.push(diagnose("OM5300", read.marker.span, definition.name, read.error));
      continue;
    }
    diagnostics.push(...readingNotes(definition.name, read));
    const newer = Object.keys(read.fields).find((argument) => era.argumentNewer(definition.name, argument) !== undefined);
    if (newer !== undefined) diagnostics.push(diagnose("OM5011", read.marker.span, definition.name, newer, era.version, era.argumentNewer(definition.name, newer)!));
    else out.push(read);
  }
  return out;
}

/** One +kubebuilder:webhookconfiguration of each kind per package; a later package's replaces an earlier one's. */
function nameConfigurations(configurations: readonly (ReadMarker & { ok: true })[], names: { mutating?: string; validating?: string }, diagnostics: Diagnostic[]): void {
  const seen = new Set<boolean>();
  for (const { fields, marker } of configurations) {
    const mutating = fields.mutating === true;
    if (seen.has(mutating)) {
      diagnostics.push(diagnose("OM5303", marker.span, mutating ? "mutating" : "validating", stringOf(fields.name)));
      continue;
    }
    seen.add(mutating);
    if (mutating) names.mutating = stringOf(fields.name);
    else names.validating = stringOf(fields.name);
  }
}

/** What admissionregistration/v1 requires and controller-gen checks before writing. */
function refusalOf(webhook: Webhook): string | undefined {
  if (webhook.sideEffects === undefined) return "SideEffects is required for creating v1 {Mutating,Validating}WebhookConfiguration";
  if (webhook.sideEffects === "Some") return "SideEffects should not be set to `Some` or `Unknown` for v1 {Mutating,Validating}WebhookConfiguration";
  if (webhook.timeoutSeconds !== undefined && (webhook.timeoutSeconds < 1 || webhook.timeoutSeconds > 30)) return "TimeoutSeconds must be between 1 and 30 seconds";
  if (webhook.admissionReviewVersions.length === 0) return "AdmissionReviewVersions is mandatory for v1 {Mutating,Validating}WebhookConfiguration";
  return undefined;
}

function byName(a: Placed, b: Placed): number {
  return goCompare(a.webhook.name, b.webhook.name);
}
