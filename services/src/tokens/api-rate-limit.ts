import { API_RATE_WINDOW_MS, apiRateDecision, type ApiRateDecision } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';

/** Windows of callers idle this long are let go when another window starts. */
const FORGET_AFTER_MS = 60 * 60_000;

/**
 * Counts one `/v1` request of the caller `key` (a token's id, or `user:<id>` for a session) in its one-minute window,
 * kept in PostgreSQL so that every web process counts against the same limit (decision 018). One statement: two
 * processes counting the same caller at once each see the other's request.
 */
export async function takeApiRequest(deps: Pick<ServiceDeps, 'prisma' | 'now'>, input: { key: string; limit: number }): Promise<ApiRateDecision> {
  const { prisma, now } = deps;
  const ended = new Date(now.getTime() - API_RATE_WINDOW_MS);
  const [window] = await prisma.$queryRaw<{ startedAt: Date; count: number }[]>`
    INSERT INTO "ApiRateWindow" ("key", "startedAt", "count") VALUES (${input.key}, ${now}::timestamp(3), 1)
    ON CONFLICT ("key") DO UPDATE SET
      "startedAt" = CASE WHEN "ApiRateWindow"."startedAt" <= ${ended}::timestamp(3) THEN EXCLUDED."startedAt" ELSE "ApiRateWindow"."startedAt" END,
      "count" = CASE WHEN "ApiRateWindow"."startedAt" <= ${ended}::timestamp(3) THEN 1 ELSE "ApiRateWindow"."count" + 1 END
    RETURNING "startedAt", "count"`;
  if (window!.count === 1) {
    await prisma.apiRateWindow.deleteMany({ where: { startedAt: { lt: new Date(now.getTime() - FORGET_AFTER_MS) } } });
  }
  return apiRateDecision(window!, now, input.limit);
}
