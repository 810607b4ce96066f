import { TestWorkflowEnvironment } from '@temporalio/testing';
import { findFreePorts, findTemporalTestServer } from '../temporal-server';
import { startServerProcess } from '../temporal-server/server-process';
import { addSlipcaseSearchAttributes } from './search-attributes';

/**
 * The SDK's own environment factory over a server it did not start. `createTimeSkipping` starts the server itself
 * and gives a JVM 5 seconds to answer, which two busy cores do not always grant (a CI run lost four test files so);
 * `createFromExistingServer` turns time skipping off. `create` is what both call; it is private in the typings only.
 */
type CreateEnvironment = (options: {
  server: { type: 'existing' };
  address: string;
  namespace: string;
  supportsTimeSkipping: true;
}) => Promise<TestWorkflowEnvironment>;
const createEnvironment = (TestWorkflowEnvironment as unknown as { create: CreateEnvironment }).create.bind(TestWorkflowEnvironment);

/**
 * Temporal's time-skipping test server (Java, from Maven Central), for workflows that wait for days: awaiting a
 * workflow's result jumps the server clock to its next timer. The Slipcase search attributes are registered, as
 * the server refuses upserts of unknown ones. It is not the real server: it has no visibility queries
 * (list/count), no schedules; workflows that need those are tested against `startTestTemporal()`.
 * One environment serves one test file: skipping time is global to it, and each file starts at today's date.
 * `teardown()` also stops the server.
 */
export async function createTimeSkippingEnv(): Promise<TestWorkflowEnvironment> {
  const [port] = await findFreePorts(1);
  const address = `127.0.0.1:${port}`;
  const stopServer = await startServerProcess({
    label: 'Temporal time-skipping test server',
    command: findTemporalTestServer(),
    args: [String(port)],
    address,
  });
  let env: TestWorkflowEnvironment | undefined;
  try {
    env = await createEnvironment({ server: { type: 'existing' }, address, namespace: 'default', supportsTimeSkipping: true });
    await addSlipcaseSearchAttributes(env.connection, 'default');
  } catch (error) {
    await env?.teardown();
    await stopServer();
    throw error;
  }
  const closeConnections = env.teardown.bind(env);
  env.teardown = async () => {
    await closeConnections();
    await stopServer();
  };
  return env;
}
