import { AppError } from '@slipcase/domain';
import type { StatementImportState, StatementImportWorkflows } from '../../ports/workflows';

/** How an import stands, as `GET /v1/operator/statements/imports/{id}` answers and the CLI follows it. */
export interface StatementImportStatus extends StatementImportState {
  workflowId: string;
  sha256: string;
  /** While importing, the lines read so far (the activity's heartbeat); null otherwise or before it says. */
  linesRead: number | null;
}

/**
 * An import started by `runStatementImport` (its workflow id), looked at: importing with the lines read so far, or
 * how it ended. An id no import has is `not_found`.
 */
export async function statementImportStatus(deps: { statements: StatementImportWorkflows }, workflowId: string): Promise<StatementImportStatus> {
  const state = await deps.statements.state(workflowId);
  if (!state) throw new AppError('not_found', 'id', { id: workflowId });
  const linesRead = state.status === 'importing' ? ((await deps.statements.linesRead?.(workflowId)) ?? null) : null;
  // The id ends with the files' SHA-256 (statementImportWorkflowId).
  return { ...state, workflowId, sha256: workflowId.slice(workflowId.lastIndexOf(':') + 1), linesRead };
}
