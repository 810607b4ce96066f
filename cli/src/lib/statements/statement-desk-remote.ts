import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { statementImportPath, type StatementImportStatusJson } from '@slipcase/api-contract/statement-console-schemas';
import type { StatementImportJson } from '@slipcase/api-contract/statement-import-schemas';
import type { ApiClient } from '../remote/api-client';
import { followImport } from './follow-import';
import type { RematchReport, StatementDesk, SuspenseReport } from './statement-desk';

/** The statements through the server's `/v1/operator/…` calls (staff with the review scope). */
export function remoteStatementDesk(api: ApiClient, progress: { write(text: string): unknown }): StatementDesk {
  return {
    async list(limit) {
      const answer = await api.request<{ statements: StatementImportJson[] }>('GET', 'operator/statements', { query: { limit } });
      // The wire's times are ISO texts; printed, they read as the database's dates do.
      return answer.statements.map((statement) => ({
        ...statement,
        createdAt: new Date(statement.createdAt),
        postedAt: statement.postedAt === null ? null : new Date(statement.postedAt),
      }));
    },
    async import(asked) {
      const form = new FormData();
      form.set('store', asked.store);
      if (asked.period !== undefined) form.set('period', asked.period);
      for (const rate of asked.rates ?? []) form.append('rate', rate);
      // Streamed from disk part by part, never read whole.
      for (const path of asked.files) form.append('files', await openAsBlob(path), basename(path));
      // Answered once the files are stored and the import started; then followed until it has ended.
      const { workflowId } = await api.uploadForm<{ workflowId: string }>('POST', 'operator/statements', form);
      return followImport(() => api.request<StatementImportStatusJson>('GET', statementImportPath(workflowId)), progress);
    },
    rematch: (statementId) => api.request<RematchReport>('POST', 'operator/statements/rematch', { json: statementId === undefined ? {} : { statementId } }),
    suspense: (limit) => api.request<SuspenseReport>('GET', 'operator/suspense', { query: { limit } }),
  };
}
