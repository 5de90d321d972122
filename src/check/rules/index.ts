// Every rule `openapi-markers check` (and `generate`) runs, in a fixed order; then
// openapi-gen's API rules, which `check` runs and the openapi-gen command reports.

import type { ApiRule } from "../api-rule.js";
import type { Rule } from "../rule.js";
import { apiListTypeMissing } from "./api-list-type-missing.js";
import { apiNamesMatch } from "./api-names-match.js";
import { apiOmitemptyMatchCase } from "./api-omitempty-match-case.js";
import { apiStreamingListFieldOrder } from "./api-streaming-list-field-order.js";
import { apiStreamingListJsonTags } from "./api-streaming-list-json-tags.js";
import { apiStreamingListProtoTags } from "./api-streaming-list-proto-tags.js";
import { k8sEnumType } from "./k8s-enum-type.js";
import { k8sModalTags } from "./k8s-modal-tags.js";
import { k8sTagSyntax } from "./k8s-tag-syntax.js";
import { k8sUnionDiscriminatorType } from "./k8s-union-discriminator-type.js";
import { k8sUnionItem } from "./k8s-union-item.js";
import { k8sUnionMemberField } from "./k8s-union-member-field.js";
import { k8sUnionWrappers } from "./k8s-union-wrappers.js";
import { k8sUnknownTag } from "./k8s-unknown-tag.js";
import { k8sUpdateTags } from "./k8s-update-tags.js";
import { k8sValidationChain } from "./k8s-validation-chain.js";
import { crdNames } from "./crd-names.js";
import { uniqueItems } from "./unique-items.js";
import { optionalOldSelf } from "./optional-old-self.js";
import { schemaless } from "./schemaless.js";
import { kubebuilderMarker } from "./kubebuilder-marker.js";
import { legacyUnionIgnoredMember } from "./legacy-union-ignored-member.js";
import { legacyUnionMembers } from "./legacy-union-members.js";
import { legacyUnionStruct } from "./legacy-union-struct.js";
import { listMapKeys } from "./list-map-keys.js";
import { listSetItems } from "./list-set-items.js";
import { listType } from "./list-type.js";
import { mapStructType } from "./map-struct-type.js";
import { mergeKeyTarget } from "./merge-key-target.js";
import { misplacedMarker } from "./misplaced-marker.js";
import { modelPackage } from "./model-package.js";
import { patchStrategy } from "./patch-strategy.js";
import { recommendedMergeKeysRule } from "./recommended-merge-keys.js";
import { unionDiscriminatedByAlone } from "./union-discriminated-by-alone.js";
import { unionDiscriminatorMember } from "./union-discriminator-member.js";
import { unionDiscriminatorOptionality } from "./union-discriminator-optionality.js";
import { unionDiscriminatorType } from "./union-discriminator-type.js";
import { unionLoneDiscriminator } from "./union-lone-discriminator.js";
import { unionMemberDiscriminator } from "./union-member-discriminator.js";
import { unionMemberMarker } from "./union-member-marker.js";
import { unionMemberOptional } from "./union-member-optional.js";
import { unionMemberValue } from "./union-member-value.js";
import { unionMixedMarkers } from "./union-mixed-markers.js";
import { unknownMarker } from "./unknown-marker.js";

export const rules: readonly Rule[] = [
  unionMemberDiscriminator,
  unionDiscriminatorType,
  unionDiscriminatorOptionality,
  unionDiscriminatorMember,
  unionMemberOptional,
  unionMemberValue,
  unionMemberMarker,
  unionDiscriminatedByAlone,
  unionMixedMarkers,
  unionLoneDiscriminator,
  legacyUnionStruct,
  legacyUnionMembers,
  k8sTagSyntax,
  k8sUnionDiscriminatorType,
  k8sUnionMemberField,
  k8sUnionItem,
  k8sUnionWrappers,
  k8sModalTags,
  k8sEnumType,
  k8sUnknownTag,
  k8sUpdateTags,
  k8sValidationChain,
  legacyUnionIgnoredMember,
  patchStrategy,
  mergeKeyTarget,
  recommendedMergeKeysRule,
  listType,
  listMapKeys,
  listSetItems,
  mapStructType,
  unknownMarker,
  misplacedMarker,
  modelPackage,
  kubebuilderMarker,
  crdNames,
  uniqueItems,
  optionalOldSelf,
  schemaless,
];

/** openapi-gen's API rules (kube-openapi pkg/generators/rules), in its linter's order. */
export const apiRules: readonly ApiRule[] = [
  apiNamesMatch,
  apiOmitemptyMatchCase,
  apiListTypeMissing,
  apiStreamingListFieldOrder,
  apiStreamingListJsonTags,
  apiStreamingListProtoTags,
];
