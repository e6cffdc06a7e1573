# syntax=docker/dockerfile:1
# Mindwire: one `mindwire serve` per container. Node 24 runs the TypeScript sources directly (type
# stripping), so the only build step is the web apps; dev dependencies are pruned before the final stage: the
# test tools (@mindwire/testkit lists them as its own), the bench and its peers (LangGraph.js), and the web apps'
# libraries (React, Vue, Tone.js, Vite), which are only needed to build the bundles the server serves from
# apps/*/dist. `npm ci --omit=dev` gives 223 MB of node_modules (455 MB while those were dependencies).
# scripts/docker-image-check.sh builds and starts the image where a Docker daemon is available.

FROM node:24-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run --silent build:web \
 && npm prune --omit=dev --no-audit --no-fund \
 && find . -path ./node_modules -prune -o -name '*.test.ts' -type f -exec rm -f {} +

FROM node:24-slim
ENV NODE_ENV=production \
    MINDWIRE_HOST=0.0.0.0 \
    MINDWIRE_PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# The embedded database (PGlite, when no DATABASE_URL is set) lives in .data/mindwire: a volume, so a new
# container of the image keeps the data. Made here, owned by node, so a fresh named volume is writable.
RUN mkdir -p /app/.data && chown node:node /app/.data
VOLUME ["/app/.data"]
# Not root: the process needs nothing but its port and, on PGlite, its data folder.
USER node
EXPOSE 3000
# Liveness: /healthz answers as soon as the server listens, on the port the container was configured with.
# Readiness (/readyz) is the load balancer's.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.MINDWIRE_PORT || 3000}/healthz`).then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/cli/bin/mindwire.js", "serve"]
