import type { Config } from './config';
import { initConfig } from './current';
import { ConfigError } from './load-config';

/**
 * initConfig for an entry point: a bad variable stops the start with exit code 1 and, on stderr, each variable
 * with what it expects, instead of a failure later in whatever reads it first.
 */
export function initConfigOrExit(program: string): Config {
  try {
    return initConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${program}: ${error.message}\n`);
    process.exit(1);
  }
}
