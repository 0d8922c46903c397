# syntax=docker/dockerfile:1
# Changamoto's production image (docs/deploy.md). The build stage runs exactly what CI runs to build
# (npm ci, npm run build); scripts/checks/dockerfile.test.ts holds these steps to package.json and .ci/run.
# The runtime stage has the compiled server (apps/server/dist), the built web app (apps/web/dist) and the
# production node_modules only; it runs as a non-root user with plain node: no tsx, no compiler.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/paystack-simulator/package.json packages/paystack-simulator/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build
RUN npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
RUN groupadd --system changamoto && useradd --system --gid changamoto --home-dir /app changamoto \
  && mkdir -p /data && chown changamoto:changamoto /data
COPY --from=build --chown=changamoto:changamoto /app/package.json ./
COPY --from=build --chown=changamoto:changamoto /app/node_modules ./node_modules
COPY --from=build --chown=changamoto:changamoto /app/packages ./packages
COPY --from=build --chown=changamoto:changamoto /app/apps/server/package.json ./apps/server/
COPY --from=build --chown=changamoto:changamoto /app/apps/server/dist ./apps/server/dist
COPY --from=build --chown=changamoto:changamoto /app/apps/web/dist ./apps/web/dist
USER changamoto
EXPOSE 3000 9464
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: main.ts stops accepting, drains requests and event streams, lets running jobs finish
# (up to 25 s), closes the pool. Give the container longer than that to stop (compose: stop_grace_period).
STOPSIGNAL SIGTERM
# --max-semi-space-size=64: a young generation large enough that scavenges are rare at half load (docs/decisions/048).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "apps/server/dist/main.js"]
