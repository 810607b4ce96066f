/**
 * @slipcase/config: the one place the platform reads its environment. Every variable is in ./variables.ts with its
 * kind, default and purpose; loadConfig checks them all with zod and returns the frozen, typed Config, or throws a
 * ConfigError naming each bad variable and what it expects. The web server (web/server/index.ts), the worker
 * (workflows/src/worker-main.ts), the CLI (cli/bin/run.js), `npm start` (scripts/start.ts), db:migrate and db:seed
 * call initConfigOrExit once at start; code below them reads the checked values with config().
 *
 * `process.env` is read nowhere else, except by:
 * - this module (loadConfig's default, and config() in a process that never called initConfig);
 * - tests and test helpers (`*.test.ts`, the `testing/` folders, vitest and Playwright configs, e2e/): they set
 *   variables for the code under test and find their own tools (TEST_DATABASE_URL, PG_DUMP_PATH,
 *   TEMPORAL_TEST_SERVER_PATH, CHROMIUM_PATH, SLIPCASE_E2E_SLOT, SLIPCASE_RECORD_HISTORIES, stripe-mock, sshd, versitygw);
 * - code that hands an environment to a child process (`{ ...process.env, ... }`) and cli/bin/run.js's NODE_OPTIONS
 *   check, which runs before TypeScript can be loaded;
 * - oclif, which reads the defaults of `--as` (SLIPCASE_USER, SLIPCASE_OPERATOR) itself; they are checked here too;
 * - web/vite.config.ts (the build tool's own process: PORT, SLIPCASE_WEB_BUILD_DIR, VITEST).
 * Store plugins read their own SLIPCASE_STORE_<ID>_* variables from Config.env and check them when they load.
 */
export { type Config, type Env, type OidcProviderSettings, type StreamingProviderKey, type StreamingProviderSettings } from './config';
export { config, initConfig, resetConfig } from './current';
export { ConfigError, loadConfig } from './load-config';
export { repoRoot } from './repo-root';
export { initConfigOrExit } from './start';
export { variablesSchema, type Variables } from './variables';
