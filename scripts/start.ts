/**
 * `npm start`: the whole platform on one machine. Uses DATABASE_URL and TEMPORAL_ADDRESS when given, otherwise
 * the embedded defaults: PGlite under .data/ served on a local port, and the Temporal CLI dev server (SQLite
 * under .data/, Web UI on 8233). Migrates, seeds demo data into an empty database, builds the web app when its
 * sources changed, starts the worker and the web app, prints the URLs. Ctrl-C stops everything it started.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { applyMigrations, DEMO_ACCOUNTS, createPrismaClient, dataDir, repoRoot, runtimeFile, seedDemoData,
  writeRuntimeInfo } from '@slipcase/db';
import { startEmbeddedPostgres } from '@slipcase/db/embedded/pglite-server';
import { initConfigOrExit } from '@slipcase/config';
import { startTemporalDevServer } from '@slipcase/workflows';
import { startDevMail } from './lib/dev-mail';
import { startDevOidc } from './lib/dev-oidc';
import { startDevStreaming } from './lib/dev-streaming';
import { prepareDemoCatalogue } from './lib/demo-catalogue';
import { ProcessGroup } from './lib/processes';
import { waitForHttp } from './lib/wait-for-http';
import { buildWebIfStale, webBuildDir } from './lib/web-build';

// A bad variable stops the start here, named, before anything is started. The children check it again.
const config = initConfigOrExit('npm start');
const root = repoRoot();
const data = dataDir();
const port = config.web.port;
const stops: Array<() => Promise<void>> = [];
const children = new ProcessGroup();
const started = Date.now();

async function main(): Promise<void> {
  mkdirSync(data, { recursive: true });

  let databaseUrl = config.database.url;
  if (!databaseUrl) {
    const pg = await startEmbeddedPostgres({ dir: join(data, 'pglite'), port: config.database.embeddedPort });
    stops.unshift(pg.stop);
    databaseUrl = pg.url;
  }
  const applied = await applyMigrations(databaseUrl);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  const prisma = createPrismaClient(databaseUrl);
  const seeded = await seedDemoData(prisma);
  await prisma.$disconnect();

  let temporalAddress = config.temporal.address;
  let temporalUiUrl = config.temporal.uiUrl;
  if (!temporalAddress) {
    const temporal = await startTemporalDevServer({
      port: config.temporal.devPort,
      uiPort: config.temporal.devUiPort,
      dbFile: join(data, 'temporal.sqlite'),
      logFile: join(data, 'temporal.log'),
    });
    stops.unshift(temporal.stop);
    temporalAddress = temporal.address;
    temporalUiUrl = temporal.uiUrl;
  }

  // Without Stripe keys, `npm start` takes payments in the sandbox (pages of our own that say so).
  const services: Record<string, string> = config.billing.stripeSecretKey ? {} : { SLIPCASE_BILLING_SANDBOX: '1' };
  let mailLine: string | null = null;
  if (!config.mail.smtpUrl) {
    const mail = await startDevMail({ port: config.mail.devPort, dir: join(data, 'mail') });
    if (mail) {
      stops.unshift(mail.stop);
      services.SMTP_URL = mail.smtpUrl;
      mailLine = `  Mail         ${mail.smtpUrl} (received mails in ${mail.dir})`;
    }
  }
  if (config.devOidc.enabled) {
    const oidc = await startDevOidc({ port: config.devOidc.port });
    if (oidc) {
      stops.unshift(oidc.stop);
      Object.assign(services, oidc.env);
    }
  }

  // Without any streaming provider configured, pre-saves run against local stand-ins (sandbox mode), offline.
  let streamingLine: string | null = null;
  if (!Object.values(config.streaming.providers).some(Boolean) && !config.production) {
    const streaming = await startDevStreaming({ port: config.streaming.devPort });
    stops.unshift(streaming.stop);
    Object.assign(services, streaming.env);
    streamingLine = `  Streaming    sandbox Spotify, Deezer and YouTube Music at ${streaming.url}`;
  }

  buildWebIfStale(root);
  const webUrl = `http://localhost:${port}`;
  writeRuntimeInfo({ databaseUrl, temporalAddress, temporalUiUrl: temporalUiUrl ?? undefined, webUrl, pid: process.pid });
  stops.push(async () => rmSync(runtimeFile(), { force: true }));

  // eslint-disable-next-line no-restricted-properties -- the children's environment: this one and what was started
  const env = { ...process.env, ...services, DATABASE_URL: databaseUrl, TEMPORAL_ADDRESS: temporalAddress, SLIPCASE_DATA_DIR: data,
    // Links in mails go to the address served here, never to the host a request names.
    SLIPCASE_PUBLIC_URL: config.web.publicUrl ?? webUrl };
  const tsx = [process.execPath, '--import', 'tsx'] as const;
  const worker = children.start('worker', tsx[0], [...tsx.slice(1), join(root, 'workflows/src/worker-main.ts')], env);
  // tsx lets the server load the store plugin packages the registry finds at run time (their entries are TypeScript).
  children.start('web', tsx[0], [...tsx.slice(1), join(root, 'web/server/index.ts')],
    { ...env, PORT: String(port), NODE_ENV: 'production', SLIPCASE_WEB_BUILD_DIR: webBuildDir(root) }, join(root, 'web'));
  const exited = children.firstExit();
  await Promise.race([Promise.all([waitForHttp(`${webUrl}/healthz`), children.waitForLine(worker, /Slipcase worker:/)]), exited.then(({ name }) => {
    throw new Error(`The ${name} process stopped during start-up`);
  })]);

  let demoLine: string | null = null;
  if (seeded && config.demoCatalogue) {
    console.log('Publishing the demo catalogue and importing its store statements through the workflows…');
    demoLine = await prepareDemoCatalogue({ config, databaseUrl, temporalAddress }).catch((error: unknown) => {
      console.error(`The demo catalogue could not be prepared: ${(error as Error).message}`);
      return null;
    });
  }

  const lines = [
    '',
    `Slipcase is running (${((Date.now() - started) / 1000).toFixed(1)} s).`,
    `  App          ${webUrl}`,
    `  Temporal UI  ${temporalUiUrl ?? '(external Temporal at ' + temporalAddress + ')'}`,
    ...(mailLine ? [mailLine] : []),
    ...(streamingLine ? [streamingLine] : []),
    `  Database     ${config.database.url ? 'DATABASE_URL' : `embedded PGlite in ${join(data, 'pglite')}`}${seeded ? ' (demo data seeded)' : ''}`,
    ...(demoLine ? [demoLine] : []),
    '  Demo accounts:',
    ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(9)} ${a.username} / ${a.password}`),
    'Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
  const { name, code } = await exited;
  throw new Error(`The ${name} process exited (code ${code})`);
}

let stopping: Promise<void> | null = null;
function shutdown(code: number): void {
  stopping ??= (async () => {
    await children.stopAll();
    for (const stop of stops) await stop().catch((error: unknown) => console.error(error));
  })();
  void stopping.then(() => process.exit(code));
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
main().catch((error: unknown) => {
  if (stopping) return; // a child exiting because we are stopping is not an error
  console.error(error instanceof Error ? error.message : error);
  shutdown(1);
});
