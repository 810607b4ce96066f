import { TestWorkflowEnvironment } from '@temporalio/testing';
import { findTemporalTestServer } from '../temporal-server/test-server';
import { addSlipcaseSearchAttributes } from './search-attributes';

/**
 * Temporal's time-skipping test server (Java, from Maven Central), for workflows that wait for days: awaiting a
 * workflow's result jumps the server clock to its next timer. The Slipcase search attributes are registered, as
 * the server refuses upserts of unknown ones. It is not the real server: it has no visibility queries
 * (list/count), no schedules; workflows that need those are tested against `startTestTemporal()`.
 * One environment serves one test file: skipping time is global to it, and each file starts at today's date.
 */
export async function createTimeSkippingEnv(): Promise<TestWorkflowEnvironment> {
  const env = await TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: 'existing-path', path: findTemporalTestServer() } },
  });
  try {
    await addSlipcaseSearchAttributes(env.connection, env.namespace ?? 'default');
  } catch (error) {
    await env.teardown();
    throw error;
  }
  return env;
}
