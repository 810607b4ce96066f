import { ledgerCsv, LEDGER_COLUMNS } from '@slipcase/services/royalties/ledger-csv';
import { z } from 'zod';
import { API_HEADERS } from '../api-auth.server';
import { accountDeps } from '../deps.server';
import { defineOperation } from './operation.server';

/** Text chunks as a byte stream, pulled as the client reads. */
export function textStream(chunks: AsyncIterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await chunks.return?.(undefined);
    },
  });
}

export const getRoyaltyLedger = defineOperation({
  operationId: 'getRoyaltyLedger',
  method: 'GET',
  path: '/v1/royalties/ledger',
  scope: 'read',
  tag: 'Royalties',
  summary: 'The account’s royalty ledger as CSV',
  description: `RFC 4180 CSV with a header, one record per royalty line (a positive amount) and per withdrawal (negative), oldest first. Columns: ${LEDGER_COLUMNS.map((column) => `\`${column}\``).join(', ')}. Amounts are decimal strings in the record’s currency (\`12.34\`); a royalty line is a ledger entry that credited the account, with its track and release. Failed and cancelled withdrawals are listed with their status, but gave their amount back.`,
  responses: {
    200: {
      description: 'The ledger',
      media: ['text/csv'],
      headers: [{ name: 'Content-Disposition', description: 'attachment; filename="royalties.csv"', schema: z.string() }],
    },
  },
  refusals: [],
  async handle({ caller }) {
    return new Response(textStream(ledgerCsv(accountDeps(), caller.user.id)), {
      headers: {
        ...API_HEADERS,
        'Content-Type': 'text/csv; charset=utf-8; header=present',
        'Content-Disposition': 'attachment; filename="royalties.csv"',
      },
    });
  },
});
