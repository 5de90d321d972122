#!/usr/bin/env bash
function controller-gen() {
  go run sigs.k8s.io/controller-tools/cmd/controller-gen@v0.16.5 "$@"
}
controller-gen crd paths=./api/... output:crd:artifacts:config=config/crd
