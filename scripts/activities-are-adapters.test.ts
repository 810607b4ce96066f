import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const QUERY = /\bprisma\.[a-zA-Z]+\.(find|create|update|delete|upsert|count|aggregate|groupBy)\w*\(|\$transaction|\$queryRaw|\$executeRaw|\btx\.[a-zA-Z]+\./;

/** Lines of `text` that query or write the database themselves. */
function databaseCalls(text: string): string[] {
  return text.split('\n').filter((line) => QUERY.test(line)).map((line) => line.trim());
}

// Activities are Temporal's adapters (issue 28): each calls a service and turns its refusals into failures without
// retry; what a delivery, an acknowledgement, a payment or a takedown decides and writes lives in services/.
describe('the activities', () => {
  it('call services and never the database themselves', () => {
    const folder = join(dirname(fileURLToPath(import.meta.url)), '../workflows/src/activities');
    const found = readdirSync(folder)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .flatMap((name) => databaseCalls(readFileSync(join(folder, name), 'utf8')).map((line) => `${name}: ${line}`));
    expect(found).toEqual([]);
  });

  it('are checked by a pattern that sees a query, a write, a transaction and raw SQL', () => {
    expect(
      databaseCalls(
        [
          'await prisma.delivery.update({ where })',
          'deps.prisma.release.findUniqueOrThrow({',
          'await prisma.$transaction([',
          'await tx.payout.updateMany({',
          'prisma.$queryRaw`SELECT 1`',
          'refusingWithoutRetry(() => cancelTakedownRequest({ prisma, now: new Date() }, input))',
        ].join('\n'),
      ),
    ).toHaveLength(5);
  });
});
