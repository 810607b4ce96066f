import type { StatementImportJson } from '@slipcase/api-contract/statement-import-schemas';
import type { PrismaClient } from '@slipcase/db';
import type { StatementListed } from '@slipcase/services/statements/list-statements';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';

/** The imported statements, the newest first, at most `limit`. */
export type StatementLister = (limit: number) => Promise<StatementListed[]>;

/**
 * Where `slipcase statements list` reads: the server the CLI is signed in to (`GET /v1/operator/statements`, staff
 * with the review scope), else the local database (`local` is only called then).
 */
export async function statementListFor(commandLine: TypedCommandLine, local: () => Promise<PrismaClient>): Promise<StatementLister> {
  const api = await signedInClient(commandLine);
  if (api) {
    return async (limit) => {
      const answer = await api.request<{ statements: StatementImportJson[] }>('GET', 'operator/statements', { query: { limit } });
      // The wire's times are ISO texts; printed, they read as the database's dates do.
      return answer.statements.map((statement) => ({
        ...statement,
        createdAt: new Date(statement.createdAt),
        postedAt: statement.postedAt === null ? null : new Date(statement.postedAt),
      }));
    };
  }
  const [{ listedStatements }, prisma] = await Promise.all([import('@slipcase/services/statements/list-statements'), local()]);
  return (limit) => listedStatements(prisma, { limit });
}
