# syntax=docker/dockerfile:1
# Amora in one image (issue 33, docs/deploy.md "Cluster topology"): the role is the command —
# `api`, `shell` or `cdn` — run by tools/start-prod.mjs exactly as `npm run start:prod -- <role>`
# runs it on a host: what `npm run build` compiled, with plain node and NODE_ENV=production.
#
#   docker build -t amora .                        the runtime image (the last stage)
#   docker run --env-file amora.env amora api      one role per container; compose.yaml runs the cluster
#   docker build --target build -t amora-build .   the build stage: the one-shot jobs (seed, releases,
#                                                  backups), which need the development dependencies,
#                                                  the remotes' builds and PostgreSQL's client programs
#
# Ports: shell 3000 (PORT), CDN 3100 (CDN_PORT), API 4000 (API_PORT). The API listens on HOST
# (127.0.0.1 unless set: set HOST=0.0.0.0 in a container). Configuration: api/README.md
# "Configuration" and docs/deploy.md; the image holds no secret.
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Everything installed and built. Each workspace's manifest comes first, so a change of code
#    reuses the install layer. `npm ci` refuses a lockfile written on another machine class
#    (README "Requirements"): the project installs with `npm install`.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/* \
  && npm install -g npm@11 --no-audit --no-fund
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY api/package.json api/
COPY e2e/package.json e2e/
COPY mf-members/package.json mf-members/
COPY mf-chat/package.json mf-chat/
COPY mf-likes/package.json mf-likes/
COPY mf-credits/package.json mf-credits/
COPY mf-signup/package.json mf-signup/
COPY mf-landers/package.json mf-landers/
COPY mf-operator/package.json mf-operator/
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
# The browser builds of the shell and the seven remotes, the API (api/dist) and the shell's server (shell/dist-server).
RUN npm run build

# 2. The runtime dependencies alone (those of api, shell, shared and contracts; the CDN's fastify is the shell's).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN npm install -g npm@11 --no-audit --no-fund
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/contracts/package.json contracts/
COPY --from=build /app/shared/package.json shared/
COPY --from=build /app/shell/package.json shell/
COPY --from=build /app/api/package.json api/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/mf-members/package.json mf-members/
COPY --from=build /app/mf-chat/package.json mf-chat/
COPY --from=build /app/mf-likes/package.json mf-likes/
COPY --from=build /app/mf-credits/package.json mf-credits/
COPY --from=build /app/mf-signup/package.json mf-signup/
COPY --from=build /app/mf-landers/package.json mf-landers/
COPY --from=build /app/mf-operator/package.json mf-operator/
# A package npm could not hoist lands in its workspace's own node_modules: those folders exist, empty or not, for the COPY below.
RUN npm install --omit=dev --no-audit --no-fund --loglevel=error \
  && mkdir -p api/node_modules shell/node_modules

# 3. The image: what a host needs at runtime (docs/deploy.md "Build and start in production").
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/api/node_modules api/node_modules
COPY --from=deps /app/shell/node_modules shell/node_modules
# @amora/contracts' plain-JavaScript modules (ops, metrics, object storage) serve the CDN server; the
# shell server reads shared/package.json (the @amora/shared version remotes must match).
COPY contracts contracts
COPY shared/package.json shared/
COPY api/package.json api/
COPY --from=build /app/api/dist api/dist
COPY shell/package.json shell/
COPY shell/public shell/public
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/shell/dist-server shell/dist-server
COPY tools/start-prod.mjs tools/cdn-server.mjs tools/
COPY tools/lib tools/lib
USER node
EXPOSE 3000 3100 4000
# SIGTERM: each process drains and ends within 10 s (give it 15: compose's stop_grace_period).
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "tools/start-prod.mjs"]
CMD ["api"]
