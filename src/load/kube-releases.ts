// The k8s.io/kube-openapi that each Kubernetes minor's openapi-gen is built from: the
// requirement in k8s.io/code-generator's go.mod at the minor's first release tag (v0.N.0),
// which `kube_codegen.sh` of that release builds openapi-gen with. Read from the
// code-generator repository's tags v0.24.0 … v0.36.0; data, not computed at run time.

const kubeOpenapiOfMinor: Readonly<Record<number, string>> = {
  24: "v0.0.0-20220328201542-3ee0da9b0b42",
  25: "v0.0.0-20220803162953-67bda5d908f1",
  26: "v0.0.0-20221012153701-172d655c2280",
  27: "v0.0.0-20230308215209-15aac26d736a",
  28: "v0.0.0-20230717233707-2695361300d9",
  29: "v0.0.0-20231010175941-2dd684a91f00",
  30: "v0.0.0-20240228011516-70dd3763d340",
  31: "v0.0.0-20240228011516-70dd3763d340",
  32: "v0.0.0-20241105132330-32ad38e42d3f",
  33: "v0.0.0-20250318190949-c8a335a9a2ff",
  34: "v0.0.0-20250710124328-f3f2b991d03b",
  35: "v0.0.0-20250910181357-589584f1c912",
  36: "v0.0.0-20260317180543-43fb72c5454a",
};

/** The minors the table knows, for messages. */
export const knownMinors = `1.${Math.min(...Object.keys(kubeOpenapiOfMinor).map(Number))}–1.${Math.max(...Object.keys(kubeOpenapiOfMinor).map(Number))}`;

/**
 * A Kubernetes minor as users write it (`1.30`, `v1.30`, `1.30.2`) → the kube-openapi its
 * code-generator v0.30.0 requires; undefined when the text is no minor or one the table lacks.
 */
export function kubeOpenapiOfKubernetes(text: string): { readonly minor: number; readonly version: string } | undefined {
  const match = /^v?1\.(\d+)(?:\.\d+)?$/.exec(text);
  return match === null ? undefined : ofMinor(Number(match[1]));
}

/** A release tag of a k8s.io staging module (code-generator v0.30.2) → the kube-openapi of its minor. */
export function kubeOpenapiOfStagingTag(version: string): { readonly minor: number; readonly version: string } | undefined {
  const match = /^v0\.(\d+)\.\d+$/.exec(version);
  return match === null ? undefined : ofMinor(Number(match[1]));
}

function ofMinor(minor: number): { readonly minor: number; readonly version: string } | undefined {
  const version = Object.hasOwn(kubeOpenapiOfMinor, minor) ? kubeOpenapiOfMinor[minor] : undefined;
  return version === undefined ? undefined : { minor, version };
}
