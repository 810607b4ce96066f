import { isSalesPeriod } from '@slipcase/domain';
import { statementCsv } from '@slipcase/services/royalties/statement-csv';
import { statementPdf } from '@slipcase/services/royalties/statement-pdf';
import { serviceDeps } from './deps.server';
import { storeNames } from './stores.server';

export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** `2026-07.csv` → the period and format; null for any other name. */
export function statementFileName(name: string): { period: string; format: StatementFormat } | null {
  const match = /^(\d{4}-(?:0[1-9]|1[0-2]))\.(csv|pdf)$/.exec(name);
  if (!match || !isSalesPeriod(match[1]!)) return null;
  return { period: match[1]!, format: match[2] as StatementFormat };
}

/**
 * The user's own statement for a period as a download, or null when they have no royalties in it (another
 * account's period is simply nothing of theirs).
 */
export async function statementDownload(userId: string, period: string, format: StatementFormat): Promise<Response | null> {
  const deps = await serviceDeps();
  const body =
    format === 'csv'
      ? await statementCsv(deps, { userId, period })
      : await statementPdf(deps, { userId, period, storeNames: await storeNames() });
  if (body === null) return null;
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8; header=present' : 'application/pdf',
      'Content-Disposition': `attachment; filename="slipcase-statement-${period}.${format}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
