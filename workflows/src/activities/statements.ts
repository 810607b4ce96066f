import { Context } from '@temporalio/activity';
import type { PrismaClient } from '@slipcase/db';
import { importStatement as importStatementFiles, type FileStorage, type StatementImportInput } from '@slipcase/services';
import { isReadingProblem, openStatement } from '@slipcase/services/statements/import/open-statement';

/** Imports a statement, heartbeating the lines read so far (the operator sees them; a dead worker is noticed). */
export function importStatement(deps: { prisma: PrismaClient; storage: FileStorage }, input: StatementImportInput) {
  return importStatementFiles(
    {
      ...deps,
      now: new Date(),
      open: openStatement,
      isProblem: isReadingProblem,
      progress: (lines) => Context.current().heartbeat({ lines }),
      workflowId: Context.current().info.workflowExecution?.workflowId,
    },
    input,
  );
}
