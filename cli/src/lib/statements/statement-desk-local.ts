import { basename } from 'node:path';
import type { PrismaClient } from '@slipcase/db';
import { rematchReport, rematchStatements, runStatementImport, statementImportStatus, suspenseReport } from '@slipcase/services';
import { listedStatements } from '@slipcase/services/statements/list-statements';
import { resolveOperator } from '../operators';
import { connectTemporal } from '../temporal';
import { localUseCaseDeps } from '../use-case-deps';
import { followImport } from './follow-import';
import type { StatementDesk } from './statement-desk';

/**
 * The statements on this machine's database: imports and re-matches act as the operator `as` names (else
 * SLIPCASE_OPERATOR, else the only operator); an import needs the platform's Temporal server and worker.
 */
export function localStatementDesk(prisma: PrismaClient, as: string | undefined, progress: { write(text: string): unknown }): StatementDesk {
  return {
    list: (limit) => listedStatements(prisma, { limit }),
    async import(asked) {
      const operator = await resolveOperator(prisma, as);
      const deps = await localUseCaseDeps(prisma, { client: await connectTemporal() });
      // The request goes to the use case as it is: a key it does not take fails at its door.
      const { workflowId } = await runStatementImport(
        deps,
        {
          store: asked.store,
          period: asked.period,
          rates: asked.rates,
          files: asked.files.map((path) => ({ name: basename(path), source: path })),
          importedById: operator.id,
        },
        { wait: false },
      );
      // Followed as a signed-in CLI follows it through `GET /v1/operator/statements/imports/{id}`.
      return followImport(() => statementImportStatus(deps, workflowId), progress);
    },
    async rematch(statementId) {
      await resolveOperator(prisma, as);
      return rematchReport(await rematchStatements({ prisma, now: new Date() }, { statementId }));
    },
    suspense: (limit) => suspenseReport({ prisma }, { limit }),
  };
}
