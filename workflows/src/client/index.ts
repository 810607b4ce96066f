/**
 * THE way the web app, the CLI and the services start, signal and query workflows: the task queue, business-keyed
 * workflow ids and search attributes. Deciding whether a person may do it is the services' (@slipcase/services).
 */
import type { WorkflowPorts } from '@slipcase/services/ports/workflows';
import { deliveryWorkflows } from './deliveries';
import { masteringWorkflows } from './mastering';
import { releaseWorkflows } from './release';
import { releaseUpdateWorkflows } from './release-update';
import { takedownWorkflows } from './takedown';
import { withdrawalWorkflows } from './withdrawal';
import { statementImportWorkflows } from './statement-import';
import { presaveWorkflows } from './presave';
import type { TemporalSource } from './connection';

export {
  closeTemporalClient,
  getTemporalClient,
  resolveTemporalAddress,
  resolveTemporalNamespace,
  type TemporalSource,
} from './connection';
export { WORKFLOW_REFUSALS } from './refusals';
export { deliveryWorkflows, masteringWorkflows, releaseUpdateWorkflows, releaseWorkflows, statementImportWorkflows, takedownWorkflows, withdrawalWorkflows };
export { ensureTrendSchedules, importTrendsDayNow, TRENDS_SCHEDULE_HOUR_UTC } from './trends';
export { presaveWorkflows };

/** Every workflow port the services take, reaching Temporal through `source` (default: the process-wide client). */
export function workflowPorts(source: TemporalSource = {}): WorkflowPorts {
  return {
    deliveries: deliveryWorkflows(source),
    releases: releaseWorkflows(source),
    updates: releaseUpdateWorkflows(source),
    takedowns: takedownWorkflows(source),
    withdrawals: withdrawalWorkflows(source),
    statements: statementImportWorkflows(source),
    mastering: masteringWorkflows(source),
  };
}
