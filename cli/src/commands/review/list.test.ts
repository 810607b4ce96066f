import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  prisma = db.prisma;
});

afterAll(async () => {
  await db?.drop();
});

async function releaseIn(status: 'draft' | 'in_review', title: string, submittedAt?: Date) {
  const owner = await createTestUser(prisma);
  const release = await createDraftRelease(prisma, owner.id);
  await prisma.release.update({ where: { id: release.id }, data: { status, title, submittedAt } });
  return { id: release.id, owner, releaseDate: release.releaseDate };
}

describe('slipcase review list', () => {
  it('says so when nothing waits for review', async () => {
    await releaseIn('draft', 'Still A Draft');
    const { stdout, exit } = await runCli(['review', 'list']);
    expect(exit).toBe(0);
    expect(stdout.trim()).toBe('No releases in review.');
  });

  it('lists only releases in review, the longest-waiting first', async () => {
    const newer = await releaseIn('in_review', 'Submitted Second', new Date('2026-11-21T08:00:00Z'));
    const older = await releaseIn('in_review', 'Submitted First', new Date('2026-11-20T08:00:00Z'));

    const { stdout, exit } = await runCli(['review', 'list']);

    expect(exit).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+Title\s+Artist\s+Owner\s+Release date\s+Submitted$/);
    expect(lines[1]).toMatch(
      new RegExp(`^${older.id}\\s+Submitted First\\s+The Test Tones\\s+${older.owner.username}\\s+${older.releaseDate.toISOString().slice(0, 10)}\\s+2026-11-20 08:00 UTC$`),
    );
    expect(lines[2]).toMatch(new RegExp(`^${newer.id}\\s+Submitted Second\\s`));
    expect(stdout).not.toContain('Still A Draft');
    expect(lines.at(-1)).toBe('2 releases in review');

    const json = await runCli(['review', 'list', '--json']);
    expect(JSON.parse(json.stdout).map((item: { id: string }) => item.id)).toEqual([older.id, newer.id]);
  });

  it('marks a review the operators were alerted about, until the release enters review again', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 8));
    const late = await releaseIn('in_review', 'Waiting Too Long', at(10));
    const again = await releaseIn('in_review', 'Reopened Since', at(11));
    const event = (release: typeof late, type: string, day: number) => ({
      ownerId: release.owner.id, releaseId: release.id, actorRole: 'system', type, createdAt: at(day),
      ...(type === 'in_review' && { fromStatus: 'submitted' as const, toStatus: 'in_review' as const }),
    });
    await prisma.activityEvent.createMany({
      data: [event(late, 'in_review', 10), event(late, 'review_overdue', 12), event(again, 'review_overdue', 13), event(again, 'in_review', 14)],
    });

    const lines = (await runCli(['review', 'list'])).stdout.split('\n');
    expect(lines.find((line) => line.startsWith(late.id))).toMatch(/2026-11-10 08:00 UTC, overdue$/);
    expect(lines.find((line) => line.startsWith(again.id))).toMatch(/2026-11-11 08:00 UTC$/);
    const items = JSON.parse((await runCli(['review', 'list', '--json'])).stdout);
    expect(items.find((item: { id: string }) => item.id === late.id).overdueSince).toBe('2026-11-12T08:00:00.000Z');
  });
});
