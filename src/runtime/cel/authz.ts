// Kubernetes' authz library (`authorizer.group(…).resource(…).check(…)`) asks the API
// server's authorizer about the requesting user. CRD validation rules have no `authorizer`
// variable (the server refuses a rule using it when the CRD is created), and a client has
// no authorizer: here it is an evaluation error with this message.

export const AUTHZ_UNAVAILABLE = "the authz library (authorizer) has no meaning outside the API server: CRD validation rules cannot use it";
