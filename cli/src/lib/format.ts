import { formatIsrc } from '@slipcase/domain';
import type { DeliveryView, ReviewQueueItem, TimelineEntry } from '@slipcase/services/releases/release-view';
import { formatRejection, formatTakedown } from './format-lifecycle';
import { formatTime } from './format-time';
import type { ReleaseShown } from './release-actions/release-shown';
import { statusLabel } from './status-label';

// In a file of its own so that format-lifecycle.ts can use it without importing this one back.
export { formatTime };

/** A delivery by its store, and its kind unless it sent the release itself: `spotify`, `spotify (takedown)`. */
export function deliveryName(delivery: Pick<DeliveryView, 'store' | 'kind'>): string {
  return delivery.kind === 'new' ? delivery.store : `${delivery.store} (${delivery.kind})`;
}

export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function humanize(type: string): string {
  const words = type.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Left-aligned columns, two spaces apart. */
export function table(rows: string[][]): string[] {
  const widths = rows.reduce<number[]>(
    (acc, row) => row.map((cell, i) => Math.max(acc[i] ?? 0, cell.length)),
    [],
  );
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  '));
}

function timelineRow(entry: TimelineEntry): string[] {
  const change =
    entry.fromStatus && entry.toStatus
      ? `${statusLabel(entry.fromStatus)} -> ${statusLabel(entry.toStatus)}`
      : entry.toStatus
        ? statusLabel(entry.toStatus)
        : '';
  const actor = entry.actorName ? `${entry.actorName} (${entry.actorRole})` : entry.actorRole;
  return [formatTime(entry.createdAt), humanize(entry.type), change, `by ${actor}${entry.via ? ` (${entry.via})` : ''}${entry.reason ? `: ${entry.reason}` : ''}`];
}

/** `now` decides the countdowns (a takedown's processing, the free plan's wait). */
export function formatReleaseView(view: ReleaseShown, now: Date = new Date()): string {
  const lines = table([
    ['Release', `${view.title} (${view.id})`],
    ['Status', statusLabel(view.status)],
    ['Artist', view.artist.name],
    ['Owner', view.owner.username],
    ['Type', view.type],
    ['UPC', view.upc],
    ['Release date', view.releaseDate],
    ['Cover', view.cover ? `${view.cover.format ?? '?'} ${view.cover.width ?? '?'}x${view.cover.height ?? '?'}` : 'none'],
  ]);
  lines.push(...formatRejection(view), ...formatTakedown(view, now));

  lines.push('', 'Tracks');
  if (view.tracks.length === 0) lines.push('  none');
  lines.push(
    ...table(
      view.tracks.map((track) => [
        `${track.number}.`,
        track.title,
        formatIsrc(track.isrc),
        formatDuration(track.durationMs),
        track.audio.format,
        track.explicit ? 'explicit' : 'clean',
      ]),
    ).map((line) => `  ${line}`),
  );

  lines.push('', 'Deliveries');
  if (view.deliveries.length === 0) lines.push('  none yet');
  lines.push(
    ...table(
      view.deliveries.map((delivery) => [
        deliveryName(delivery),
        delivery.status,
        delivery.batchId ?? '-',
        delivery.completedAt ? formatTime(delivery.completedAt) : '-',
        delivery.error ?? delivery.location ?? '',
      ]),
    ).map((line) => `  ${line}`),
  );

  lines.push('', 'Timeline');
  if (view.timeline.length === 0) lines.push('  empty');
  lines.push(...table(view.timeline.map(timelineRow)).map((line) => `  ${line}`));
  return lines.join('\n');
}

export function formatReviewQueue(items: ReviewQueueItem[]): string {
  if (items.length === 0) return 'No releases in review.';
  const header = ['ID', 'Title', 'Artist', 'Owner', 'Release date', 'Submitted'];
  const rows = items.map((item) => [
    item.id,
    item.title,
    item.artist.name,
    item.owner.username,
    item.releaseDate,
    `${item.submittedAt ? formatTime(item.submittedAt) : '-'}${item.overdueSince ? ', overdue' : ''}`,
  ]);
  const count = items.length === 1 ? '1 release in review' : `${items.length} releases in review`;
  return [...table([header, ...rows]), '', count].join('\n');
}
