import { accountSummaryFields } from '../accounts/account-summary-fields';
import type { ServiceDeps } from '../deps';

/** What the admin's user list shows of an account. */
export interface AdminUserRow {
  id: string;
  name: string;
  username: string;
  email: string;
  plan: 'free' | 'pro' | 'advanced';
  role: 'artist' | 'operator' | 'admin';
  freeze: boolean;
  banned: boolean;
  blockedReason: string | null;
  createdAt: Date;
}

/** A page of the list: enough to find someone by searching, without paging. */
export const USER_LIST_LIMIT = 50;

/** Accounts whose name, username or e-mail contains the search (any case), newest first; all when it is empty. */
export async function searchUsers({ prisma }: Pick<ServiceDeps, 'prisma'>, search: string): Promise<{ users: AdminUserRow[]; more: boolean }> {
  const text = search.trim();
  const contains = { contains: text, mode: 'insensitive' } as const;
  const rows = await prisma.user.findMany({
    where: text ? { OR: [{ name: contains }, { username: contains }, { email: contains }] } : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: USER_LIST_LIMIT + 1,
    select: { ...accountSummaryFields, role: true, blockedReason: true, createdAt: true },
  });
  return { users: rows.slice(0, USER_LIST_LIMIT), more: rows.length > USER_LIST_LIMIT };
}
