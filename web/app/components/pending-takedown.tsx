import type { TakedownRequestView } from '@slipcase/services';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../lib/format';
import { IntentButton } from './intent-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

/** A takedown under way: when it goes out, to which stores, why, and (before it is processed) how to cancel it. */
export function PendingTakedown({
  takedown,
  storeNames,
  canCancel,
}: {
  takedown: TakedownRequestView;
  /** The names of the stores it goes to (every store when the request named none). */
  storeNames: string[];
  canCancel: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="border-warning/40" role="region" aria-labelledby="takedown-heading" data-testid="takedown-request">
      <CardHeader>
        <CardTitle>
          <h2 id="takedown-heading">{t('takedown.pending.title')}</h2>
        </CardTitle>
        <CardDescription>
          {takedown.status === 'requested'
            ? t('takedown.pending.body', {
                date: formatDateTime(i18n.language, takedown.requestedAt),
                deadline: formatDateTime(i18n.language, takedown.processAt),
              })
            : t('takedown.pending.processing')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end justify-between gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('takedown.pending.stores')}</dt>
          <dd className="font-medium" data-testid="takedown-stores">
            {storeNames.length > 0 ? storeNames.join(', ') : t('takedown.pending.everyStore')}
          </dd>
          {takedown.on ? (
            <>
              <dt className="text-muted-foreground">{t('takedown.pending.on')}</dt>
              <dd className="font-medium">{formatDate(i18n.language, takedown.on)}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">{t('takedown.pending.reason')}</dt>
          <dd className="font-medium">
            {t(`takedown.reasons.${takedown.reason}`, { defaultValue: takedown.reason })}
            {takedown.otherText ? <span className="block font-normal whitespace-pre-line">{takedown.otherText}</span> : null}
          </dd>
        </dl>
        {canCancel ? (
          <IntentButton intent="cancel_takedown" variant="outline" pendingLabel={t('release.cancellingTakedown')}>
            {t('release.cancelTakedown')}
          </IntentButton>
        ) : null}
      </CardContent>
    </Card>
  );
}
