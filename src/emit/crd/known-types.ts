// Types whose CRD schema controller-gen fixes instead of reading their Go declaration.

import type { Schema } from "./schema.js";

const metav1 = "k8s.io/apimachinery/pkg/apis/meta/v1";
const intOrString = (): Schema => ({ "x-kubernetes-int-or-string": true, anyOf: [{ type: "integer" }, { type: "string" }] });

const known: Record<string, () => Schema> = {
  [`${metav1}.ObjectMeta`]: () => ({ type: "object" }),
  [`${metav1}.Time`]: () => ({ type: "string", format: "date-time" }),
  [`${metav1}.MicroTime`]: () => ({ type: "string", format: "date-time" }),
  [`${metav1}.Duration`]: () => ({ type: "string" }),
  [`${metav1}.Fields`]: () => ({ type: "object", additionalProperties: true }),
  "k8s.io/apimachinery/pkg/api/resource.Quantity": () => ({
    ...intOrString(),
    pattern: "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$",
  }),
  "k8s.io/apimachinery/pkg/runtime.RawExtension": () => ({ type: "object", "x-kubernetes-preserve-unknown-fields": true }),
  "k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.Unstructured": () => ({ type: "object" }),
  "k8s.io/apimachinery/pkg/util/intstr.IntOrString": intOrString,
  "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1beta1.JSON": () => ({ "x-kubernetes-preserve-unknown-fields": true }),
  "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSON": () => ({ "x-kubernetes-preserve-unknown-fields": true }),
};

/** With generateEmbeddedObjectMeta, ObjectMeta keeps the fields a CRD may set in an embedded object. */
const embeddedObjectMeta = (): Schema => {
  const stringMap = (): Schema => ({ type: "object", additionalProperties: { type: "string" } });
  return {
    type: "object",
    properties: {
      name: { type: "string" },
      namespace: { type: "string" },
      annotations: stringMap(),
      labels: stringMap(),
      finalizers: { type: "array", items: { type: "string" } },
    },
  };
};

/** Before controller-tools v0.16.1, core/v1's Protocol had a fixed schema with a default (no description). */
const fixedProtocol = (): Schema => ({ type: "string", default: "TCP" });

export interface KnownTypeOptions {
  readonly generateEmbeddedObjectMeta: boolean;
  /** The fixed core/v1 Protocol schema of controller-tools before v0.16.1. */
  readonly fixedProtocol: boolean;
}

export function knownTypeSchema(pkg: string, name: string, options: KnownTypeOptions): Schema | undefined {
  const key = `${pkg}.${name}`;
  if (options.generateEmbeddedObjectMeta && key === `${metav1}.ObjectMeta`) return embeddedObjectMeta();
  if (options.fixedProtocol && key === "k8s.io/api/core/v1.Protocol") return fixedProtocol();
  return Object.hasOwn(known, key) ? known[key]!() : undefined;
}
