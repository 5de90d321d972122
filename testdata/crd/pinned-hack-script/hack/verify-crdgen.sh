#!/usr/bin/env bash
# An older verify script that nobody updated: the update script's version wins.
go install sigs.k8s.io/controller-tools/cmd/controller-gen@v0.17.3
