import type { LedgerCheckJson } from '@slipcase/api-contract/ledger-schemas';
import type { PrismaClient } from '@slipcase/db';
import type { LedgerBreach } from '@slipcase/services/ledger/check-ledger';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';

/** Every breach of the ledger's invariants, read where `slipcase ledger check` reads. */
export type LedgerChecker = () => Promise<LedgerBreach[]>;

/**
 * The server the CLI is signed in to (`GET /v1/ledger/check`, staff with the review scope), else the local
 * database (`local` is only called then, so a label's machine never opens one).
 */
export async function ledgerCheckFor(commandLine: TypedCommandLine, local: () => Promise<PrismaClient>): Promise<LedgerChecker> {
  const api = await signedInClient(commandLine);
  if (api) return async () => (await api.request<LedgerCheckJson>('GET', 'ledger/check')).breaches as LedgerBreach[];
  const [{ checkLedger }, prisma] = await Promise.all([import('@slipcase/services/ledger/check-ledger'), local()]);
  return () => checkLedger({ prisma });
}
