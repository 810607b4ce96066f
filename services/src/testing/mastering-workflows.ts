import type { MasteringWorkflows } from '../ports/workflows';

/** A mastering workflow port that records the jobs it was asked to start (the DSP is not in these tests). */
export function recordingMasteringWorkflows(started: string[]): MasteringWorkflows {
  return {
    start: async ({ jobId }) => {
      started.push(jobId);
      return { workflowId: `mastering:${jobId}`, runId: 'run' };
    },
    result: () => Promise.reject(new Error('not in this test')),
  };
}
