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
