import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noRestrictedDynamicImports from './scripts/eslint/no-restricted-dynamic-imports.js';

const NODE_BUILTINS = ['assert', 'buffer', 'child_process', 'cluster', 'crypto', 'dgram', 'dns', 'events', 'fs',
  'fs/promises', 'http', 'https', 'net', 'os', 'path', 'perf_hooks', 'process', 'readline', 'stream', 'timers',
  'tls', 'url', 'util', 'worker_threads', 'zlib'];

/** Temporal adapters over the services: only workflows/ (its worker and workflow types) may use them. */
const ACTIVITIES = {
  group: ['@slipcase/workflows/activities*', '**/workflows/src/activities', '**/workflows/src/activities/**'],
  message: 'Activities are Temporal\'s adapters: only workflows/ uses them; call the service they wrap.',
};
/** The front doors: nothing behind them imports them. */
const FRONT_DOORS = ['@slipcase/web', '@slipcase/web/*', '@slipcase/cli', '@slipcase/cli/*'];
const NODE_IO = (message) => ({ group: ['node:*', ...NODE_BUILTINS], message });
const SERVICES_CALL_NO_CALLER =
  'Services are called by the web, the CLI and the workflows, and call none of them: take a port in deps.';
const STARTED_BY_FRONT_DOORS = 'Workflows are started by the web and the CLI, never the other way.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', 'web/build-*/**', '**/dist/**', '**/generated/**', '.data/**', '.tools/**',
    'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  { plugins: { slipcase: { rules: { 'no-restricted-dynamic-imports': noRestrictedDynamicImports } } } },

  // The package boundaries of docs/ARCHITECTURE.md. A file gets the rules of the last block that matches it, so each
  // block lists everything its files may not import, the ban on activities included (outside workflows/).
  boundary(['**/*.{ts,tsx,js}'], [ACTIVITIES], { ignores: ['workflows/**'] }),
  boundary(['domain/**/*.ts'], [onlyOurs([], 'domain/ imports nothing of ours.'), ACTIVITIES]),
  // The domain is pure: no I/O, no clock of its own.
  boundary(['domain/src/**/*.ts'],
    [NODE_IO('domain/ is pure: no I/O.'), onlyOurs([], 'domain/ imports nothing of ours.'), ACTIVITIES],
    { ignores: ['domain/src/**/*.test.ts'] }),
  boundary(['prisma/**/*.ts'],
    [onlyOurs(['@slipcase/domain', '@slipcase/config'], '@slipcase/db builds on the domain and the configuration alone.'), ACTIVITIES]),
  boundary(['config/**/*.ts'], [onlyOurs(['@slipcase/domain'], '@slipcase/config builds on the domain alone.'), ACTIVITIES]),
  boundary(['api-contract/**/*.ts'],
    [onlyOurs(['@slipcase/domain'], 'The /v1 wire contract builds on the domain alone.'), ACTIVITIES]),
  boundary(['plugins/**/*.ts'], [onlyOurs(['@slipcase/domain', '@slipcase/config', '@slipcase/plugin-contract'],
    'Store plugins build on the plugin contract, the domain and the configuration alone.'), ACTIVITIES]),
  boundary(['services/**/*.ts'], [
    { group: [...FRONT_DOORS, '@slipcase/workflows/*', '!@slipcase/workflows/contracts'], message: SERVICES_CALL_NO_CALLER },
    { group: ['@slipcase/workflows/contracts'], allowTypeImports: true,
      message: 'Services may name the workflows\' contracts as types (import type), nothing more.' },
    { group: ['@remix-run/*', 'express', '@oclif/*', '@temporalio/*'],
      message: 'Services know no HTTP, no oclif and no Temporal: the web, the CLI and the activities adapt them.' },
    { group: ['@slipcase/config'], message: 'Services read no configuration: what they need comes in their deps.' },
    ACTIVITIES,
  ], { paths: [{ name: '@slipcase/workflows', message: SERVICES_CALL_NO_CALLER }] }), // a glob would hide contracts from `!`
  boundary(['workflows/**/*.ts'], [{ group: FRONT_DOORS, message: STARTED_BY_FRONT_DOORS }]),
  {
    // Workflow code runs in Temporal's deterministic sandbox: no Node built-ins, no I/O libraries, no
    // database or plugin code; activities are imported as types only.
    ...boundary(['workflows/src/workflows/**/*.ts'], [
      { group: ['node:*'], message: 'Workflow code must be deterministic: no Node built-ins.' },
      { group: ['@slipcase/db', '@slipcase/db/*', '@slipcase/plugin-contract', '@slipcase/plugin-contract/*',
        '@slipcase/store-*', '@temporalio/client', '@temporalio/worker', '@temporalio/activity', 'pg', '@prisma/*',
        'sharp', 'fluent-ffmpeg', '**/activities', '**/activities/*'],
      allowTypeImports: true,
      message: 'Workflow code imports only @temporalio/workflow, contracts, @slipcase/domain and activity types.' },
      { group: FRONT_DOORS, message: STARTED_BY_FRONT_DOORS },
    ], { paths: NODE_BUILTINS.map((name) => ({ name, message: 'Workflow code must be deterministic: no Node built-ins.' })) }),
    ignores: ['**/*.test.ts'], // tests run in Node, outside the sandbox
  },
  boundary(['web/app/routes/**'], [
    { group: ['@slipcase/db', '@slipcase/db/*'],
      message: 'A route parses, calls a service and shapes the answer: the service reads the database.' },
    ACTIVITIES,
  ], { ignores: ['**/*.test.{ts,tsx}'] }), // a route's test sets up its data
  boundary(['cli/**/*.ts'], [
    { group: ['@slipcase/web', '@slipcase/web/*'],
      message: 'The CLI speaks to the web through /v1: its shapes are in @slipcase/api-contract.' },
    ACTIVITIES,
  ]),
  {
    // The environment is read once, checked, by @slipcase/config; config/src/index.ts says which reads may remain.
    files: ['**/*.{ts,tsx}'],
    ignores: ['config/src/**', '**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**', 'bench/**', '*.config.ts', 'web/*.config.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read the checked configuration, config() of @slipcase/config.' }],
    },
  },
);

/**
 * A block that forbids `patterns` (and `paths`) to `files`, in import declarations, re-exports and import().
 * @param {string[]} files
 * @param {Array<{ group: string[], message: string, allowTypeImports?: boolean }>} patterns
 * @param {{ ignores?: string[], paths?: Array<{ name: string, message: string }> }} options
 */
function boundary(files, patterns, { ignores = [], paths = [] } = {}) {
  return {
    files,
    ignores,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }],
      'slipcase/no-restricted-dynamic-imports':
        ['error', { paths, patterns: patterns.map(({ group, message }) => ({ group, message })) }],
    },
  };
}

/** Forbids every @slipcase package but `allowed` (and their subpaths). */
function onlyOurs(allowed, message) {
  return { group: ['@slipcase/*', ...allowed.map((name) => `!${name}`)], message };
}
