import { createTestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { countReleasesThisMonth } from './release-draft';

describe('countReleasesThisMonth', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  it('counts the month’s submissions in the owner’s time zone, never the release being submitted', async () => {
    const owner = await createTestUser(db.prisma);
    const submittedAt = (iso: string) => ({ status: 'submitted' as const, submittedAt: new Date(iso) });
    const [a, b, lastMonth] = await Promise.all([1, 2, 3].map(() => createDraftRelease(db.prisma, owner.id)));
    await db.prisma.release.update({ where: { id: a!.id }, data: submittedAt('2026-11-03T10:00:00Z') });
    await db.prisma.release.update({ where: { id: b!.id }, data: submittedAt('2026-11-20T10:00:00Z') });
    // 1 November 01:00 in Istanbul is still October in UTC.
    await db.prisma.release.update({ where: { id: lastMonth!.id }, data: submittedAt('2026-10-31T22:00:00Z') });
    const now = new Date('2026-11-23T12:00:00Z');

    expect(await countReleasesThisMonth(db.prisma, { id: owner.id, timeZone: 'UTC' }, now)).toBe(2);
    expect(await countReleasesThisMonth(db.prisma, { id: owner.id, timeZone: 'Europe/Istanbul' }, now)).toBe(3);
    // A second submission of b, racing its first one's workflow, must not find b counted against itself.
    expect(await countReleasesThisMonth(db.prisma, { id: owner.id, timeZone: 'UTC' }, now, b!.id)).toBe(1);
  });
});
