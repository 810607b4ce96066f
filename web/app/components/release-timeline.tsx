import { isReopeningReasonCode, reopeningReasonText, statusLabelKey } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { timelineEventKey, type TimelineItem } from '../lib/timeline';

/**
 * Events whose recorded reason is for the log, not for people: codes (shown above as translated reasons) or the
 * system's English. Other events' reasons are a person's own words, such as an approval's note.
 */
const MACHINE_REASONS = new Set(['rejected', 'takedown_requested', 'review_overdue', 'removed', 'removed_from_stores', 'takedown_unconfirmed', 'updated']);

/** What happened to a release, oldest first, with the reasons of rejections and takedown requests. */
export function ReleaseTimeline({ entries }: { entries: readonly TimelineItem[] }) {
  const { t, i18n } = useTranslation();
  // An update's recorded reason lists the fields it changed ('genre, credits'): named as the update page names them.
  const updatedFields = (reason: string | null) => (reason ?? '').split(', ').filter(Boolean).map((field) => t(`updates:fields.${field}`, { defaultValue: field })).join(', ');
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t('release.noEvents')}</p>;
  return (
    <ol className="relative space-y-5 border-l pl-5" data-testid="timeline">
      {entries.map((entry, index) => {
        const key = timelineEventKey(entry);
        const what = key
          ? t(`timeline.events.${key}`, { stores: entry.reason ?? '', fields: updatedFields(entry.reason) })
          : t('timeline.events.other', { status: entry.toStatus ? t(statusLabelKey(entry.toStatus)) : entry.type });
        const who = entry.actorName ?? t(`timeline.actors.${entry.actorRole}`, { defaultValue: entry.actorRole });
        const reasons = entry.rejection?.reasonCodes.filter(isReopeningReasonCode) ?? [];
        return (
          <li key={`${entry.createdAt}-${index}`} className="relative text-sm" data-event={key ?? entry.type}>
            <span aria-hidden className="absolute -left-[25px] top-1.5 size-2.5 rounded-full border-2 border-background bg-primary" />
            <p className="font-medium">{what}</p>
            <p className="text-muted-foreground">
              {entry.via ? t('timeline.byVia', { name: who, channel: t(`timeline.via.${entry.via}`) }) : t('timeline.by', { name: who })} ·{' '}
              <time dateTime={entry.createdAt}>{formatDateTime(i18n.language, entry.createdAt)}</time>
            </p>
            {reasons.length > 0 ? (
              <div className="mt-1">
                <p className="sr-only">{t('timeline.reasons')}</p>
                <ul className="list-disc pl-4 text-muted-foreground">
                  {reasons.map((code) => (
                    <li key={code}>{reopeningReasonText(code, i18n.language).name}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {entry.takedown ? (
              <p className="mt-1 text-muted-foreground">
                {t('timeline.takedownReason', {
                  reason: t(`takedown.reasons.${entry.takedown.reason}`, { defaultValue: entry.takedown.reason }),
                })}
                {entry.takedown.otherText ? ` — ${entry.takedown.otherText}` : null}
              </p>
            ) : null}
            {entry.rejection?.note ? <p className="mt-1 text-muted-foreground italic">{entry.rejection.note}</p> : null}
            {entry.reason && !MACHINE_REASONS.has(key ?? '') ? (
              <p className="mt-1 text-muted-foreground italic">{entry.reason}</p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
