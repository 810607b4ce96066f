/**
 * Vitest global setup of both test suites: what every test file would otherwise make again, made once per run and
 * handed to the workers through the environment. One Temporal dev server (each test file takes a namespace of its
 * own on it, see startTestTemporal) and one bundle of the workflow code (see testWorkflowBundle).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleWorkflowCode, DefaultLogger } from '@temporalio/worker';
import { findFreePorts, startTemporalDevServer } from '../temporal-server';
import { WORKFLOWS_PATH } from '../worker';
import { SHARED_TEMPORAL_ADDRESS } from './temporal';
import { SHARED_WORKFLOW_BUNDLE } from './workflow-bundle';

export default async function setup(): Promise<() => Promise<void>> {
  const tmp = await mkdtemp(join(tmpdir(), 'slipcase-test-run-'));
  const [port, uiPort] = await findFreePorts(2);
  const [server, bundle] = await Promise.all([
    startTemporalDevServer({ port: port!, uiPort: uiPort!, headless: true }),
    bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger('WARN') }),
  ]);
  const bundlePath = join(tmp, 'workflows.js');
  await writeFile(bundlePath, bundle.code);
  process.env[SHARED_TEMPORAL_ADDRESS] = server.address;
  process.env[SHARED_WORKFLOW_BUNDLE] = bundlePath;
  return async () => {
    await server.stop();
    await rm(tmp, { recursive: true, force: true });
  };
}
