import { Form, useNavigation } from '@remix-run/react';
import { refundDeadline, refundRequestRefusal, type PromotionStatus } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '../../lib/format';
import { FormErrors } from '../form-field';
import { Button } from '../ui/button';
import { Label } from '../ui/label';
import { Textarea } from '../ui/textarea';
import { PromotionStatusBadge } from './promotion-status-badge';

export interface CampaignRow {
  id: string;
  release: { title: string };
  status: PromotionStatus;
  days: number;
  dailyBudgetCents: number;
  totalCents: number;
  territories: string[];
  paidAt: string | null;
  startedAt: string | null;
  endedAt: string | null;
  staffNote: string | null;
  refundRequestedAt: string | null;
  refundDeclinedAt: string | null;
  refundedAt: string | null;
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** The artist's campaigns: what each costs and where it stands, the staff's note, and the money-back guarantee. */
export function CampaignList({ campaigns, now, refundError }: { campaigns: readonly CampaignRow[]; now: string; refundError?: { campaignId: string; errors: string[] } }) {
  const { t, i18n } = useTranslation('promotion');
  if (campaigns.length === 0) return <p className="text-sm text-muted-foreground">{t('list.empty')}</p>;
  return (
    <ul className="grid gap-3" data-testid="campaign-list">
      {campaigns.map((campaign) => {
        const paidAt = dateOrNull(campaign.paidAt);
        const refusal = refundRequestRefusal(
          { status: campaign.status, paidAt, refundRequestedAt: dateOrNull(campaign.refundRequestedAt) },
          new Date(now),
        );
        return (
          <li key={campaign.id} className="grid gap-2 rounded-xl border bg-card p-4" data-testid="campaign">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium">{campaign.release.title}</p>
              <PromotionStatusBadge status={campaign.status} paid={paidAt !== null} />
            </div>
            <p className="text-sm text-muted-foreground">
              {t('list.summary', {
                count: campaign.days,
                daily: formatCents(i18n.language, campaign.dailyBudgetCents),
                total: formatCents(i18n.language, campaign.totalCents),
                territories: campaign.territories.length,
              })}
            </p>
            {paidAt ? <p className="text-sm">{t('list.paid', { date: formatDate(i18n.language, paidAt) })}</p> : <p className="text-sm">{t('list.unpaid')}</p>}
            {campaign.staffNote ? (
              <p className="rounded-md bg-muted/50 p-2 text-sm">
                <span className="font-medium">{t('list.note')}</span> {campaign.staffNote}
              </p>
            ) : null}
            <RefundState campaign={campaign} refusal={refusal} errors={refundError?.campaignId === campaign.id ? refundError.errors : undefined} />
          </li>
        );
      })}
    </ul>
  );
}

function RefundState({ campaign, refusal, errors }: { campaign: CampaignRow; refusal: string | null; errors?: string[] }) {
  const { t, i18n } = useTranslation('promotion');
  const navigation = useNavigation();
  if (campaign.refundedAt) return <p className="text-sm">{t('refund.done', { date: formatDate(i18n.language, campaign.refundedAt) })}</p>;
  if (campaign.refundDeclinedAt) return <p className="text-sm">{t('refund.declined')}</p>;
  if (campaign.refundRequestedAt) return <p className="text-sm">{t('refund.pending')}</p>;
  if (refusal !== null || !campaign.paidAt) return null;
  const busy = navigation.state !== 'idle' && navigation.formData?.get('campaignId') === campaign.id;
  const reasonId = `refund-reason-${campaign.id}`;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground underline-offset-4 hover:underline">
        {t('refund.open', { date: formatDate(i18n.language, refundDeadline(new Date(campaign.paidAt))) })}
      </summary>
      <Form method="post" className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="campaignId" value={campaign.id} />
        <Label htmlFor={reasonId}>{t('refund.reason')}</Label>
        <Textarea id={reasonId} name="reason" rows={2} maxLength={500} aria-describedby={errors ? `${reasonId}-error` : undefined} />
        <FormErrors id={`${reasonId}-error`} errors={errors} />
        <Button type="submit" variant="outline" disabled={busy} className="w-fit">
          {busy ? t('refund.sending') : t('refund.submit')}
        </Button>
      </Form>
    </details>
  );
}
