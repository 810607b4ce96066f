import type { DbClient } from '@slipcase/db';
import type { StatementLineIn } from './source';

/** Writes a batch of a statement's lines as they were reported, in one statement. */
export async function insertLines(db: DbClient, statementId: string, lines: readonly StatementLineIn[]): Promise<void> {
  if (lines.length === 0) return;
  await db.$executeRaw`
    INSERT INTO "StatementLine" ("statementId", "part", "lineNo", "isrc", "upc", "title", "artist", "country", "useType", "usages", "amountMicros")
    SELECT ${statementId}, * FROM unnest(
      ${lines.map((line) => line.part)}::int[], ${lines.map((line) => line.lineNo)}::int[],
      ${lines.map((line) => line.isrc)}::text[], ${lines.map((line) => line.upc)}::text[],
      ${lines.map((line) => line.title)}::text[], ${lines.map((line) => line.artist)}::text[],
      ${lines.map((line) => line.country)}::text[], ${lines.map((line) => line.useType)}::text[],
      ${lines.map((line) => line.usages)}::int[], ${lines.map((line) => line.amountMicros)}::bigint[])`;
}
