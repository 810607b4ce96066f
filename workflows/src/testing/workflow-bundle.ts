import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleWorkflowCode, DefaultLogger } from '@temporalio/worker';
import { WORKFLOWS_PATH } from '../worker';

/** Set by the test run's global setup (testing/global-setup.ts): the workflow code, bundled once for the run. */
export const SHARED_WORKFLOW_BUNDLE = 'SLIPCASE_TEST_WORKFLOW_BUNDLE';

/**
 * The run's bundle of the workflow code, for a test's worker to start in a moment instead of bundling it again
 * (webpack, seconds of CPU); undefined outside such a run, and the worker bundles the code itself.
 */
export async function testWorkflowBundle(): Promise<{ code: string } | undefined> {
  const path = process.env[SHARED_WORKFLOW_BUNDLE];
  return path ? { code: await readFile(path, 'utf8') } : undefined;
}

/** A file holding the bundled workflow code (for a worker in another process): the run's, else one made in `dir`. */
export async function workflowBundleFile(dir: string): Promise<string> {
  const shared = process.env[SHARED_WORKFLOW_BUNDLE];
  if (shared) return shared;
  const path = join(dir, 'workflows.js');
  await writeFile(path, (await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger('WARN') })).code);
  return path;
}
