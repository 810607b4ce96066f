import { Worker } from '@temporalio/worker';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHistories } from './testing/histories';
import { quietTemporalLogs } from './testing/temporal';
import { WORKFLOWS_PATH } from './worker';

// The workflow code of this checkout replays the saved histories of real runs exactly: a change that would break
// the workflows running in production (a reordered activity, a new timer without `patched()`) fails here.
// How to ship such a change, and how to record new histories: docs/decisions/006-workflow-versioning.md.
describe('saved workflow histories', () => {
  beforeAll(quietTemporalLogs);

  it('replay without a determinism error against the current workflow code', async () => {
    const histories = await loadHistories();
    const types = histories.map(({ history }) => history.events?.[0]?.workflowExecutionStartedEventAttributes?.workflowType?.name);
    expect(types).toEqual(expect.arrayContaining(['releaseWorkflow', 'takedownWorkflow']));

    const failures: string[] = [];
    for await (const result of Worker.runReplayHistories({ workflowsPath: WORKFLOWS_PATH }, histories)) {
      if (result.error) failures.push(`${result.workflowId}: ${result.error.message}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
