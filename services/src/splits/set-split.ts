import type { DbClient } from '@slipcase/db';
import { AppError, checkSplit, nextSalesPeriod, parseDecimalMicros, shareHundredths, type FieldError } from '@slipcase/domain';
import { randomToken, sha256 } from '../accounts/auth-tokens';
import { SPLIT_VIEW_INCLUDE, periodAt, splitView, type SplitView } from './split-view';
import type { SplitDeps } from './split-mail';
import { sendInvitations, type NewInvitation } from './send-invitations';
import { lockRelease } from '../releases/lock-release';

/** A release's (or one of its tracks') split as its owner sets it: shares in percent, payees by e-mail. */
export interface SplitInput {
  trackId?: string | null;
  ownerPercent: number;
  payees: readonly { email: string; percent: number }[];
  /** The payee who recoups `recoupAmount` (US dollars, `500`, `250.50`) before the shares apply. */
  recoupEmail?: string | null;
  recoupAmount?: string | null;
}

export type SetSplitInput = SplitInput & { ownerId: string; releaseId: string };

export type SetSplitResult =
  | { outcome: 'refused'; errors: FieldError[] }
  /** `invited`: the payees mailed an invitation (new to this release's or track's split). */
  | { outcome: 'saved'; split: SplitView; invited: string[] };

const normalEmail = (email: string) => email.trim().toLowerCase();

/** The owner's release (and track), or not_found: another account's release is never told apart from none. */
async function ownedTarget(db: DbClient, { ownerId, releaseId, trackId }: { ownerId: string; releaseId: string; trackId: string | null }) {
  const release = await db.release.findFirst({
    where: { id: releaseId, ownerId },
    select: { id: true, title: true, owner: { select: { email: true, name: true, language: true } } },
  });
  if (!release) throw new AppError('not_found', 'releaseId');
  if (trackId !== null && !(await db.track.findFirst({ where: { id: trackId, releaseId }, select: { id: true } }))) {
    throw new AppError('not_found', 'trackId');
  }
  return release;
}

/**
 * Sets the split of a release, or of one of its tracks (which then wins over the release's). The first split
 * applies from the current period; a change applies from the next one: the split in force is closed at the
 * current period and kept, and one not started yet is replaced. Payees already in the split keep their status
 * (and recouped amount, when the same payee recoups); each new one is invited by mail and credited only once
 * they accept.
 */
export async function setSplit(deps: SplitDeps, input: SetSplitInput): Promise<SetSplitResult> {
  const trackId = input.trackId || null;
  const release = await ownedTarget(deps.prisma, { ownerId: input.ownerId, releaseId: input.releaseId, trackId });
  const errors = checkSplit({ ownerEmail: release.owner.email, ...input });
  if (errors.length > 0) return { outcome: 'refused', errors };

  const period = periodAt(deps.now);
  const recoupEmail = input.recoupEmail ? normalEmail(input.recoupEmail) : null;
  const recoupMicros = recoupEmail && input.recoupAmount ? (parseDecimalMicros(input.recoupAmount) ?? 0n) : 0n;
  const invitations: NewInvitation[] = [];
  const saved = await deps.prisma.$transaction(async (tx) => {
    // One change at a time per release: two saves at once would both close the same split.
    await lockRelease(tx, release.id);
    const scope = { releaseId: release.id, trackId };
    const upcoming = await tx.split.findFirst({ where: { ...scope, fromPeriod: { gt: period } }, include: { payees: true } });
    const inForce = await tx.split.findFirst({
      where: { ...scope, fromPeriod: { lte: period }, OR: [{ toPeriod: null }, { toPeriod: { gte: period } }] },
      include: { payees: true },
    });
    const previous = upcoming ?? inForce;
    if (upcoming) await tx.split.delete({ where: { id: upcoming.id } });
    if (inForce && inForce.toPeriod === null) await tx.split.update({ where: { id: inForce.id }, data: { toPeriod: period } });
    const before = new Map((previous?.payees ?? []).map((payee) => [payee.email, payee]));
    const recoupedBefore = previous?.payees.some((payee) => payee.recoups && payee.email === recoupEmail) ? previous.recoupedMicros : 0n;
    const payees = input.payees.map((payee) => {
      const email = normalEmail(payee.email);
      const known = before.get(email);
      const token = known ? null : randomToken();
      if (token) invitations.push({ email, token, percent: payee.percent });
      return {
        email,
        shareBps: shareHundredths(payee.percent)!,
        recoups: email === recoupEmail,
        userId: known?.userId ?? null,
        acceptedAt: known?.acceptedAt ?? null,
        // A replaced upcoming split's unanswered invitation still works; one in force keeps its own row's.
        inviteTokenHash: token ? sha256(token) : previous === upcoming ? (known?.inviteTokenHash ?? null) : null,
        invitedAt: known?.invitedAt ?? deps.now,
      };
    });
    return tx.split.create({
      data: {
        ownerId: input.ownerId,
        ...scope,
        fromPeriod: inForce ? nextSalesPeriod(period) : period,
        ownerBps: shareHundredths(input.ownerPercent)!,
        recoupMicros,
        recoupedMicros: recoupedBefore < recoupMicros ? recoupedBefore : recoupMicros,
        createdAt: deps.now,
        payees: { create: payees },
      },
      include: SPLIT_VIEW_INCLUDE,
    });
  });
  await sendInvitations(deps, { owner: release.owner, releaseTitle: release.title, invitations });
  return { outcome: 'saved', split: splitView(saved, deps.now), invited: invitations.map((invitation) => invitation.email) };
}
