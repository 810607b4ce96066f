import { Link } from '@remix-run/react';
import { reopeningReasonText } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../lib/format';
import { editStepPath, stepForReason } from '../lib/wizard-steps';
import type { RejectionView } from '@slipcase/services';
import { IntentButton } from './intent-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

/** The latest rejection: each reason with what is asked and how to fix it (linking to the wizard step), and Reopen. */
export function RejectionNotice({
  releaseId,
  rejection,
  canReopen,
}: {
  releaseId: string;
  rejection: RejectionView;
  canReopen: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="border-destructive/40" aria-labelledby="rejection-heading" role="region">
      <CardHeader>
        <CardTitle>
          <h2 id="rejection-heading">{t('rejection.heading')}</h2>
        </CardTitle>
        <CardDescription>
          {t('rejection.reviewedOn', { date: formatDateTime(i18n.language, rejection.reviewedAt) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {rejection.note ? (
          <figure className="rounded-md bg-muted px-4 py-3 text-sm">
            <figcaption className="font-medium">{t('rejection.note')}</figcaption>
            <blockquote className="mt-1 whitespace-pre-line">{rejection.note}</blockquote>
          </figure>
        ) : null}
        <ul className="space-y-3" data-testid="rejection-reasons">
          {rejection.reasonCodes.map((code) => {
            const text = reopeningReasonText(code, i18n.language);
            const step = stepForReason(code);
            return (
              <li key={code} className="rounded-lg border p-4 text-sm" data-reason={code}>
                <h3 className="font-medium">{text.name}</h3>
                <p className="mt-1 text-muted-foreground">{text.description}</p>
                <p className="mt-3">
                  <span className="font-medium">{t('rejection.howToFix')}: </span>
                  {text.fix}
                </p>
                <Link
                  to={editStepPath(releaseId, step)}
                  className="mt-2 inline-block rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {t('rejection.fixLink', { step: t(`wizard.steps.${step}`) })}
                </Link>
              </li>
            );
          })}
        </ul>
        {canReopen ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted/60 p-4">
            <p className="max-w-prose text-sm">
              {t('rejection.reopenHint')} {t('rejection.reopenBy', { date: formatDate(i18n.language, rejection.reopenBy) })}
            </p>
            <IntentButton intent="reopen" pendingLabel={t('release.reopening')}>
              {t('release.reopen')}
            </IntentButton>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
