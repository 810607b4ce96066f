import type { DbClient, LedgerAccountKind } from '@slipcase/db';

/** A ledger account by what it is; its key names it uniquely. */
export interface AccountRef {
  kind: LedgerAccountKind;
  currency: string;
  userId?: string;
  store?: string;
  email?: string;
}

/** `artist:<userId>:USD`, `store_receivable:spotify:EUR`, `pending_payee:ana@example.com:USD`, `platform_fee:USD`. */
export function accountKey(ref: AccountRef): string {
  const owner = ref.userId ?? ref.store ?? ref.email?.toLowerCase();
  return owner ? `${ref.kind}:${owner}:${ref.currency}` : `${ref.kind}:${ref.currency}`;
}

export const platformFee = (): AccountRef => ({ kind: 'platform_fee', currency: 'USD' });
export const artistBalance = (userId: string): AccountRef => ({ kind: 'artist', currency: 'USD', userId });
export const pendingPayee = (email: string): AccountRef => ({ kind: 'pending_payee', currency: 'USD', email: email.toLowerCase() });
export const suspense = (store: string): AccountRef => ({ kind: 'suspense', currency: 'USD', store });
export const storeReceivable = (store: string, currency: string): AccountRef => ({ kind: 'store_receivable', currency, store });
export const currencyConversion = (currency: string): AccountRef => ({ kind: 'currency_conversion', currency });
export const payoutsHeld = (userId: string): AccountRef => ({ kind: 'payouts_held', currency: 'USD', userId });
export const payoutsPaid = (userId: string): AccountRef => ({ kind: 'payouts_paid', currency: 'USD', userId });
/** What the platform has credited as referral rewards: the other side of each `referral_reward` transaction. */
export const referralRewards = (): AccountRef => ({ kind: 'referral_rewards', currency: 'USD' });
/** What a user (or a payee not signed up yet, by e-mail) owes after a refund took more than they held: never above zero. */
export const owedBy = (holder: { userId?: string | null; email?: string | null }): AccountRef =>
  holder.userId ? { kind: 'artist_owed', currency: 'USD', userId: holder.userId } : { kind: 'artist_owed', currency: 'USD', email: holder.email!.toLowerCase() };

/** The ids of these accounts, opening the ones that do not exist yet (safe when two posts open one at once). */
export async function accountIds(db: DbClient, refs: readonly AccountRef[]): Promise<Map<string, string>> {
  const byKey = new Map(refs.map((ref) => [accountKey(ref), ref]));
  const keys = [...byKey.keys()];
  if (keys.length === 0) return new Map();
  const list = [...byKey.values()];
  await db.$executeRaw`
    INSERT INTO "LedgerAccount" ("id", "key", "kind", "currency", "userId", "store", "email")
    SELECT gen_random_uuid()::text, k, kind::"LedgerAccountKind", cur, NULLIF(u, ''), NULLIF(s, ''), NULLIF(e, '')
    FROM unnest(${keys}::text[], ${list.map((ref) => ref.kind)}::text[], ${list.map((ref) => ref.currency)}::text[],
                ${list.map((ref) => ref.userId ?? '')}::text[], ${list.map((ref) => ref.store ?? '')}::text[],
                ${list.map((ref) => ref.email ?? '')}::text[]) AS t(k, kind, cur, u, s, e)
    ON CONFLICT ("key") DO NOTHING`;
  // Plain SQL: a statement names thousands of accounts, and Prisma's building of an IN list that long cost more CPU.
  const rows = await db.$queryRaw<{ id: string; key: string }[]>`SELECT id, key FROM "LedgerAccount" WHERE key = ANY(${keys}::text[])`;
  return new Map(rows.map((row) => [row.key, row.id]));
}
