import { describe, expect, it } from 'vitest';
import { isAppError } from '@slipcase/domain';
import type { StatementImportState, StatementImportWorkflows } from '../../ports/workflows';
import { statementImportStatus } from './statement-import-status';

const ID = `statement:spotify:2026-08:${'a'.repeat(64)}`;

/** The port as Temporal answers it for one import, in the state given. */
function importIn(state: StatementImportState | null, linesRead: number | null): { statements: StatementImportWorkflows } {
  return {
    statements: {
      start: async () => ({ workflowId: ID, runId: 'run' }),
      state: async (workflowId) => (workflowId === ID ? state : null),
      linesRead: async () => linesRead,
      result: async () => state!,
    },
  };
}

describe('statementImportStatus', () => {
  it('says the lines read while importing, and how it ended once ended', async () => {
    expect(await statementImportStatus(importIn({ status: 'importing' }, 1200), ID)).toEqual({ status: 'importing', workflowId: ID, sha256: 'a'.repeat(64), linesRead: 1200 });
    const posted = { status: 'posted' as const, statementId: 'st1', period: '2026-08', lineCount: 3, usdTotal: '1.00', suspenseUsd: '0.00' };
    expect(await statementImportStatus(importIn(posted, 3), ID)).toEqual({ ...posted, workflowId: ID, sha256: 'a'.repeat(64), linesRead: null });
  });

  it('refuses an id no import has (not_found)', async () => {
    const refused = await statementImportStatus(importIn({ status: 'importing' }, null), `statement:spotify:auto:${'b'.repeat(64)}`).catch((error: unknown) => error);
    expect(isAppError(refused) && refused.code).toBe('not_found');
  });
});
