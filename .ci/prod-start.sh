#!/usr/bin/env bash
# `npm start` as a server is run: a fresh clone of this commit, installed without the development
# dependencies (`npm ci --omit=dev`), must build the web app and serve it and the API. Nothing the
# server or the build needs at run time may be a devDependency.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
dir="$(mktemp -d)"
# A port nothing listens on (a server already there would answer in this one's place).
port="$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
cleanup() {
  if [ -n "${server:-}" ]; then kill -- "-${server}" 2>/dev/null || true; fi
  rm -rf "${dir}"
}
trap cleanup EXIT
git clone -q "${repo}" "${dir}/clone"
cd "${dir}/clone"
npm ci --omit=dev --no-audit --no-fund
# Its own process group, so that the whole of it (npm, the build, the server) is stopped after.
PORT="${port}" DATA_DIR="${dir}/data" setsid npm start >"${dir}/start.log" 2>&1 &
server=$!
for _ in $(seq 1 90); do
  curl -sf "http://127.0.0.1:${port}/api/health" >/dev/null && break
  sleep 1
done
curl -sf "http://127.0.0.1:${port}/api/health" | grep -q '"ok":true' || {
  cat "${dir}/start.log"
  echo "npm start after npm ci --omit=dev: /api/health does not answer" >&2
  exit 1
}
curl -sf "http://127.0.0.1:${port}/" | grep -q '<div id="root">' || {
  echo "npm start after npm ci --omit=dev: / is not the web app" >&2
  exit 1
}
echo "npm start after npm ci --omit=dev: the web app and the API answer"
