import { proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { statementImportStateQuery, type StatementImportInput, type StatementImportState } from '../contracts';

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
 * tells everyone it credited that their statement is ready. A file that fails its checks ends the import as
 * failed with the problem, for the operator to read; the same files again finish as a duplicate.
 */
export async function statementImportWorkflow(input: StatementImportInput): Promise<StatementImportState> {
  let state: StatementImportState = { status: 'importing' };
  setHandler(statementImportStateQuery, () => state);
  state = await importStatement(input);
  if (state.status === 'posted' && state.statementId) await notifyStatementReady({ statementId: state.statementId });
  return state;
}
