import { Context } from '@temporalio/activity';
import type { PrismaClient } from '@slipcase/db';
import type { Settings } from '@slipcase/domain';
import type { StorePlugin } from '@slipcase/plugin-contract';
import { importStatement as importStatementFiles, type FileStorage, type StatementImportInput } from '@slipcase/services';
import { storeStatementReading } from '@slipcase/services/statements/import/store-statement-reading';

export interface StatementActivityDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  stores: readonly StorePlugin[];
  settings: Settings;
}

/** Imports a statement as the installation's stores read it, heartbeating the lines read so far (a dead worker is noticed). */
export function importStatement(deps: StatementActivityDeps, input: StatementImportInput) {
  return importStatementFiles(
    {
      prisma: deps.prisma,
      storage: deps.storage,
      now: new Date(),
      ...storeStatementReading(deps.stores, deps.settings),
      progress: (lines) => Context.current().heartbeat({ lines }),
      workflowId: Context.current().info.workflowExecution?.workflowId,
    },
    input,
  );
}
