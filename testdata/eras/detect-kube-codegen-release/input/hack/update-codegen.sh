#!/usr/bin/env bash
set -euo pipefail
CODEGEN_PKG=$(go list -m -f '{{.Dir}}' k8s.io/code-generator)
source "${CODEGEN_PKG}/kube_codegen.sh"
kube::codegen::gen_openapi --output-dir pkg/generated/openapi apis
