import { describe, expect, it } from 'vitest';
import type { StatementImportStatusJson } from '@slipcase/api-contract/statement-console-schemas';
import { followImport } from './follow-import';

const ID = `statement:spotify:2026-08:${'a'.repeat(64)}`;
const importing = (linesRead: number | null): StatementImportStatusJson => ({ status: 'importing', workflowId: ID, sha256: 'a'.repeat(64), linesRead });

describe('followImport', () => {
  it('asks until the import has ended, saying each news of it once, and answers how it ended', async () => {
    const answers = [importing(null), importing(null), importing(12_000), importing(12_000), { ...importing(null), status: 'posted' as const, statementId: 'st1', lineCount: 12_345 }];
    const said: string[] = [];
    const ended = await followImport(async () => answers.shift()!, { write: (text) => said.push(text) });
    expect(ended).toEqual({ status: 'posted', workflowId: ID, sha256: 'a'.repeat(64), statementId: 'st1', lineCount: 12_345 });
    expect(said).toEqual([`Importing ${ID}: started\n`, `Importing ${ID}: 12,000 lines read\n`]);
    expect(answers).toEqual([]);
  });

  it('passes on a failure to look, and says nothing of an import found ended at once', async () => {
    const said: string[] = [];
    await expect(followImport(async () => Promise.reject(new Error('gone')), { write: (text) => said.push(text) })).rejects.toThrow('gone');
    const failed = { ...importing(null), status: 'failed' as const, problem: { code: 'no_rate', message: 'No rate.' } };
    expect(await followImport(async () => failed, { write: (text) => said.push(text) })).toMatchObject({ status: 'failed', problem: { code: 'no_rate' } });
    expect(said).toEqual([]);
  });
});
