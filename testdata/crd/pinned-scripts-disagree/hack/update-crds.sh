#!/usr/bin/env bash
CONTROLLER_GEN_VERSION=v0.18.0
