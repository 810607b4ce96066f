# One image for the web app, the worker and one-off tasks (migrations, seed, CLI); docker-compose.yml picks the command.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg python3 \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run db:generate && npm run build -w @slipcase/web
ENV NODE_ENV=production SLIPCASE_DATA_DIR=/data
VOLUME /data
# remix-serve finds the browser assets relative to its working directory, hence web/; tsx loads the store plugin
# packages, whose entries are TypeScript.
CMD ["sh", "-c", "cd web && exec node --import tsx ../node_modules/@remix-run/serve/dist/cli.js build/server/index.js"]
