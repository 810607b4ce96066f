import { resolve } from 'node:path';

/** Ports and folders of the platform instance the end-to-end tests start (see playwright.config.ts). */
export const E2E = {
  port: 3199,
  webUrl: 'http://localhost:3199',
  temporalPort: 7299,
  temporalUiPort: 8299,
  pglitePort: 54399,
  dataDir: resolve(import.meta.dirname, '../test-results/e2e-data'),
};
