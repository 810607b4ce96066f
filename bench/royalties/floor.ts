import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { readStatement } from '@slipcase/services/statements/read/index';

const cell = (value: string | number | bigint | null) => (value === null ? '\\N' : String(value).replace(/[\\\t\n\r]/g, ' '));

/**
 * The floor: the same files read by the same reader and streamed, line by line, into an unlogged table of the same
 * database with COPY, in one pass. What no import can beat: it matches, shares and checks nothing.
 */
export async function floorRun(url: string, files: readonly string[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP TABLE IF EXISTS bench_floor;
      CREATE UNLOGGED TABLE bench_floor (part int, line_no int, isrc text, upc text, title text, artist text, country text,
        use_type text, usages int, currency text, amount_micros bigint)`);
    const started = performance.now();
    const reading = await readStatement(
      files.map((file) => ({ name: basename(file), open: () => createReadStream(file) })),
      { format: 'dsr', maxUncompressedBytes: DEFAULT_SETTINGS.statementMaxBytes },
    );
    async function* rows() {
      for await (const batch of reading.lines()) {
        yield batch
          .map((line) =>
            [line.part, line.lineNo, line.isrc, line.upc, line.title, line.artist, line.country, line.useType, line.usages, line.currency, line.amountMicros]
              .map(cell)
              .join('\t'),
          )
          .join('\n') + '\n';
      }
    }
    await pipeline(Readable.from(rows()), client.query(copyFrom('COPY bench_floor FROM STDIN')));
    return performance.now() - started;
  } finally {
    await client.end();
  }
}
