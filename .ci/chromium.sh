#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests (the npm browser download is not available).
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
chromium --version
