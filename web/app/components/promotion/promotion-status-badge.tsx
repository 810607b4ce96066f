import type { PromotionStatus } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../ui/badge';

const VARIANTS: Record<PromotionStatus, BadgeVariant> = { requested: 'info', running: 'success', ended: 'secondary', cancelled: 'outline', refunded: 'warning' };

/** A campaign's status; one not paid yet says so instead. */
export function PromotionStatusBadge({ status, paid }: { status: PromotionStatus; paid: boolean }) {
  const { t } = useTranslation('promotion');
  if (!paid) return <Badge variant="outline">{t('status.unpaid')}</Badge>;
  return <Badge variant={VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
}
