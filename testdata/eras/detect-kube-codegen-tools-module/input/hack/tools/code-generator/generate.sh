#!/usr/bin/env bash
set -euo pipefail
TOOLS_DIR=$(realpath "$(dirname "${BASH_SOURCE[0]}")/..")
CODEGEN_PKG=$(cd "${TOOLS_DIR}"; go list -m -f "{{.Dir}}" k8s.io/code-generator)
source "${CODEGEN_PKG}/kube_codegen.sh"
kube::codegen::gen_openapi --output-dir apis/openapi apis
