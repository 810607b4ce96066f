import { writeFile } from 'node:fs/promises';
import type { PrismaClient } from '@slipcase/db';
import { AppError } from '@slipcase/domain';
import { storeProfiles } from '@slipcase/services/stores/store-catalog';
import { statementCsv } from '@slipcase/services/royalties/statement-csv';
import { statementPdf } from '@slipcase/services/royalties/statement-pdf';
import { config } from '@slipcase/config';
import { localServiceDeps } from './use-case-deps';
import { requireActingUser } from './users';

export interface StatementRequest {
  as: string | undefined;
  period: string;
  format: 'csv' | 'pdf';
  /** Where to write; a CSV without it goes to standard output, a PDF to `slipcase-statement-<period>.pdf`. */
  out: string | undefined;
}

export interface WrittenStatement {
  user: string;
  period: string;
  format: 'csv' | 'pdf';
  /** The file written, or null when the CSV went to standard output. */
  file: string | null;
  bytes: number;
}

/** Store names by id for the PDF; ids when the plugins cannot be read (a statement is not refused over a label). */
async function storeNames(): Promise<Record<string, string>> {
  try {
    return Object.fromEntries((await storeProfiles(config().env)).map((profile) => [profile.id, profile.name]));
  } catch {
    return {};
  }
}

/** The acting user's statement for the period, written where asked; `print` takes a CSV meant for standard output. */
export async function writeStatement(prisma: PrismaClient, request: StatementRequest, print: (text: string) => void): Promise<WrittenStatement> {
  const user = await requireActingUser(prisma, request.as);
  const deps = await localServiceDeps(prisma);
  const input = { userId: user.id, period: request.period };
  const body = request.format === 'csv' ? await statementCsv(deps, input) : await statementPdf(deps, { ...input, storeNames: await storeNames() });
  if (body === null) throw new AppError('not_found', 'period', {}, `${user.username} has no royalties in ${request.period}`);
  const file = request.out ?? (request.format === 'pdf' ? `slipcase-statement-${request.period}.pdf` : null);
  if (file) await writeFile(file, body);
  else print(body as string);
  return { user: user.username, period: request.period, format: request.format, file, bytes: Buffer.byteLength(body) };
}
