/** `/v1` requests are counted per caller in fixed windows of one minute (decision 018). */
export const API_RATE_WINDOW_MS = 60_000;

export type ApiRateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether the `count`-th request of a window that started at `startedAt` is allowed under `limit` a minute; when
 * not, the whole seconds until the window ends (at least 1), for `Retry-After`.
 */
export function apiRateDecision(window: { startedAt: Date; count: number }, now: Date, limit: number): ApiRateDecision {
  if (window.count <= limit) return { allowed: true };
  const left = window.startedAt.getTime() + API_RATE_WINDOW_MS - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
}
