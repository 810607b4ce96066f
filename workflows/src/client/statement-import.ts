import { WorkflowNotFoundError } from '@temporalio/client';
import { defaultPayloadConverter } from '@temporalio/common';
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
    linesRead: async (workflowId) => {
      try {
        const { raw } = await (await temporalOf(source)).workflow.getHandle(workflowId).describe();
        const payload = raw.pendingActivities?.[0]?.heartbeatDetails?.payloads?.[0];
        const details = payload ? defaultPayloadConverter.fromPayload<{ lines?: unknown }>(payload) : null;
        return typeof details?.lines === 'number' ? details.lines : null;
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) return null;
        throw error;
      }
    },
    result: async (workflowId) => (await temporalOf(source)).workflow.getHandle<typeof statementImportWorkflow>(workflowId).result(),
  };
}
