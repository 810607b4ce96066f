import type { ServiceDeps } from '../deps';

/**
 * Sign-in throttling, all its numbers here: an account refuses further tries after 5 failures within 15
 * minutes, an address after 20. Wrong passwords and wrong two-factor codes count the same; successes never
 * count (nor do they wipe earlier failures, or a right password would buy more guesses at the code).
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

type Deps = Pick<ServiceDeps, 'prisma' | 'now'>;

export interface AttemptSource {
  /** The account's key: lower-cased, see accountKey. */
  identifier: string;
  /** The caller's IP address; '' when unknown (then only the account is throttled). */
  address: string;
}

/** One key per account however it was named (username or e-mail); what was typed when there is no such account. */
export function accountKey(typed: string, account: { username: string } | null): string {
  return (account?.username ?? typed.trim()).toLowerCase();
}

/** When the newest `limit` failures (newest first) stop holding the door: the oldest of them leaves the window. */
export function lockedUntil(failuresNewestFirst: readonly Date[], limit: number): Date | null {
  const oldest = failuresNewestFirst[limit - 1];
  return oldest ? new Date(oldest.getTime() + THROTTLE_WINDOW_MS) : null;
}

async function recentFailures({ prisma, now }: Deps, where: { identifier: string } | { address: string }, limit: number) {
  const rows = await prisma.loginAttempt.findMany({
    where: { ...where, succeeded: false, createdAt: { gt: new Date(now.getTime() - THROTTLE_WINDOW_MS) } },
    orderBy: { createdAt: 'desc' },
    take: limit,
    select: { createdAt: true },
  });
  return rows.map((row) => row.createdAt);
}

/** Null when the source may try again; otherwise how long it must wait, in whole seconds (at least 1). */
export async function throttleWait(deps: Deps, source: AttemptSource): Promise<number | null> {
  const locks = [lockedUntil(await recentFailures(deps, { identifier: source.identifier }, MAX_FAILURES_PER_ACCOUNT), MAX_FAILURES_PER_ACCOUNT)];
  if (source.address) {
    locks.push(lockedUntil(await recentFailures(deps, { address: source.address }, MAX_FAILURES_PER_ADDRESS), MAX_FAILURES_PER_ADDRESS));
  }
  const until = Math.max(...locks.map((lock) => lock?.getTime() ?? 0));
  const now = deps.now.getTime();
  return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : null;
}

/** The `{minutes}` of too_many_attempts: whole minutes, rounded up. */
export function waitMinutes(seconds: number): number {
  return Math.ceil(seconds / 60);
}

export async function recordAttempt({ prisma, now }: Deps, attempt: AttemptSource & { succeeded: boolean }): Promise<void> {
  await prisma.loginAttempt.create({ data: { ...attempt, createdAt: now } });
}
