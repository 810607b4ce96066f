import { writeFile } from 'node:fs/promises';
import { AppError } from '@slipcase/domain';

export type StatementFormat = 'csv' | 'pdf';

export interface StatementRequest {
  period: string;
  format: StatementFormat;
  /** Where to write; a CSV without it goes to standard output, a PDF to `slipcase-statement-<period>.pdf`. */
  out: string | undefined;
}

export interface WrittenStatement {
  user: string;
  period: string;
  format: StatementFormat;
  /** The file written, or null when the CSV went to standard output. */
  file: string | null;
  bytes: number;
}

/** Where `slipcase royalties statement` reads: the local database as `--as`, or the server as the token's account. */
export interface StatementSource {
  /** Whose statement it is: their username. */
  account(): Promise<string>;
  /** The statement of the period; null when the account has no royalties in it. */
  statement(period: string, format: StatementFormat): Promise<string | Buffer | null>;
}

/** The account's statement for the period, written where asked; `print` takes a CSV meant for standard output. */
export async function writeStatement(source: StatementSource, request: StatementRequest, print: (text: string) => void): Promise<WrittenStatement> {
  const user = await source.account();
  const body = await source.statement(request.period, request.format);
  if (body === null) throw new AppError('not_found', 'period', {}, `${user} has no royalties in ${request.period}`);
  const file = request.out ?? (request.format === 'pdf' ? `slipcase-statement-${request.period}.pdf` : null);
  if (file) await writeFile(file, body);
  else print(body.toString());
  return { user, period: request.period, format: request.format, file, bytes: Buffer.byteLength(body) };
}
