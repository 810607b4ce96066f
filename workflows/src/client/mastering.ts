import type { MasteringWorkflows } from '@slipcase/services/ports/workflows';
import { masteringWorkflowId } from '../contracts';
import type { masteringWorkflow } from '../workflows';
import { startKeyed, temporalOf, type TemporalSource } from './connection';

/** Mastering jobs' workflows, keyed `mastering:<job>`. */
export function masteringWorkflows(source: TemporalSource = {}): MasteringWorkflows {
  return {
    start: (input) =>
      startKeyed<typeof masteringWorkflow>(source, 'masteringWorkflow', {
        workflowId: masteringWorkflowId(input.jobId),
        args: [input],
        staticSummary: `Mastering job ${input.jobId}`,
      }),
    result: async (jobId) => (await temporalOf(source)).workflow.getHandle<typeof masteringWorkflow>(masteringWorkflowId(jobId)).result(),
  };
}
