#!/usr/bin/env bash
CONTROLLER_GEN_VERSION=v0.19.0
