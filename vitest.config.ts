import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './scripts/lib/slow-first-sequencer';
import { testWorkers } from './scripts/lib/test-workers';

// Unit and integration tests of every workspace but the web app (which has its own config with jsdom).
// Integration tests take a namespace of their own on the run's Temporal dev server (started by the global setup,
// which also bundles the workflow code once) and a PostgreSQL database of their own, copied from a migrated template.
export default defineConfig({
  test: {
    include: ['{domain,config,prisma,services,workflows,plugins,api-contract,cli,scripts}/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/generated/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: testWorkers(),
    minWorkers: 1,
    sequence: { sequencer: SlowFirstSequencer },
    globalSetup: ['workflows/src/testing/global-setup.ts'],
    setupFiles: ['services/src/testing/ledger-checked-on-drop.ts'],
    // Tests deliver to the local-folder store unless they name their stores; the platform itself enables every one.
    // A login on the machine running them (`slipcase login`, SLIPCASE_URL and SLIPCASE_TOKEN) must not send the CLI's
    // tests to that server: they sign in to their own.
    env: {
      SLIPCASE_STORES: 'local-folder',
      SLIPCASE_CONFIG_DIR: join(tmpdir(), 'slipcase-tests-not-signed-in'),
      SLIPCASE_URL: '',
      SLIPCASE_TOKEN: '',
    },
  },
});
