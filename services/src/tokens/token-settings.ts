import { apiAccessOf, type Plan, type Role } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { listApiTokens, type ApiTokenView } from './api-tokens';

export type ApiTokenStatus = 'active' | 'expired' | 'revoked';

export function apiTokenStatus(token: Pick<ApiTokenView, 'expiresAt' | 'revokedAt'>, now: Date): ApiTokenStatus {
  if (token.revokedAt) return 'revoked';
  return token.expiresAt && token.expiresAt <= now ? 'expired' : 'active';
}

/**
 * What the API token settings show: whether the account may make tokens and with which scopes, and its tokens
 * (newest first, never the tokens themselves) with their status.
 */
export async function apiTokenSettings(
  { prisma, now }: Pick<ServiceDeps, 'prisma' | 'now'>,
  user: { id: string; plan: Plan; role: Role },
) {
  const tokens = (await listApiTokens(prisma, user.id)).map((token) => ({ ...token, status: apiTokenStatus(token, now) }));
  return {
    access: apiAccessOf(user),
    account: { plan: user.plan, role: user.role },
    activeTokens: tokens.filter((token) => token.status === 'active').length,
    tokens,
  };
}
