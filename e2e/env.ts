import { resolve } from 'node:path';

/**
 * Ports and folders of the platform instance the end-to-end tests start (see playwright.config.ts).
 * SLIPCASE_E2E_SLOT=N (1-9) moves every port and folder, so several runs can share a machine.
 */
const slot = Number(process.env.SLIPCASE_E2E_SLOT ?? 0);
const suffix = slot ? `-${slot}` : '';
const port = 3199 + slot * 10;

export const E2E = {
  slot,
  port,
  webUrl: `http://localhost:${port}`,
  temporalPort: 7299 + slot * 10,
  temporalUiPort: 8299 + slot * 10,
  pglitePort: 54399 + slot * 10,
  smtpPort: 2599 + slot * 10,
  oidcPort: 9399 + slot * 10,
  /** The sandbox streaming providers: their OAuth server here, their API one port up. */
  streamingPort: 9699 + slot * 10,
  dataDir: resolve(import.meta.dirname, `../test-results/e2e-data${suffix}`),
  /**
   * Relative to web/. SLIPCASE_E2E_WEB_BUILD=build lets slots share one build made beforehand (npm test makes it once
   * for every shard): slots started together would otherwise each build their own.
   */
  webBuildDir: process.env.SLIPCASE_E2E_WEB_BUILD ?? `build${suffix}`,
  /** Where walks save their screenshots (SLIPCASE_E2E_SHOTS to keep them elsewhere). */
  shotsDir: process.env.SLIPCASE_E2E_SHOTS ?? `test-results/screens${suffix}`,
};
