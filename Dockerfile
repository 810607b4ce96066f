# One image for the web app, the worker and one-off tasks (migrations, seed, CLI); docker-compose.yml picks the command.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg python3 \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run db:generate && npm run build -w @slipcase/web
ENV NODE_ENV=production SLIPCASE_DATA_DIR=/data
VOLUME /data
# web/server/index.ts: Express with the CSRF origin check and security headers (docs/decisions/012); tsx loads
# the store plugin packages, whose entries are TypeScript. Behind a TLS proxy set SLIPCASE_TRUST_PROXY=1.
CMD ["node", "--import", "tsx", "web/server/index.ts"]
