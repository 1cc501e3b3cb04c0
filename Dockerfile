# syntax=docker/dockerfile:1
# Planning Poker as a container. The build stage runs scripts/image/build.sh (CI runs the same
# script without Docker); the final stage is its output on a slim Node, as the unprivileged
# `node` user, with only production dependencies. See README "Containers".
ARG NODE_IMAGE=node:20.19-bookworm-slim

FROM ${NODE_IMAGE} AS build
# A compiler only here, for a native module without a prebuilt binary for the platform.
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN sh scripts/image/build.sh /app

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the app; only /data (SQLite, the generated secret) is writable.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "healthcheck.mjs"]
# node itself is PID 1's child of nothing: SIGTERM from `docker stop` reaches the server directly.
# The node flags are `npm run serve`'s (a 32 MB young generation: see README, Configuration).
CMD ["node", "--max-semi-space-size=32", "--heap-growing-percent=100", "--import", "tsx", "src/server/main.ts"]
