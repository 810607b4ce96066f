import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import type { Config } from '@slipcase/config';
import { createPrismaClient } from '@slipcase/db';
import { availableStores, LocalFileStorage } from '@slipcase/services';
import { publishDemoBlog } from '@slipcase/services/demo/demo-blog';
import { publishDemoForm } from '@slipcase/services/demo/demo-form';
import { publishDemoCatalogue } from '@slipcase/services/demo/demo-catalogue';
import { demoTotalUsd, importDemoStatements } from '@slipcase/services/demo/demo-statements';
import { workflowPorts } from '@slipcase/workflows/client';

/**
 * The demo data that needs the running platform: the demo artist's singles created, submitted, approved and
 * delivered by the worker, then three months of demo store statements imported through the statement workflow; and
 * the demo blog's posts, written and published through the staff's use cases; and the demo form, opened by the staff's
 * use case, with the demo artist's application sent through the user's.
 * Returns a line for the start's summary.
 */
export async function prepareDemoCatalogue(options: { config: Config; databaseUrl: string; temporalAddress: string }): Promise<string> {
  const { config, databaseUrl, temporalAddress } = options;
  const prisma = createPrismaClient(databaseUrl);
  const connection = await Connection.connect({ address: temporalAddress });
  try {
    const ports = workflowPorts({ client: new Client({ connection }) });
    const deps = {
      prisma,
      now: new Date(),
      settings: config.settings,
      storage: new LocalFileStorage(config.dirs.storage),
      stores: await availableStores(config.env),
      ...ports,
    };
    const workDir = join(config.dirs.data, 'demo');
    const posts = await publishDemoBlog(deps, { dir: join(workDir, 'blog'), authorName: 'Slipcase team' });
    const form = await publishDemoForm(deps, { artistUsername: 'artist' });
    const releases = await publishDemoCatalogue(deps, { artistUsername: 'artist', operatorUsername: 'operator', mediaDir: join(workDir, 'media') });
    const operator = await prisma.user.findUniqueOrThrow({ where: { username: 'operator' }, select: { id: true } });
    const results = await importDemoStatements(deps, { releases, operatorId: operator.id, dir: join(workDir, 'statements') });
    const failed = results.filter((result) => result.status === 'failed');
    if (failed.length) throw new Error(`Demo statements refused: ${failed.map((result) => result.problem?.message).join('; ')}`);
    return `  Demo         ${releases.length} published singles of ${releases[0]?.artist}, ${results.length} store statements imported (USD ${demoTotalUsd(results)}), ${posts} blog posts${form ? `, a demo form at /forms/${form}` : ''}`;
  } finally {
    await connection.close();
    await prisma.$disconnect();
  }
}
