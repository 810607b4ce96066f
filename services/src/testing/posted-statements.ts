import { createHash, randomUUID } from 'node:crypto';
import type { PrismaClient } from '@slipcase/db';
import { parseUsdRate } from '@slipcase/domain';
import { postStatement, type PostStatementResult } from '../statements/post/post-statement';
import { createDraftRelease, createTestUser } from './release-fixture';

/** Posts a store's USD statement of one line per `{ isrc, amountMicros }` for `period`, as an import would. */
export async function postUsdStatement(
  prisma: PrismaClient,
  { period, store = 'spotify', lines }: { period: string; store?: string; lines: readonly { isrc: string | null; amountMicros: bigint; country?: string }[] },
): Promise<PostStatementResult> {
  // A new file each time: the same one twice would post nothing.
  const sha256 = createHash('sha256').update(randomUUID()).digest('hex');
  const rows = lines.map((line, index) => ({
    lineNo: index + 1,
    part: 1,
    isrc: line.isrc,
    upc: null,
    title: 'Song',
    artist: 'Act',
    country: line.country ?? 'US',
    useType: 'OnDemandStream',
    usages: 10,
    currency: 'USD',
    amountMicros: line.amountMicros,
  }));
  return postStatement(
    { prisma, now: new Date() },
    {
      store,
      period,
      sha256,
      fileNames: ['report.tsv'],
      format: 'dsr',
      usdRates: { USD: parseUsdRate('1')! },
      source: {
        async *lines() {
          yield rows;
        },
        period: async () => ({ start: `${period}-01`, end: `${period}-28` }),
      },
    },
  );
}

/** An owner on `plan` since the start of 2026 (so any 2026 period's share is that plan's) with a one-track draft. */
export async function ownerWithTrack(prisma: PrismaClient, plan: 'free' | 'pro') {
  const owner = await createTestUser(prisma);
  await prisma.planChange.create({ data: { userId: owner.id, plan, at: new Date('2026-01-01T00:00:00Z') } });
  await prisma.user.update({ where: { id: owner.id }, data: { plan } });
  const release = await createDraftRelease(prisma, owner.id);
  const track = await prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
  return { owner, release, track };
}

/** A ledger account's balance by key (0 while it does not exist). */
export async function ledgerBalance(prisma: PrismaClient, key: string): Promise<bigint> {
  return (await prisma.ledgerAccount.findUnique({ where: { key } }))?.balanceMicros ?? 0n;
}

/** Where a statement's own transaction put its dollars: credited (owners and payees), suspense and the platform's fee. */
export async function statementShares(prisma: PrismaClient, statementId: string): Promise<{ credited: bigint; suspense: bigint; fee: bigint }> {
  const entries = await prisma.ledgerEntry.findMany({
    where: { transaction: { statementId, kind: 'statement' }, account: { kind: { in: ['artist', 'pending_payee', 'suspense', 'platform_fee'] } } },
    select: { amountMicros: true, account: { select: { kind: true } } },
  });
  const sum = (...kinds: string[]) => entries.filter((entry) => kinds.includes(entry.account.kind)).reduce((total, entry) => total + entry.amountMicros, 0n);
  return { credited: sum('artist', 'pending_payee'), suspense: sum('suspense'), fee: sum('platform_fee') };
}
