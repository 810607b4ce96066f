import { Link } from '@remix-run/react';
import { statusLabelKey } from '@slipcase/domain';
import type { ActivityFeedItem } from '@slipcase/services';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMonth } from '../lib/format';

/** What happened, in words: an 'updated' event names the status it moved to when it has one. */
function eventText(t: (key: string, options?: Record<string, unknown>) => string, item: ActivityFeedItem, locale: string): string {
  if (item.detail.event === 'statement_ready') {
    const period = item.detail.reason ?? '';
    return t('dashboard.activity.events.statementReady', { period: /^\d{4}-\d{2}$/.test(period) ? formatMonth(locale, period) : period });
  }
  if (item.type === 'updated' && item.detail.toStatus) {
    return t('dashboard.activity.events.statusChanged', { status: t(statusLabelKey(item.detail.toStatus)) });
  }
  return t(`dashboard.activity.events.${item.type}`);
}

/** The user's latest events, newest first, each with its release and when it happened. */
export function ActivityList({ items }: { items: readonly ActivityFeedItem[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="divide-y">
      {items.map((item) => (
        <li key={item.id} data-type={item.type} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
          <p className="min-w-0">
            {item.detail.event === 'statement_ready' ? (
              <Link to="/royalties" className="font-medium underline-offset-4 hover:underline">
                {eventText(t, item, i18n.language)}
              </Link>
            ) : item.releaseId && item.releaseTitle ? (
              <Link to={`/distributions/${item.releaseId}`} className="font-medium underline-offset-4 hover:underline">
                {item.releaseTitle}
              </Link>
            ) : (
              <span className="font-medium">{t('dashboard.activity.deletedRelease')}</span>
            )}
            {item.detail.event === 'statement_ready' ? null : <span className="text-muted-foreground"> · {eventText(t, item, i18n.language)}</span>}
          </p>
          <time dateTime={item.createdAt} className="text-sm text-muted-foreground tabular-nums">
            {formatDateTime(i18n.language, item.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}
