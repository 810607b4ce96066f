import { config } from '@slipcase/config';
import type { PrismaClient } from '@slipcase/db';
import type { RoyaltyTraceJson } from '@slipcase/api-contract/royalty-trace-schemas';
import { royaltyTraceJson, statementCsvMapping, traceRoyalties } from '@slipcase/services';
import { localServiceDeps } from '../use-case-deps';
import { requireActingUser } from '../users';
import type { TraceSelection } from './royalty-trace-reader-for';

/** The trace as `--as` on this machine's database and statement files, in the JSON `/v1` answers. */
export async function localTrace(prisma: PrismaClient, as: string | undefined, selection: TraceSelection): Promise<RoyaltyTraceJson> {
  const user = await requireActingUser(prisma, as);
  const deps = { ...(await localServiceDeps(prisma)), csvMapping: (store: string) => statementCsvMapping(config().env, store) };
  const defined = Object.fromEntries(Object.entries(selection).filter(([, value]) => value !== undefined)) as TraceSelection;
  return royaltyTraceJson(await traceRoyalties(deps, { viewer: { userId: user.id, role: user.role }, selection: defined }));
}
