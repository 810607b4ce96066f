import type { PrismaClient } from '@slipcase/db';
import { royaltyTraceSchema, type RoyaltyTraceJson, type RoyaltyTraceQuery } from '@slipcase/api-contract/royalty-trace-schemas';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';

/** The selection as the command's flags give it (the use case and the server check it). */
export type TraceSelection = { [K in keyof RoyaltyTraceQuery]?: string } & { period: string };

export type RoyaltyTraceReader = (selection: TraceSelection) => Promise<RoyaltyTraceJson>;

/**
 * Where `slipcase royalties trace` reads: `GET /v1/royalties/trace` on the server signed in to, else the local
 * database and storage as the account `--as` names (loaded only then). Either way the answer is the contract's JSON.
 */
export async function royaltyTraceReaderFor(
  commandLine: TypedCommandLine,
  local: () => Promise<{ prisma: PrismaClient; as: string | undefined }>,
): Promise<RoyaltyTraceReader> {
  const api = await signedInClient(commandLine);
  if (api) return async (selection) => royaltyTraceSchema.parse(await api.request<unknown>('GET', 'royalties/trace', { query: selection }));
  const [{ localTrace }, { prisma, as }] = await Promise.all([import('./local-royalty-trace'), local()]);
  return (selection) => localTrace(prisma, as, selection);
}
