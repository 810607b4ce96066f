import { defineConfig } from '@playwright/test';
import { E2E } from './e2e/env';

// The end-to-end test runs the platform exactly as `npm start` does, on the embedded defaults (PGlite, the
// Temporal dev server), in its own data folder and on ports of its own, so it never touches a developer's .data/.
export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output folder at start: one per slot, beside (not around) the slots' data folders.
  outputDir: `test-results/playwright${E2E.slot ? `-${E2E.slot}` : ''}`,
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // On CI a failed test is tried once more; one that then passes is named as flaky at the end of the run
  // (scripts/test-summary.ts), to be fixed, not forgotten: a run stopped by one unlucky timing lands nothing.
  retries: process.env.CI ? 1 : 0,
  fullyParallel: false,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: `.test-reports/e2e${E2E.slot ? `-${E2E.slot}` : ''}.json` }]],
  use: {
    baseURL: E2E.webUrl,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `rm -rf ${E2E.dataDir} && node --import tsx scripts/start.ts`,
    url: `${E2E.webUrl}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
    env: {
      PORT: String(E2E.port),
      SLIPCASE_DATA_DIR: E2E.dataDir,
      DATABASE_URL: '',
      TEMPORAL_ADDRESS: '',
      TEMPORAL_PORT: String(E2E.temporalPort),
      TEMPORAL_UI_PORT: String(E2E.temporalUiPort),
      SLIPCASE_PGLITE_PORT: String(E2E.pglitePort),
      SLIPCASE_WEB_BUILD_DIR: E2E.webBuildDir,
      SLIPCASE_SMTP_PORT: String(E2E.smtpPort),
      SLIPCASE_DEV_OIDC_PORT: String(E2E.oidcPort),
      SLIPCASE_DEV_OIDC: '1',
      SLIPCASE_DEV_STREAMING_PORT: String(E2E.streamingPort),
      // The demo catalogue publishes releases and imports statements while tests run: they make their own data.
      SLIPCASE_DEMO_CATALOGUE: '0',
    },
  },
});
