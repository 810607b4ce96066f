import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createArtistPage } from '@slipcase/services/artist-pages/my-artist-pages';
import { createPresaveCampaign } from '@slipcase/services/presave/campaigns';
import { createSmartLink } from '@slipcase/services/smart-links/create-smart-link';
import { createReleaseIn } from '@slipcase/services/testing/release-fixture';
import { findFreePorts } from '@slipcase/workflows/testing';
import { startBenchPlatform } from './platform';
import { intOption } from './timing';

const ROOT = join(import.meta.dirname, '..');
const WORK = join(ROOT, '.data', 'bench-public');
const CONNECTIONS = 50;
/** Each page's time is cut into this many turns with its bare server's. */
const ROUNDS = 4;

interface Page {
  name: string;
  path: string;
}

type Prisma = Parameters<typeof createSmartLink>[0]['prisma'];

/**
 * A published release with store links and its smart link (what `/s/{slug}` shows), and its artist's Slipcase.Me page
 * (`/me/{handle}`), which lists the release and links it to the smart link.
 */
async function seedSmartLinkAndArtistPage(prisma: Prisma): Promise<{ smartLink: string; artistPage: string }> {
  const { ownerId, releaseId } = await createReleaseIn(prisma, 'published');
  const { artistId } = await prisma.release.findUniqueOrThrow({ where: { id: releaseId }, select: { artistId: true } });
  const { handle } = await createArtistPage({ prisma }, { ownerId, artistId, handle: 'bench-artist' });
  await prisma.delivery.createMany({
    data: ['spotify', 'apple-music', 'deezer', 'tidal', 'amazon-music', 'youtube-music'].map((store) => ({ releaseId, store, status: 'acknowledged' as const, ackStatus: 'ok', storeUrl: `https://${store}.example/album/bench` })),
  });
  const stores = ['spotify', 'apple-music', 'deezer', 'tidal', 'amazon-music', 'youtube-music'].map((id) => ({ id, tier: 'free' as const }));
  const smartLink = (await createSmartLink({ prisma, stores }, { userId: ownerId, releaseId, slug: 'bench-smart-link' })).path;
  return { smartLink, artistPage: `/me/${handle}` };
}

/** A PRO artist's release a month away with pre-save on, and its campaign: what `/release/{key}` shows. */
async function seedPresave(prisma: Prisma): Promise<string> {
  const { ownerId, releaseId } = await createReleaseIn(prisma, 'approved');
  await prisma.user.update({ where: { id: ownerId }, data: { plan: 'pro' } });
  await prisma.release.update({ where: { id: releaseId }, data: { presaveEnabled: true, releaseDate: new Date(Date.now() + 30 * 86_400_000) } });
  // The page needs no workflow: the campaign's start is not sent to Temporal.
  const presaves = { start: async (campaignId: string) => ({ workflowId: `presave:${campaignId}`, runId: 'bench' }) };
  const { key } = await createPresaveCampaign({ prisma, now: new Date(), presaves }, { userId: ownerId, releaseId });
  return `/release/${key}`;
}

/** A bare node:http server in a process of its own, answering every request with the bytes in `file`. */
async function startBare(file: string, port: number): Promise<ChildProcess> {
  const script = `
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    require('node:http').createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length }); res.end(body); })
      .listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare server stopped (${code})`)));
  });
  return child;
}

async function load(url: string, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return { total: result.requests.total, seconds, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts };
}

type Figures = { rps: number; p99: number; failed: number };

/** Rounds summed: requests over the time; the p99 is the worst round's (an upper bound of the whole run's). */
function summed(rounds: readonly Awaited<ReturnType<typeof load>>[]): Figures {
  const total = rounds.reduce((sum, round) => sum + round.total, 0);
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  return { rps: total / seconds, p99: Math.max(...rounds.map((round) => round.p99)), failed: rounds.reduce((sum, round) => sum + round.failed, 0) };
}

const line = (label: string, figures: Figures) =>
  `${label.padEnd(44)} ${figures.rps.toFixed(0).padStart(7)} req/s   p99 ${String(figures.p99).padStart(5)} ms${figures.failed ? `   (${figures.failed} failed)` : ''}`;

/**
 * `npm run bench -- public [--duration S]`: 50 connections for 20 s (or S) against each public page anonymous
 * fans open (the smart link page, the pre-save page, the artist page, the landing page and the artists catalogue),
 * each against a bare node:http server sending that page's very bytes. The last line is the worst page's share
 * of its bare server's rate; the goal is at least 0.5, with p99 under 50 ms.
 */
export async function run(args: readonly string[]): Promise<void> {
  const duration = intOption(args, 'duration', 20);
  await mkdir(WORK, { recursive: true });
  const platform = await startBenchPlatform({ env: {}, logDir: WORK });
  try {
    const { smartLink, artistPage } = await seedSmartLinkAndArtistPage(platform.db.prisma);
    const pages: Page[] = [
      { name: 'smart link', path: smartLink },
      { name: 'pre-save', path: await seedPresave(platform.db.prisma) },
      { name: 'artist page', path: artistPage },
      { name: 'landing', path: '/' },
      { name: 'artists catalogue', path: '/artists-catalog' },
    ];
    const [barePort] = await findFreePorts(1);
    const ratios: { name: string; ratio: number }[] = [];
    console.log(`${CONNECTIONS} connections, ${duration} s each, web server at ${platform.webUrl}\n`);
    for (const page of pages) {
      const url = `${platform.webUrl}${page.path}`;
      const first = await fetch(url);
      const bytes = Buffer.from(await first.arrayBuffer());
      if (first.status !== 200) {
        console.log(`${page.name}: ${page.path} answers ${first.status}; not measured, not in the ratio\n`);
        continue;
      }
      const cached = (await fetch(url)).headers.get('x-slipcase-cache') ?? 'not cached';
      console.log(`${page.name}: a second visit is served from ${cached}`);
      const file = join(WORK, `${page.name.replace(/\W+/g, '-')}.html`);
      await writeFile(file, bytes);
      // The page and its bare server take turns, so a machine whose load changes during the run weighs on both alike.
      const bare = await startBare(file, barePort!);
      const pageRounds = [];
      const bareRounds = [];
      try {
        for (let round = 0; round < ROUNDS; round += 1) {
          pageRounds.push(await load(url, duration / ROUNDS));
          bareRounds.push(await load(`http://127.0.0.1:${barePort}/`, duration / ROUNDS));
        }
      } finally {
        bare.kill();
      }
      const measured = summed(pageRounds);
      const floor = summed(bareRounds);
      console.log(line(`${page.name} ${page.path} (${bytes.length} bytes)`, measured));
      console.log(`${line('  bare node:http, same bytes', floor)}\n`);
      ratios.push({ name: page.name, ratio: measured.rps / floor.rps });
    }
    if (ratios.length === 0) throw new Error(`no page answered 200: see ${WORK}/web.log`);
    const worst = ratios.reduce((a, b) => (b.ratio < a.ratio ? b : a));
    console.log(`worst: ${worst.name}; pages measured: ${ratios.map((r) => `${r.name} ${r.ratio.toFixed(2)}`).join(', ')}`);
    console.log(`ratio=${worst.ratio.toFixed(2)}`);
  } finally {
    await platform.stop();
  }
}
