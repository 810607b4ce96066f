import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { canMovePromotion, type PromotionStatus } from '@slipcase/domain';
import { promotionQueue } from '@slipcase/services/promotion/promotion-campaigns';
import { decidePromotionRefund } from '@slipcase/services/promotion/refund-promotion';
import { movePromotion } from '@slipcase/services/promotion/run-promotion';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { FormErrors } from '../components/form-field';
import { PromotionStatusBadge } from '../components/promotion/promotion-status-badge';
import { Button } from '../components/ui/button';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';
import { encodeError } from '../lib/error-messages';
import { formatCents, formatDate } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { promotionMoveSchema } from '../lib/promotion-schema';
import { promotionDeps } from '../server/promotion.server';
import { readFormValue } from '../server/read-form.server';
import { requireOperator } from '../server/session.server';
import { httpStatusOf } from '@slipcase/api-contract/http-status';

/** The staff's promotion queue: every paid campaign, refund requests and campaigns to start first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireOperator(request);
  return json({ campaigns: await promotionQueue(promotionDeps()) });
}

/** Start, end or cancel a campaign, or decide its refund request, with the note the artist reads. */
export async function action({ request }: ActionFunctionArgs) {
  await requireOperator(request);
  const { intent, campaignId, note } = await readFormValue(request, promotionMoveSchema);
  const deps = promotionDeps();
  const outcome =
    intent === 'approveRefund' || intent === 'declineRefund'
      ? await decidePromotionRefund(deps, { campaignId, approve: intent === 'approveRefund', note })
      : await movePromotion(deps, { campaignId, move: intent, note });
  if (outcome.ok) return redirect('/operator/promotions');
  return json({ campaignId, errors: [encodeError(outcome)] }, { status: httpStatusOf(outcome.code) });
}

export const meta = titleMeta('promotion:staff.title');

type Row = ReturnType<typeof useLoaderData<typeof loader>>['campaigns'][number];

export default function PromotionQueuePage() {
  const { t } = useTranslation('promotion');
  const { campaigns } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{t('staff.title')}</h1>
        <p className="text-muted-foreground">{t('staff.intro')}</p>
      </div>
      {campaigns.length === 0 ? (
        <EmptyState title={t('staff.emptyTitle')} body={t('staff.emptyBody')} />
      ) : (
        <ul className="grid gap-4" data-testid="promotion-queue">
          {campaigns.map((campaign) => (
            <QueueItem key={campaign.id} campaign={campaign} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The moves a campaign offers staff now, in the order they are usually taken. */
function movesOf(campaign: Row): Array<'start' | 'end' | 'cancel' | 'approveRefund' | 'declineRefund'> {
  if (campaign.refundWaiting) return ['approveRefund', 'declineRefund'];
  const status = campaign.status as PromotionStatus;
  return [
    ...(canMovePromotion(status, 'running') ? (['start'] as const) : []),
    ...(canMovePromotion(status, 'ended') ? (['end'] as const) : []),
    ...(canMovePromotion(status, 'cancelled') ? (['cancel'] as const) : []),
  ];
}

function QueueItem({ campaign }: { campaign: Row }) {
  const { t, i18n } = useTranslation('promotion');
  const navigation = useNavigation();
  const failed = useActionData<typeof action>();
  const moves = movesOf(campaign);
  const noteId = `note-${campaign.id}`;
  const busy = navigation.state !== 'idle' && navigation.formData?.get('campaignId') === campaign.id;
  const errors = failed?.campaignId === campaign.id ? failed.errors : undefined;
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4" data-testid="queue-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {campaign.release.title} <span className="text-sm font-normal text-muted-foreground">— {campaign.user.username}</span>
        </p>
        <PromotionStatusBadge status={campaign.status as PromotionStatus} paid />
      </div>
      <p className="text-sm text-muted-foreground">
        {t('list.summary', {
          count: campaign.days,
          daily: formatCents(i18n.language, campaign.dailyBudgetCents),
          total: formatCents(i18n.language, campaign.totalCents),
          territories: campaign.territories.length,
        })}
      </p>
      <p className="break-words text-xs text-muted-foreground">{campaign.territories.join(', ')}</p>
      {campaign.paidAt ? <p className="text-sm">{t('list.paid', { date: formatDate(i18n.language, campaign.paidAt) })}</p> : null}
      {campaign.refundWaiting ? (
        <p className="rounded-md bg-warning/10 p-2 text-sm">
          <span className="font-medium">{t('staff.refundAsked')}</span> {campaign.refundReason ?? t('staff.noReason')}
        </p>
      ) : null}
      {campaign.staffNote ? (
        <p className="text-sm">
          <span className="font-medium">{t('list.note')}</span> {campaign.staffNote}
        </p>
      ) : null}
      {moves.length > 0 ? (
        // Keyed by where the campaign stands, so a move that went through leaves an empty note for the next one.
        <Form key={`${campaign.status}-${campaign.refundWaiting}`} method="post" className="grid gap-2">
          <input type="hidden" name="campaignId" value={campaign.id} />
          <Label htmlFor={noteId}>{t('staff.note')}</Label>
          <Textarea id={noteId} name="note" rows={2} maxLength={500} aria-describedby={errors ? `${noteId}-error` : undefined} />
          <FormErrors id={`${noteId}-error`} errors={errors} />
          <div className="flex flex-wrap gap-2">
            {moves.map((move) => (
              <Button key={move} type="submit" name="intent" value={move} disabled={busy} variant={move === 'cancel' || move === 'declineRefund' ? 'outline' : 'default'}>
                {t(`staff.moves.${move}`)}
              </Button>
            ))}
          </div>
        </Form>
      ) : null}
    </li>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
