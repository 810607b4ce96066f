import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the lint rule that keeps process.env in the configuration module', () => {
  it.each([
    ['prisma/src/probe.ts', 'export const url = process.env.DATABASE_URL;'],
    ['cli/src/lib/probe.ts', "export const { SLIPCASE_URL } = process.env;"],
    ['plugins/contract/src/probe.ts', "export const path = process.env['FFMPEG_PATH'];"],
    ['web/server/probe.ts', 'export const port = Number(process.env.PORT);'],
  ])('refuses a read in %s', async (file, code) => {
    expect(await ruleIds(code, file)).toContain('no-restricted-properties');
  });

  it.each([
    ['config/src/probe.ts', 'export const env = process.env;'],
    ['cli/src/commands/probe.test.ts', "process.env.SLIPCASE_USER = 'someone';"],
    ['prisma/src/testing/probe.ts', 'export const url = process.env.TEST_DATABASE_URL;'],
  ])('allows %s', async (file, code) => {
    expect(await ruleIds(code, file)).toEqual([]);
  });
});
