#!/bin/sh
# The image's build steps, in one place: the Dockerfile's build stage runs this, and CI runs it
# without Docker (scripts/image/check.sh). Run from a clean copy of the sources; writes the
# runnable app (production dependencies, built web app, server sources) to OUT_DIR.
#   usage: sh scripts/image/build.sh OUT_DIR
set -eu
out="${1:?usage: sh scripts/image/build.sh OUT_DIR}"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_update_notifier=false

# Everything the web build needs, then only what the server needs at run time.
npm install --no-audit --no-fund --prefer-offline
npm run build
npm prune --omit=dev --no-audit --no-fund

mkdir -p "$out/src" "$out/dist" "$out/scripts"
cp package.json package-lock.json tsconfig.json "$out/"
cp -R node_modules "$out/node_modules"
cp -R src/server src/shared "$out/src/"
# A plugin's server and shared parts run on the server; its client is in dist, its test part stays out.
# The plugin lists (src/plugins/server.ts, client.ts) sit beside the plugins' folders.
mkdir -p "$out/src/plugins"
cp src/plugins/*.ts "$out/src/plugins/"
for plugin in src/plugins/*/; do
  plugin="${plugin%/}"
  mkdir -p "$out/$plugin"
  cp -R "$plugin/server" "$plugin/shared" "$out/$plugin/"
done
cp -R dist/client "$out/dist/client"
cp scripts/backup.ts scripts/restore.ts "$out/scripts/"
cp scripts/image/healthcheck.mjs "$out/healthcheck.mjs"
# Tests beside the code are not part of the app.
find "$out/src" -name '*.test.ts' -delete
echo "image build: app in $out"
