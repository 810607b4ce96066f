import type { PresaveWorkflows } from '@slipcase/services/ports/presave-workflows';
import { presaveWorkflowId } from '../contracts';
import type { presaveWorkflow } from '../workflows';
import { startKeyed, type TemporalSource } from './connection';

/** A pre-save campaign's workflow, keyed by its campaign. */
export function presaveWorkflows(source: TemporalSource = {}): PresaveWorkflows {
  return {
    start: (campaignId) => startKeyed<typeof presaveWorkflow>(source, 'presaveWorkflow', { workflowId: presaveWorkflowId(campaignId), args: [{ campaignId }] }),
  };
}
