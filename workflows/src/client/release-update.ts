import type { ReleaseUpdateWorkflows } from '@slipcase/services/ports/workflows';
import { RELEASE_ID_ATTRIBUTE, approveRevisionUpdate, rejectRevisionUpdate, releaseUpdateWorkflowId } from '../contracts';
import type { releaseUpdateWorkflow } from '../workflows';
import { startKeyed, type TemporalSource } from './connection';
import { sendUpdate } from './refusals';

/** An update of a release the stores have, one workflow per revision: `release:<id>:update:<revisionNo>`. */
export function releaseUpdateWorkflows(source: TemporalSource = {}): ReleaseUpdateWorkflows {
  return {
    start: (input) =>
      startKeyed<typeof releaseUpdateWorkflow>(source, 'releaseUpdateWorkflow', {
        workflowId: releaseUpdateWorkflowId(input.releaseId, input.revisionNo),
        args: [input],
        typedSearchAttributes: [{ key: RELEASE_ID_ATTRIBUTE, value: input.releaseId }],
      }),
    approve: (releaseId, revisionNo, decision) =>
      sendUpdate(source, releaseUpdateWorkflowId(releaseId, revisionNo), (handle) => handle.executeUpdate(approveRevisionUpdate, { args: [decision] })),
    reject: (releaseId, revisionNo, decision) =>
      sendUpdate(source, releaseUpdateWorkflowId(releaseId, revisionNo), (handle) => handle.executeUpdate(rejectRevisionUpdate, { args: [decision] })),
  };
}
