#!/usr/bin/env bash
# CI's stand-in for `docker build` (no Docker engine on our machines): runs the Dockerfile's
# build stage script on a clean copy of the sources, then checks what the final stage would
# hold: no development dependencies, and the app starts from it, passes its HEALTHCHECK, serves
# the web app and stops on SIGTERM.   usage: bash scripts/image/check.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

work="$(mktemp -d)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The build context: the sources as `COPY . .` sees them (tracked and new files; .dockerignore
# keeps out the same generated folders that git ignores).
mkdir -p "$work/context"
git ls-files -z --cached --others --exclude-standard | grep -zv '^\.git' | tar --null -T - -cf - 2>/dev/null | tar -xf - -C "$work/context"

(cd "$work/context" && sh scripts/image/build.sh "$work/app")

for dev in vitest typescript @playwright/test eslint; do
  if [ -e "$work/app/node_modules/$dev" ]; then
    echo "image check: development dependency $dev is in the image" >&2
    exit 1
  fi
done
echo "image check: app is $(du -sh "$work/app" | cut -f1) (node_modules $(du -sh "$work/app/node_modules" | cut -f1))"

# Start it as the final stage's CMD does, from the app folder, on a free loopback port.
port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
mkdir -p "$work/data"
(cd "$work/app" && NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATA_DIR="$work/data" LOG_LEVEL=warn exec node --max-semi-space-size=32 --heap-growing-percent=100 --import tsx src/server/main.ts) &
server_pid=$!

healthy=""
for _ in $(seq 1 60); do
  if (cd "$work/app" && PORT="$port" node healthcheck.mjs); then healthy=1; break; fi
  sleep 1
done
if [ -z "$healthy" ]; then
  echo "image check: the HEALTHCHECK never passed" >&2
  exit 1
fi
if ! PORT="$port" node -e 'fetch(`http://127.0.0.1:${process.env.PORT}/`).then(r=>r.text()).then(t=>process.exit(t.includes("<div id=\"root\"")?0:1),()=>process.exit(1))'; then
  echo "image check: the web app is not served" >&2
  exit 1
fi

kill -TERM "$server_pid"
status=0
wait "$server_pid" || status=$?
server_pid=""
if [ "$status" -ne 0 ]; then
  echo "image check: the server did not stop cleanly on SIGTERM (exit $status)" >&2
  exit 1
fi
echo "image check: built, started, healthy, served the web app, stopped on SIGTERM"
