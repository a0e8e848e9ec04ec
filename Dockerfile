# syntax=docker/dockerfile:1
# Multi-stage build of the standalone Next.js server; runs as a non-root user.
#   docker build --build-arg SITE_URL=https://www.arcline.example -t arcline-site .
#   (add --secret id=publish_webhook,env=PUBLISH_WEBHOOK_URL to tell the team what the build published)
#   docker run -p 3000:3000 -v arcline-data:/data -e AGENCY_API_URL=https://agency.example/api \
#     -e SITE_URL=https://www.arcline.example arcline-site
# /data must be writable by uid 1001: a named volume is; a host folder needs `chown 1001:1001`.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
# .npmrc: no dependency's build script runs (better-sqlite3 and sharp load the binaries their
# packages carry), so this base needs no python3, make or compiler.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Canonical URLs, the sitemap and preview-image URLs are written into the pages at build time.
ARG SITE_URL=http://localhost:3000
# The build context has no .git: the team's publish message names the commit CI passes, if any
# (--build-arg COMMIT_SHA=... --build-arg COMMIT_MESSAGE=...).
ARG COMMIT_SHA="" COMMIT_MESSAGE=""
ENV NEXT_TELEMETRY_DISABLED=1 SITE_URL=$SITE_URL
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The team's webhook is a secret: a secret mount keeps it out of the image and its history
# (--secret id=publish_webhook,env=PUBLISH_WEBHOOK_URL). Without it, no message is sent.
RUN --mount=type=secret,id=publish_webhook,env=PUBLISH_WEBHOOK_URL npm run build

FROM node:24-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    NEXT_MANUAL_SIG_HANDLE=true \
    DATA_DIR=/data
RUN groupadd --system --gid 1001 app \
 && useradd --system --uid 1001 --gid app --home-dir /app --shell /usr/sbin/nologin app \
 && mkdir -p /data && chown app:app /data && chmod 0700 /data
# Next's standalone server; `npm run build` copies .next/static and public/ beside it.
COPY --from=build --chown=app:app /app/.next/standalone ./
# The staff tool (docker exec <container> node scripts/leads.mjs list); the packages it uses
# (kysely, better-sqlite3, pg, zod, the spam filter's) are in the standalone node_modules.
COPY --from=build --chown=app:app /app/scripts/leads.mjs /app/scripts/node-version.mjs ./scripts/
COPY --from=build --chown=app:app /app/lib/leads/*.mjs /app/lib/leads/spam-corpus.json ./lib/leads/
COPY --from=build --chown=app:app /app/content/contact-form.mjs ./content/
USER app
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
