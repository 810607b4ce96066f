import type { PrismaClient } from '@slipcase/db';
import { config } from '@slipcase/config';
import { statementCsv } from '@slipcase/services/royalties/statement-csv';
import { statementPdf } from '@slipcase/services/royalties/statement-pdf';
import { storeProfiles } from '@slipcase/services/stores/store-catalog';
import { localServiceDeps } from '../use-case-deps';
import { requireActingUser } from '../users';
import type { StatementSource } from './write-statement';

/** Store names by id for the PDF; ids when the plugins cannot be read (a statement is not refused over a label). */
async function storeNames(): Promise<Record<string, string>> {
  try {
    return Object.fromEntries((await storeProfiles(config().env)).map((profile) => [profile.id, profile.name]));
  } catch {
    return {};
  }
}

/** The statements of the account `as` names, made from the platform's database as the web makes them. */
export function localStatements(prisma: PrismaClient, as: string | undefined): StatementSource {
  let user: ReturnType<typeof requireActingUser> | undefined;
  const acting = () => (user ??= requireActingUser(prisma, as));
  return {
    account: async () => (await acting()).username,
    async statement(period, format) {
      const [deps, { id: userId }] = await Promise.all([localServiceDeps(prisma), acting()]);
      return format === 'csv' ? statementCsv(deps, { userId, period }) : statementPdf(deps, { userId, period, storeNames: await storeNames() });
    },
  };
}
