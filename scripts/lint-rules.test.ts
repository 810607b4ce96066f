import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the lint rule that keeps workflow code deterministic', () => {
  const workflowFile = 'workflows/src/workflows/probe.ts';

  it.each([
    "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;",
    "import crypto from 'crypto';\nexport const f = crypto;",
    "import { getPrisma } from '@slipcase/db';\nexport const f = getPrisma;",
    "import { createActivities } from '../activities';\nexport const f = createActivities;",
  ])('refuses %s', async (code) => {
    expect(await ruleIds(code, workflowFile)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it.each(["export const f = () => import('node:fs');", "export const f = () => import('crypto');"])('refuses %s', async (code) => {
    expect(await ruleIds(code, workflowFile)).toContain('slipcase/no-restricted-dynamic-imports');
  });

  it('allows the workflow API, domain rules and activity types', async () => {
    const code = [
      "import { proxyActivities } from '@temporalio/workflow';",
      "import { canTransition } from '@slipcase/domain';",
      "import type { createActivities } from '../activities';",
      'export const f = [proxyActivities, canTransition];',
      'export type A = ReturnType<typeof createActivities>;',
    ].join('\n');
    expect(await ruleIds(code, workflowFile)).toEqual([]);
  });

  it('allows Node built-ins outside workflow code', async () => {
    expect(await ruleIds("import { readFileSync } from 'node:fs';\nexport const f = readFileSync;", 'workflows/src/worker.ts')).toEqual([]);
  });
});

const STATIC = '@typescript-eslint/no-restricted-imports';
const DYNAMIC = 'slipcase/no-restricted-dynamic-imports';

/** Each rule that fails once, however many of its patterns did (an import may cross two boundaries). */
async function distinctRuleIds(code: string, filePath: string): Promise<string[]> {
  return [...new Set(await ruleIds(code, filePath))];
}

/** A module that imports `specifier` in the way `how` says and uses what it got. */
function importing(specifier: string, how: 'value' | 'type' | 'lazy' = 'value'): string {
  if (how === 'type') return `import type { X } from '${specifier}';\nexport type Y = X;`;
  if (how === 'lazy') return `export const load = () => import('${specifier}');`;
  return `import { x } from '${specifier}';\nexport const y = x;`;
}

describe('the lint rules that keep the packages\' boundaries (docs/ARCHITECTURE.md)', () => {
  it.each([
    // domain/ imports nothing of ours, its tests neither
    ['domain/src/probe.ts', '@slipcase/db'],
    ['domain/src/probe.test.ts', '@slipcase/services'],
    ['domain/src/probe.ts', '@slipcase/plugin-contract/testing'],
    // services/ imports no web, CLI or workflow code, and knows no HTTP, oclif or Temporal
    ['services/src/releases/probe.ts', '@slipcase/web/app/server/session.server'],
    ['services/src/releases/probe.ts', '@slipcase/cli'],
    ['services/src/releases/probe.ts', '@slipcase/workflows'],
    ['services/src/releases/probe.ts', '@slipcase/workflows/client'],
    ['services/src/releases/probe.test.ts', '@slipcase/workflows/testing/worker'],
    ['services/src/releases/probe.ts', '@slipcase/workflows/contracts'],
    ['services/src/releases/probe.ts', '@temporalio/client'],
    ['services/src/releases/probe.ts', '@remix-run/node'],
    ['services/src/releases/probe.ts', 'express'],
    ['services/src/releases/probe.ts', '@oclif/core'],
    ['services/src/releases/probe.ts', '@slipcase/config'],
    // a route parses, calls a service and answers: it does not read the database
    ['web/app/routes/probe.tsx', '@slipcase/db'],
    ['web/app/routes/probe.ts', '@slipcase/db/runtime'],
    // the CLI does not import the web app: the /v1 contract is its own package
    ['cli/src/lib/probe.ts', '@slipcase/web/app/server/api/release-schemas'],
    ['cli/src/commands/probe.ts', '@slipcase/web/app/locales/en/common.json'],
    ['cli/src/lib/probe.test.ts', '@slipcase/web'],
    // nothing outside workflows/ imports its activities
    ['web/app/server/probe.server.ts', '@slipcase/workflows/activities/delivery-release'],
    ['cli/src/lib/probe.ts', '@slipcase/workflows/activities'],
    ['bench/probe.ts', '../workflows/src/activities/index'],
    ['scripts/lib/probe.ts', '../../workflows/src/activities'],
    ['services/src/probe.ts', '@slipcase/workflows/activities-testing'],
    // the /v1 contract, the configuration, the database package and the store plugins build on the domain alone
    ['api-contract/src/probe.ts', '@slipcase/db'],
    ['api-contract/src/probe.ts', '@slipcase/services/releases/release-view'],
    ['config/src/probe.ts', '@slipcase/db'],
    ['config/src/probe.ts', '@slipcase/workflows/contracts'],
    ['prisma/src/probe.ts', '@slipcase/services'],
    ['plugins/stores/spotify/src/probe.ts', '@slipcase/db'],
    // the workflows are started by the front doors, never the other way
    ['workflows/src/probe.ts', '@slipcase/web/app/server/api/release-schemas'],
    ['workflows/src/workflows/probe.ts', '@slipcase/cli'],
  ])('refuses in %s an import of %s', async (file, specifier) => {
    expect(await distinctRuleIds(importing(specifier), file)).toEqual([STATIC]);
    expect(await distinctRuleIds(importing(specifier, 'lazy'), file)).toEqual([DYNAMIC]);
  });

  it.each([
    ['web/app/routes/probe.tsx', '@slipcase/db'],
    ['cli/src/lib/probe.ts', '@slipcase/web/app/server/api/release-schemas'],
    ['web/app/components/probe.tsx', '@slipcase/workflows/activities'],
    ['services/src/probe.ts', '@slipcase/workflows/client'],
  ])('refuses in %s a type-only import of %s too', async (file, specifier) => {
    expect(await ruleIds(importing(specifier, 'type'), file)).toEqual([STATIC]);
  });

  it.each([
    ['domain/src/probe.ts', 'zod'],
    ['services/src/releases/probe.ts', '@slipcase/db'],
    ['services/src/releases/probe.ts', '@slipcase/domain'],
    ['services/src/releases/probe.ts', '@slipcase/plugin-contract'],
    // the mails the worker sends too are built in the services, from the contract's shared messages
    ['services/src/royalties/probe.ts', '@slipcase/api-contract/messages'],
    ['web/app/routes/probe.tsx', '@slipcase/services'],
    ['web/app/routes/probe.test.ts', '@slipcase/db/testing'],
    ['web/app/server/probe.server.ts', '@slipcase/db'],
    ['web/app/server/probe.server.ts', '@slipcase/workflows/client'],
    ['cli/src/lib/probe.ts', '@slipcase/api-contract/release-schemas'],
    ['cli/src/lib/probe.ts', '@slipcase/db'],
    ['cli/src/lib/probe.ts', '@slipcase/workflows/client'],
    ['workflows/src/worker.ts', './activities'],
    ['workflows/src/activities/probe.ts', '@slipcase/services'],
    ['api-contract/src/probe.ts', '@slipcase/domain'],
    ['config/src/probe.ts', '@slipcase/domain'],
    ['prisma/src/probe.ts', '@slipcase/domain'],
    ['prisma/src/probe.ts', '@slipcase/config'],
    ['plugins/contract/src/probe.ts', '@slipcase/config'],
    ['plugins/stores/spotify/src/probe.ts', '@slipcase/plugin-contract/testing'],
  ])('allows in %s an import of %s', async (file, specifier) => {
    expect(await ruleIds(importing(specifier), file)).toEqual([]);
    expect(await ruleIds(importing(specifier, 'lazy'), file)).toEqual([]);
  });

  it('lets a service name the workflows\' contracts as types, and only as types', async () => {
    const file = 'services/src/ports/probe.ts';
    expect(await ruleIds(importing('@slipcase/workflows/contracts', 'type'), file)).toEqual([]);
    expect(await ruleIds(importing('@slipcase/workflows/contracts'), file)).toEqual([STATIC]);
  });
});
