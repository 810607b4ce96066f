import { statementListSchema, statementPathSchema } from '@slipcase/api-contract/statement-schemas';
import { formatMicros } from '@slipcase/domain';
import { statementPeriods } from '@slipcase/services/royalties/payment-history';
import { STATEMENT_COLUMNS } from '@slipcase/services/royalties/statement-csv';
import { z } from 'zod';
import { API_HEADERS, apiError } from '../api-auth.server';
import { accountDeps } from '../deps.server';
import { statementDownload, type StatementFormat } from '../statement-files.server';
import { apiJson, defineOperation } from './operation.server';

const TAG = 'Royalties';

export const listStatements = defineOperation({
  operationId: 'listStatements',
  method: 'GET',
  path: '/v1/statements',
  scope: 'read',
  tag: TAG,
  summary: 'The sales periods statements credited the account for, newest first',
  description: 'One entry per period with the stores, the amount credited (US dollars, from the ledger) and where its statement is as CSV and PDF.',
  responses: { 200: { description: 'The periods', schema: statementListSchema } },
  refusals: [],
  async handle({ caller }) {
    const periods = await statementPeriods(accountDeps().prisma, caller.user.id);
    return apiJson({
      statements: periods.map((row) => ({
        period: row.period,
        stores: row.stores,
        amount: formatMicros(row.micros),
        currency: 'USD' as const,
        postedAt: row.postedAt.toISOString(),
        csv: `/v1/statements/${row.period}.csv`,
        pdf: `/v1/statements/${row.period}.pdf`,
      })),
    });
  },
});

function statementOperation(format: StatementFormat) {
  const csv = format === 'csv';
  return defineOperation({
    operationId: csv ? 'getStatementCsv' : 'getStatementPdf',
    method: 'GET',
    path: `/v1/statements/{period}.${format}`,
    scope: 'read',
    tag: TAG,
    summary: `The account’s statement for a sales period as ${format.toUpperCase()}`,
    description: csv
      ? `RFC 4180 CSV: a header, one record per store, release, track and country, then a \`total\` record. Columns: ${STATEMENT_COLUMNS.map((column) => `\`${column}\``).join(', ')}. Amounts are exact decimal US dollars; the total is what the ledger credited for the period. 404 when the account has no royalties in the period.`
      : 'An A4 PDF of the same lines, with the plan’s share, the split share and the total. 404 when the account has no royalties in the period.',
    params: statementPathSchema,
    responses: {
      200: {
        description: 'The statement',
        media: [csv ? 'text/csv' : 'application/pdf'],
        headers: [{ name: 'Content-Disposition', description: `attachment; filename="slipcase-statement-<period>.${format}"`, schema: z.string() }],
      },
    },
    refusals: [400, 404],
    async handle({ caller, params }) {
      const download = await statementDownload(caller.user.id, params.period ?? '', format);
      if (!download) return apiError('not_found', { field: 'period' });
      for (const [name, value] of Object.entries(API_HEADERS)) download.headers.set(name, value);
      return download;
    },
  });
}

export const getStatementCsv = statementOperation('csv');
export const getStatementPdf = statementOperation('pdf');
