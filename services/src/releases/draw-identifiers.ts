import { nextSequenceValue, type DbClient } from '@slipcase/db';
import { assignIsrc, assignUpc } from '@slipcase/domain';

/*
 * Assigned identifiers are drawn past any value a row already holds: a code stored before typed codes were kept
 * out of the platform's range (or imported) must not make every later draw fail on the unique index, which would
 * roll the sequence back to the same number each time.
 */

/** The next assigned UPC under the company prefix that no release has. */
export async function drawUpc(db: DbClient, companyPrefix: string): Promise<string> {
  for (;;) {
    const upc = assignUpc(companyPrefix, await nextSequenceValue(db, 'upc'));
    if (!(await db.release.findUnique({ where: { upc }, select: { id: true } }))) return upc;
  }
}

/** `count` assigned ISRCs of `year`, in drawing order, that no track has. */
export async function drawIsrcs(db: DbClient, prefix: string, year: number, count: number): Promise<string[]> {
  const drawn: string[] = [];
  while (drawn.length < count) {
    const wanted = count - drawn.length;
    const first = await nextSequenceValue(db, 'isrc', wanted);
    const candidates = Array.from({ length: wanted }, (_, index) => assignIsrc(prefix, year, first + index));
    const taken = await db.track.findMany({ where: { isrc: { in: candidates } }, select: { isrc: true } });
    drawn.push(...candidates.filter((isrc) => !taken.some((track) => track.isrc === isrc)));
  }
  return drawn;
}
