import type { ReleaseUpdateWorkflows } from '@slipcase/services/ports/workflows';
import { approveRevisionUpdate, rejectRevisionUpdate, releaseUpdateWorkflowId } from '../contracts';
import type { releaseUpdateWorkflow } from '../workflows';
import { startKeyed, type TemporalSource } from './connection';
import { releaseStartLabels } from './release-labels';
import { sendUpdate } from './refusals';

/** An update of a release the stores have, one workflow per revision: `release:<id>:update:<revisionNo>`. */
export function releaseUpdateWorkflows(source: TemporalSource = {}): ReleaseUpdateWorkflows {
  return {
    start: (input) =>
      startKeyed<typeof releaseUpdateWorkflow>(source, 'releaseUpdateWorkflow', {
        workflowId: releaseUpdateWorkflowId(input.releaseId, input.revisionNo),
        args: [input],
        ...releaseStartLabels(input.releaseId, input.labels, undefined, `Update ${input.revisionNo}`),
      }),
    approve: (releaseId, revisionNo, decision) =>
      sendUpdate(source, releaseUpdateWorkflowId(releaseId, revisionNo), (handle) => handle.executeUpdate(approveRevisionUpdate, { args: [decision] })),
    reject: (releaseId, revisionNo, decision) =>
      sendUpdate(source, releaseUpdateWorkflowId(releaseId, revisionNo), (handle) => handle.executeUpdate(rejectRevisionUpdate, { args: [decision] })),
  };
}
