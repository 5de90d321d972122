// How openapi-gen reads a struct's json tags: the three behaviours of the era that decide a
// struct's JSON properties and which of them are required. Everything that resolves a
// struct keys on this reading, not on the whole era, so that eras that read tags alike
// share one resolution (and a cache one entry).

import { hasChange, type Era } from "../era/openapi-gen.js";

export interface JsonReading {
  /** kube-openapi 4d3c1d1 on: an embedded member tagged with an empty name is inlined; before, one whose first option is `inline`. */
  readonly structural: boolean;
  /** kube-openapi c8b7954 on: only the omitempty option makes a member optional; before, the word anywhere in the tag. */
  readonly omitEmptyOption: boolean;
  /** kube-openapi #448 on: `+required` makes a member required whatever its tag. */
  readonly requiredMarker: boolean;
}

/** The newest reading: encoding/json's own, and what validation-gen and the API server read. */
export const newestReading: JsonReading = Object.freeze({ structural: true, omitEmptyOption: true, requiredMarker: true });

const readings = new WeakMap<Era, JsonReading>();

/** The era's reading (asked per member by some consumers: worked out once per era). */
export function openapiGenReading(era: Era): JsonReading {
  let reading = readings.get(era);
  if (reading === undefined) {
    reading = Object.freeze({
      structural: hasChange(era, "embedded-omitempty"),
      omitEmptyOption: hasChange(era, "omitempty-option"),
      requiredMarker: hasChange(era, "required-marker"),
    });
    readings.set(era, reading);
  }
  return reading;
}

/** The reading as a number from 0 to 7: a memo key (asked on every lookup, so no text is built). */
export function readingIndex(reading: JsonReading): number {
  return (reading.structural ? 4 : 0) + (reading.omitEmptyOption ? 2 : 0) + (reading.requiredMarker ? 1 : 0);
}

/** A short stable text for a reading ("s1o1r1"): a cache key. */
export function readingKey(reading: JsonReading): string {
  return `s${+reading.structural}o${+reading.omitEmptyOption}r${+reading.requiredMarker}`;
}
