import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { config, type Env } from '@slipcase/config';
import { repoRoot } from '@slipcase/db';
import { isExecutable } from './find-cli';

/**
 * The executable that `@temporalio/testing` starts as its time-skipping test server (it runs `<exe> <port>`):
 * TEMPORAL_TEST_SERVER_PATH, else `tools/temporal-test-server/run.sh` once `bash scripts/setup.sh --test` has
 * fetched the server's jars from Maven Central into `.tools/temporal-test-server/lib`.
 */
export function findTemporalTestServer(env: Env = config().env, root: string = repoRoot()): string {
  const explicit = env.TEMPORAL_TEST_SERVER_PATH;
  if (explicit) {
    if (isExecutable(explicit)) return explicit;
    throw new Error(`TEMPORAL_TEST_SERVER_PATH=${explicit} is not an executable file.`);
  }
  const lib = join(root, '.tools', 'temporal-test-server', 'lib');
  if (existsSync(lib)) return join(root, 'tools', 'temporal-test-server', 'run.sh');
  throw new Error(
    `Temporal time-skipping test server not provisioned: run \`bash scripts/setup.sh --test\` (fetches ` +
      `io.temporal:temporal-test-server from Maven Central into ${lib}), or set TEMPORAL_TEST_SERVER_PATH.`,
  );
}
