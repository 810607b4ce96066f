import { Context } from '@temporalio/activity';
import type { PrismaClient } from '@slipcase/db';
import { GENERIC_CSV_MAPPING, type Settings } from '@slipcase/domain';
import type { StorePlugin } from '@slipcase/plugin-contract';
import { importStatement as importStatementFiles, type FileStorage, type StatementImportInput } from '@slipcase/services';
import { isReadingProblem, openStatement } from '@slipcase/services/statements/import/open-statement';

export interface StatementActivityDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  stores: readonly StorePlugin[];
  settings: Settings;
}

/**
 * Imports a statement, heartbeating the lines read so far (a dead worker is noticed). A CSV is read with its
 * store's declared column mapping, else the generic one.
 */
export function importStatement(deps: StatementActivityDeps, input: StatementImportInput) {
  return importStatementFiles(
    {
      prisma: deps.prisma,
      storage: deps.storage,
      now: new Date(),
      open: (files, format, store, period) =>
        openStatement(files, format, {
          csvMapping: deps.stores.find((plugin) => plugin.id === store)?.salesReports?.csv ?? GENERIC_CSV_MAPPING,
          period,
          maxBytes: deps.settings.statementMaxBytes,
        }),
      isProblem: isReadingProblem,
      progress: (lines) => Context.current().heartbeat({ lines }),
      workflowId: Context.current().info.workflowExecution?.workflowId,
    },
    input,
  );
}
