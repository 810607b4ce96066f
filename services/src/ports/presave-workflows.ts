import type { StartedWorkflow } from './workflows';

/** What the pre-save use cases need of Temporal: the campaign's workflow `presave:<campaign>` (workflows/src/client/presave.ts). */
export interface PresaveWorkflows {
  /** Starts it, or finds the one already running. */
  start(campaignId: string): Promise<StartedWorkflow>;
}
