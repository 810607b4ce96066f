import type { ServiceDeps } from '../../deps';
import type { StatementImportState, StatementImportWorkflows } from '../../ports/workflows';
import { startStatementImport, type StartedStatementImport, type StatementImportRequest } from './start-statement-import';

/** An import started, and how it ended when it was waited for (null otherwise). */
export interface StatementImportRun extends StartedStatementImport {
  state: StatementImportState | null;
}

/**
 * An operator's import of a store's statement, whatever the door (the console's upload, `POST /v1/operator/statements`,
 * `slipcase statements import`): stores the files and starts the workflow, then, unless `wait` is false (the console
 * follows the run itself), waits for it to post the statement or say why not.
 */
export async function runStatementImport(
  deps: Pick<ServiceDeps, 'storage' | 'stores'> & { statements: StatementImportWorkflows },
  request: StatementImportRequest,
  options: { wait?: boolean } = {},
): Promise<StatementImportRun> {
  const started = await startStatementImport(deps, request);
  const state = options.wait === false ? null : await deps.statements.result(started.workflowId);
  return { ...started, state };
}
