import { config } from '@slipcase/config';
/**
 * Requests per caller per minute on `/v1` (config().web.apiRateLimit: SLIPCASE_API_RATE_LIMIT, default 3000): a
 * fixed one-minute window per token (or per session), kept in this process's memory. Several web processes each count their own share; the
 * limit is there to stop a runaway script, not to bill anyone, nor to slow a label's bulk upload (nine calls a
 * release: 200 releases are 1800 calls, which a server answers within a minute or two) (decision 018).
 */
const WINDOW_MS = 60_000;

interface Window {
  startedAt: number;
  count: number;
}

const windows = new Map<string, Window>();

/** Counts one request of `key`; when over the limit, the seconds until its window ends (for `Retry-After`). */
export function takeApiRequest(key: string, now = Date.now(), limit = config().web.apiRateLimit): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  let window = windows.get(key);
  if (!window || now - window.startedAt >= WINDOW_MS) {
    window = { startedAt: now, count: 0 };
    windows.set(key, window);
    // Forget windows that ended, so the map holds only callers of the last minute.
    if (windows.size > 10_000) for (const [other, open] of windows) if (now - open.startedAt >= WINDOW_MS) windows.delete(other);
  }
  window.count += 1;
  if (window.count <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000)) };
}
