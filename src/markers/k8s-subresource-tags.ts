// validation-gen's `+k8s:supportsSubresource="/status"` (the type's validation also runs for that
// subresource; repeatable) and `+k8s:isSubresource="/scale"` (the type is that subresource: its
// validation runs for it instead of the root "/"), read from the type's comment and the comment
// group above it, as validation-gen reads them. The result is the sorted list of paths, or
// undefined when it is the default, the root alone.

import type { Marker } from "./comment-tags.js";
import { parseCodeTag } from "./codetags.js";

export function k8sSubresources(markers: readonly Marker[]): string[] | undefined {
  const supported = new Set<string>();
  let isSubresource: string | undefined;
  for (const marker of markers) {
    if (!marker.text.startsWith("k8s:supportsSubresource") && !marker.text.startsWith("k8s:isSubresource")) continue;
    const parsed = parseCodeTag(marker.text);
    if (!parsed.ok || parsed.tag.value?.type !== "string") continue; // the codetags check reports syntax errors
    if (parsed.tag.name === "k8s:supportsSubresource") supported.add(parsed.tag.value.text);
    else if (parsed.tag.name === "k8s:isSubresource") isSubresource = parsed.tag.value.text;
  }
  if (supported.size === 0 && isSubresource === undefined) return undefined;
  supported.add(isSubresource ?? "/");
  return [...supported].sort();
}
