import { english } from '@slipcase/api-contract/english';
import { isReopeningReasonCode, reopeningReasonText } from '@slipcase/domain';
import { formatTime } from './format-time';
import type { ReleaseShown } from './release-actions/release-shown';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long until `iso`: "in 3 days", "in 23 h", "in 5 min", "now". */
export function formatCountdown(iso: string, now: Date): string {
  const ms = Date.parse(iso) - now.getTime();
  if (ms <= 0) return 'now';
  if (ms >= 2 * DAY_MS) return `in ${Math.floor(ms / DAY_MS)} days`;
  if (ms >= HOUR_MS) return `in ${Math.floor(ms / HOUR_MS)} h`;
  return `in ${Math.max(1, Math.floor(ms / MINUTE_MS))} min`;
}

const TAKEDOWN_REASON_TEXT: Record<string, string> = english.takedown.reasons;

/** The last rejection of a rejected or expired release: its reasons with what to fix, in English. */
export function formatRejection(view: ReleaseShown): string[] {
  const rejection = view.rejections.at(-1);
  if (!rejection || (view.status !== 'rejected' && view.status !== 'expired')) return [];
  const deadline =
    view.status === 'rejected'
      ? `reopen it by ${formatTime(rejection.reopenBy)}, else it expires`
      : `not reopened by ${formatTime(rejection.reopenBy)}: the release expired`;
  const lines = ['', `Rejection (${formatTime(rejection.reviewedAt)}): ${deadline}`];
  for (const code of rejection.reasonCodes.filter(isReopeningReasonCode)) {
    const text = reopeningReasonText(code, 'en');
    lines.push(`  ${text.name} [${code}]`, `    ${text.description}`, `    Fix: ${text.fix}`);
  }
  if (rejection.note) lines.push(`  Note from the operator: ${rejection.note}`);
  if (view.status === 'rejected') lines.push(`  Once fixed: slipcase release reopen ${view.id}`);
  return lines;
}

/** Where a takedown stands, or for a published release when one can be requested; then each store's state once a takedown reached one. */
export function formatTakedown(view: ReleaseShown, now: Date): string[] {
  const taken = view.stores.some((entry) => entry.state !== 'live');
  const stores = taken ? [`Stores: ${view.stores.map((entry) => `${entry.store} ${entry.state.replace('_', ' ')}`).join(', ')}`] : [];
  return [...takedownLines(view, now), ...stores];
}

function takedownLines(view: ReleaseShown, now: Date): string[] {
  const request = view.takedowns.at(-1);
  if (view.status === 'published') {
    if (view.takedownWait) {
      const { allowedFrom, days } = view.takedownWait;
      return ['', `Takedown: possible from ${allowedFrom}, in ${days} ${days === 1 ? 'day' : 'days'} (free plan: 90 days after the release date)`];
    }
    return ['', `Takedown: possible now (slipcase release takedown ${view.id} --reason <code>)`];
  }
  if (!request) return [];
  const reason = `${TAKEDOWN_REASON_TEXT[request.reason] ?? request.reason}${request.otherText ? `: ${request.otherText}` : ''}`;
  if (view.status === 'takedown_requested') {
    const state =
      request.status === 'processing'
        ? 'being sent to the stores; it can no longer be cancelled'
        : `sent to ${request.stores.length > 0 ? request.stores.join(', ') : 'the stores'} from ${formatTime(request.processAt)} (${formatCountdown(request.processAt, now)}); ` +
          `cancel before with: slipcase release cancel-takedown ${view.id}`;
    return ['', `Takedown: requested ${formatTime(request.requestedAt)} (${reason}), ${state}`];
  }
  if (view.status === 'removed' && request.completedAt) {
    return ['', `Takedown: done ${formatTime(request.completedAt)} (${reason})`];
  }
  return [];
}
