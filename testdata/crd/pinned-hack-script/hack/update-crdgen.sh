#!/usr/bin/env bash
# Writes the CRDs with the controller-gen this script installs.
CONTROLLER_GEN_VER="v0.18.0"
go install "sigs.k8s.io/controller-tools/cmd/controller-gen@${CONTROLLER_GEN_VER}"
controller-gen crd paths=./api/... output:crd:dir=./config/crd
