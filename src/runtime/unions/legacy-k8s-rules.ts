// The API server's own checks of the 2019 (`+union`) unions of k8s.io/api: which member the
// discriminator requires and which it forbids, with the field paths, error types and messages
// of Kubernetes' hand-written validation (pkg/apis/core/validation for SeccompProfile and
// AppArmorProfile, pkg/apis/flowcontrol/validation for FlowSchema subjects and priority-level
// limits). Only the union's consistency is checked, not the members' own contents (a seccomp
// profile's path, a subject's name format, queue sizes) — except where the same function checks
// them in one switch with the union: AppArmor's localhost profile name (padding, 4095 bytes).

import { own, type Obj } from "../json.js";
import { fieldPath as at } from "../path.js";
import { ServerFieldError } from "./legacy-k8s-errors.js";
import { utf8Length } from "../validation/go-value.js";

type Rule = (value: Obj, path: string) => ServerFieldError[];

/** A Go pointer member: set when present and not null. */
const has = (value: Obj, name: string): boolean => own(value, name) !== undefined && own(value, name) !== null;
/** A Go string field: absent and null read as "". */
const text = (value: Obj, name: string): unknown => own(value, name) ?? "";

const PROFILE_TYPES = ["Localhost", "RuntimeDefault", "Unconfined"];

const seccompProfile: Rule = (value, path) => {
  const errors: ServerFieldError[] = [];
  const type = text(value, "type");
  if (type === "") errors.push(ServerFieldError.required(at(path, "type"), "type is required when seccompProfile is set"));
  else if (!PROFILE_TYPES.includes(type as string)) errors.push(ServerFieldError.notSupported(at(path, "type"), type, PROFILE_TYPES));
  if (type === "Localhost") {
    if (!has(value, "localhostProfile")) errors.push(ServerFieldError.required(at(path, "localhostProfile"), "must be set when seccomp type is Localhost"));
  } else if (has(value, "localhostProfile")) {
    errors.push(ServerFieldError.invalid(at(path, "localhostProfile"), value, "can only be set when seccomp type is Localhost"));
  }
  return errors;
};

/** PATH_MAX - 1: the longest localhost profile name the API server takes, in bytes. */
const MAX_LOCALHOST_PROFILE_BYTES = 4095;

/** Go's unicode.IsSpace at the ends of a string (strings.TrimSpace): unlike String.prototype.trim, U+0085 is space and U+FEFF is not. */
const GO_SPACE = "[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]";
const GO_PADDED = new RegExp(`^${GO_SPACE}|${GO_SPACE}$`, "u");

const localhostAppArmorProfile = (profile: string, field: string): ServerFieldError[] => {
  const errors: ServerFieldError[] = [];
  if (GO_PADDED.test(profile)) errors.push(ServerFieldError.invalid(field, profile, "must not be padded with whitespace"));
  else if (profile === "") errors.push(ServerFieldError.required(field, "must be set when AppArmor type is Localhost"));
  if (utf8Length(profile) > MAX_LOCALHOST_PROFILE_BYTES) errors.push(ServerFieldError.tooLong(field, MAX_LOCALHOST_PROFILE_BYTES));
  return errors;
};

const appArmorProfile: Rule = (value, path) => {
  const type = text(value, "type");
  const profile = own(value, "localhostProfile");
  const field = at(path, "localhostProfile");
  if (type === "Localhost") {
    if (typeof profile !== "string") return has(value, "localhostProfile") ? [] : [ServerFieldError.required(field, "must be set when AppArmor type is Localhost")];
    return localhostAppArmorProfile(profile, field);
  }
  if (type === "RuntimeDefault" || type === "Unconfined") {
    return has(value, "localhostProfile") ? [ServerFieldError.invalid(field, profile, "can only be set when AppArmor type is Localhost")] : [];
  }
  if (type === "") return [ServerFieldError.required(at(path, "type"), "type is required when appArmorProfile is set")];
  return [ServerFieldError.notSupported(at(path, "type"), type, PROFILE_TYPES)];
};

const SUBJECT_MEMBERS: readonly (readonly [kind: string, member: string])[] = [["ServiceAccount", "serviceAccount"], ["User", "user"], ["Group", "group"]];

const flowSchemaSubject: Rule = (value, path) => {
  const kind = text(value, "kind");
  const selected = SUBJECT_MEMBERS.find(([name]) => name === kind);
  if (selected === undefined) return [ServerFieldError.notSupported(at(path, "kind"), kind, ["Group", "ServiceAccount", "User"])];
  const [, member] = selected;
  const errors = has(value, member) ? [] : [ServerFieldError.required(at(path, member), `${member} is required when subject kind is '${kind as string}'`)];
  for (const [other, name] of SUBJECT_MEMBERS) {
    if (name !== member && has(value, name)) errors.push(ServerFieldError.forbidden(at(path, name), `${name} is forbidden when subject kind is not '${other}'`));
  }
  return errors;
};

const priorityLevelSpec: Rule = (value, path) => {
  const type = text(value, "type");
  if (type === "Exempt") return has(value, "limited") ? [ServerFieldError.forbidden(at(path, "limited"), "must be nil if the type is not Limited")] : [];
  if (type !== "Limited") return [ServerFieldError.notSupported(at(path, "type"), type, ["Exempt", "Limited"])];
  const errors = has(value, "exempt") ? [ServerFieldError.forbidden(at(path, "exempt"), "must be nil if the type is Limited")] : [];
  if (!has(value, "limited")) errors.push(ServerFieldError.required(at(path, "limited"), "must not be empty when type is Limited"));
  return errors;
};

const limitResponse: Rule = (value, path) => {
  const type = text(value, "type");
  if (type === "Reject") return has(value, "queuing") ? [ServerFieldError.forbidden(at(path, "queuing"), "must be nil if limited.limitResponse.type is not Limited")] : [];
  if (type === "Queue") return has(value, "queuing") ? [] : [ServerFieldError.required(at(path, "queuing"), "must not be empty if limited.limitResponse.type is Limited")];
  return [ServerFieldError.notSupported(at(path, "type"), type, ["Queue", "Reject"])];
};

const FLOWCONTROL = /^io\.k8s\.api\.flowcontrol\.v1(?:beta[123])?\.(Subject|PriorityLevelConfigurationSpec|LimitResponse)$/;
const FLOWCONTROL_RULES: Readonly<Record<string, Rule>> = { Subject: flowSchemaSubject, PriorityLevelConfigurationSpec: priorityLevelSpec, LimitResponse: limitResponse };

/** The check of a k8s.io/api definition (by its definition name), if it is one of those unions. */
export function ruleFor(definitionName: string): Rule | undefined {
  if (definitionName === "io.k8s.api.core.v1.SeccompProfile") return seccompProfile;
  if (definitionName === "io.k8s.api.core.v1.AppArmorProfile") return appArmorProfile;
  const match = FLOWCONTROL.exec(definitionName);
  return match === null ? undefined : FLOWCONTROL_RULES[match[1]!];
}
