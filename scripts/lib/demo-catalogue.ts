import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import type { Config } from '@slipcase/config';
import { createPrismaClient } from '@slipcase/db';
import { availableStores, LocalFileStorage } from '@slipcase/services';
import { publishDemoBlog } from '@slipcase/services/demo/demo-blog';
import { publishDemoCatalogue } from '@slipcase/services/demo/demo-catalogue';
import { publishDemoFanPages } from '@slipcase/services/demo/demo-fans';
import { demoTotalUsd, importDemoStatements } from '@slipcase/services/demo/demo-statements';
import { presaveWorkflows, workflowPorts } from '@slipcase/workflows/client';

/**
 * The demo data that needs the running platform: the demo artist's singles created, submitted, approved and
 * delivered by the worker, then three months of demo store statements imported through the statement workflow; what
 * fans see of the artist (a smart link, a pre-save campaign of an upcoming single, a Slipcase.Me page); and the demo
 * blog's posts, written and published through the staff's use cases.
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
    const releases = await publishDemoCatalogue(deps, { artistUsername: 'artist', operatorUsername: 'operator', mediaDir: join(workDir, 'media') });
    const operator = await prisma.user.findUniqueOrThrow({ where: { username: 'operator' }, select: { id: true } });
    const results = await importDemoStatements(deps, { releases, operatorId: operator.id, dir: join(workDir, 'statements') });
    const failed = results.filter((result) => result.status === 'failed');
    if (failed.length) throw new Error(`Demo statements refused: ${failed.map((result) => result.problem?.message).join('; ')}`);
    const fans = await publishDemoFanPages(deps, { artistUsername: 'artist', releaseId: releases[0]!.releaseId, mediaDir: join(workDir, 'media') });
    return [
      `  Demo         ${releases.length} published singles of ${releases[0]?.artist}, ${results.length} store statements imported (USD ${demoTotalUsd(results)}), ${posts} blog posts`,
      `  Fan pages    smart link ${fans.smartLink}, pre-save ${fans.presave}, Slipcase.Me ${fans.artistPage}`,
    ].join('\n');
  } finally {
    await connection.close();
    await prisma.$disconnect();
  }
}
