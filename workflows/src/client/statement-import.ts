import type { StatementImportWorkflows } from '@slipcase/services/ports/workflows';
import { statementImportStateQuery, statementImportWorkflowId } from '../contracts';
import type { statementImportWorkflow } from '../workflows';
import { queryOrNull, startKeyed, temporalOf, type TemporalSource } from './connection';

/** Statement imports, keyed by store, period and the files' SHA-256. */
export function statementImportWorkflows(source: TemporalSource = {}): StatementImportWorkflows {
  return {
    start: (input) =>
      startKeyed<typeof statementImportWorkflow>(source, 'statementImportWorkflow', {
        workflowId: statementImportWorkflowId(input.store, input.period, input.sha256),
        args: [input],
      }),
    state: (workflowId) => queryOrNull(source, workflowId, statementImportStateQuery),
    result: async (workflowId) => (await temporalOf(source)).workflow.getHandle<typeof statementImportWorkflow>(workflowId).result(),
  };
}
