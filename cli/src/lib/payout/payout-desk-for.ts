import type { PrismaClient } from '@slipcase/db';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';
import type { PayoutDesk } from './payout-desk';
import { remotePayouts } from './remote-payouts';

/**
 * Where `slipcase payout` acts: the server the CLI is signed in to, else the local database as the account `--as`
 * names (`local` is only called then, so a label's machine never opens a database nor Temporal).
 */
export async function payoutDeskFor(
  commandLine: TypedCommandLine,
  local: () => Promise<{ prisma: PrismaClient; as: string | undefined }>,
): Promise<PayoutDesk> {
  const api = await signedInClient(commandLine);
  if (api) return remotePayouts(api);
  const [{ localPayouts }, { prisma, as }] = await Promise.all([import('./local-payouts'), local()]);
  return localPayouts(prisma, as);
}
