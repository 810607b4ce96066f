import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import type { Config } from '@slipcase/config';
import { createPrismaClient } from '@slipcase/db';
import { availableStores, LocalFileStorage } from '@slipcase/services';
import { publishDemoBlog } from '@slipcase/services/demo/demo-blog';
import { publishDemoForm } from '@slipcase/services/demo/demo-form';
import { publishDemoCatalogue } from '@slipcase/services/demo/demo-catalogue';
import { publishDemoFanPages } from '@slipcase/services/demo/demo-fans';
import { seedDemoReferrals } from '@slipcase/services/demo/demo-referrals';
import { demoTotalUsd, importDemoStatements } from '@slipcase/services/demo/demo-statements';
import { writeDemoTrendFiles } from '@slipcase/services/demo/demo-trends';
import { formatIsoDate } from '@slipcase/domain';
import { importTrendsDayNow, presaveWorkflows, workflowPorts } from '@slipcase/workflows/client';

/**
 * Days of demo trend files imported on start, each through its own day workflow: enough for the 7- and 30-day
 * ranges and a month's comparison, few enough that the start (and CI's fuzzing, which starts the demo) stays quick.
 */
const DEMO_TREND_DAYS = 45;

/**
 * The demo data that needs the running platform: the demo artist's singles created, submitted, approved and
 * delivered by the worker, then three months of demo store statements imported through the statement workflow; and
 * the demo blog's posts, written and published through the staff's use cases; the demo artist's referrals; then a
 * month and a half of daily trend files imported through the trends day workflow; what fans see of the artist
 * (a smart link, a pre-save campaign of an upcoming single, a Slipcase.Me page); and the demo form, opened by the
 * staff's use case, with the demo artist's application sent through the user's.
 * Returns a line for the start's summary.
 */
export async function prepareDemoCatalogue(options: { config: Config; databaseUrl: string; temporalAddress: string }): Promise<string> {
  const { config, databaseUrl, temporalAddress } = options;
  const prisma = createPrismaClient(databaseUrl);
  const connection = await Connection.connect({ address: temporalAddress });
  try {
    const client = new Client({ connection });
    const ports = workflowPorts({ client });
    const deps = {
      prisma,
      now: new Date(),
      settings: config.settings,
      storage: new LocalFileStorage(config.dirs.storage),
      stores: await availableStores(config.env),
      ...ports,
      presaves: presaveWorkflows({ client }),
    };
    const workDir = join(config.dirs.data, 'demo');
    const posts = await publishDemoBlog(deps, { dir: join(workDir, 'blog'), authorName: 'Slipcase team' });
    const referred = await seedDemoReferrals(deps, { referrerUsername: 'artist' });
    const form = await publishDemoForm(deps, { artistUsername: 'artist' });
    const releases = await publishDemoCatalogue(deps, { artistUsername: 'artist', operatorUsername: 'operator', mediaDir: join(workDir, 'media') });
    const operator = await prisma.user.findUniqueOrThrow({ where: { username: 'operator' }, select: { id: true } });
    const results = await importDemoStatements(deps, { releases, operatorId: operator.id, dir: join(workDir, 'statements') });
    const failed = results.filter((result) => result.status === 'failed');
    if (failed.length) throw new Error(`Demo statements refused: ${failed.map((result) => result.problem?.message).join('; ')}`);
    // Daily trend files, as the sandbox stores' drops, imported through the day workflow like any store's.
    const stores = [...new Set(releases.flatMap((release) => release.stores))];
    const recordings = releases.map((release, index) => ({ isrc: release.isrc, releasedDaysAgo: Math.max(120, 330 - index * 70) }));
    const days = await writeDemoTrendFiles(config.dirs.trends, stores, formatIsoDate(deps.now), recordings, DEMO_TREND_DAYS);
    const runs = stores.flatMap((store) => days.map((day) => ({ store, day })));
    for (let next = 0; next < runs.length; next += 8) await Promise.all(runs.slice(next, next + 8).map((run) => importTrendsDayNow({ client }, run)));
    const fans = await publishDemoFanPages(deps, { artistUsername: 'artist', releaseId: releases[0]!.releaseId, mediaDir: join(workDir, 'media') });
    return [
      `  Demo         ${releases.length} published singles of ${releases[0]?.artist}, ${results.length} store statements imported (USD ${demoTotalUsd(results)}), ${posts} blog posts, ${referred} referred accounts, ${days.length} days of trends from ${stores.length} stores${form ? `, a demo form at /forms/${form}` : ''}`,
      `  Fan pages    smart link ${fans.smartLink}, pre-save ${fans.presave}, Slipcase.Me ${fans.artistPage}`,
    ].join('\n');
  } finally {
    await connection.close();
    await prisma.$disconnect();
  }
}
