import {
  getExternalWorkflowHandle,
  ParentClosePolicy,
  patched,
  proxyActivities,
  setHandler,
  startChild,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { Activities } from '../activities';
import { statementImportStateQuery, statementMailWorkflowId, type StatementImportInput, type StatementImportState } from '../contracts';
import { statementMailWorkflow, statementPostedSignal } from './statement-mail';

// Reading and posting a big statement takes minutes: it heartbeats per batch, so a dead worker is noticed in a
// minute and the import starts over (posting is one database transaction, so nothing half-posted stays).
const { importStatement } = proxyActivities<Activities>({
  startToCloseTimeout: '2 hours',
  heartbeatTimeout: '1 minute',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 20 },
});

const { notifyStatementReady } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes' },
});

/**
 * One statement import: reads the stored files, checks them and posts them to the ledger (all or nothing), then
 * tells everyone it credited that their statement is ready: a feed event now, and the month's one mail naming the
 * stores from the month's mail workflow (started here, or told of this statement when it runs already). A file that
 * fails its checks ends the import as failed with the problem, for the operator to read; the same files again finish
 * as a duplicate.
 */
export async function statementImportWorkflow(input: StatementImportInput): Promise<StatementImportState> {
  let state: StatementImportState = { status: 'importing' };
  setHandler(statementImportStateQuery, () => state);
  state = await importStatement(input);
  if (state.status === 'posted' && state.statementId) {
    await notifyStatementReady({ statementId: state.statementId });
    // Before 2026-12 the notice activity mailed each statement itself (one mail per store).
    if (patched('statement-mail-per-month') && state.period) await mailOfTheMonth(state.period);
  }
  return state;
}

/** Starts the month's mail workflow, left to run after this import ends; when it runs already, tells it of this statement. */
async function mailOfTheMonth(period: string): Promise<void> {
  const workflowId = statementMailWorkflowId(period);
  try {
    await startChild(statementMailWorkflow, { workflowId, args: [{ period }], parentClosePolicy: ParentClosePolicy.ABANDON });
  } catch (error) {
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    await getExternalWorkflowHandle(workflowId).signal(statementPostedSignal);
  }
}
