import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testWorkers } from '../scripts/lib/test-workers';

// Run from the repository root: `npx vitest run --config web/vitest.config.ts`.
// Components render in jsdom (*.test.tsx); loaders, actions and server helpers run in node (*.test.ts)
// against a real PostgreSQL database made by createTestDatabase().
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  esbuild: { jsx: 'automatic' },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: testWorkers(),
    minWorkers: 1,
    globalSetup: ['../workflows/src/testing/global-setup.ts'],
    // Tests deliver to the local-folder store; the platform itself enables every store plugin.
    env: { SLIPCASE_STORES: 'local-folder', SLIPCASE_BILLING_SANDBOX: '1' },
    projects: [
      {
        extends: true,
        test: {
          name: 'web-dom',
          environment: 'jsdom',
          include: ['app/**/*.test.tsx'],
          setupFiles: ['app/testing/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web-server',
          environment: 'node',
          include: ['app/**/*.test.ts', 'server/**/*.test.ts'],
          setupFiles: ['../services/src/testing/ledger-checked-on-drop.ts'],
        },
      },
    ],
  },
});
