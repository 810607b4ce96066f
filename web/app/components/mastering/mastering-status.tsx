import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../ui/badge';

export type MasteringStatus = 'awaiting_payment' | 'pending' | 'succeeded' | 'failed';

const VARIANT: Record<MasteringStatus, BadgeVariant> = {
  awaiting_payment: 'warning',
  pending: 'info',
  succeeded: 'success',
  failed: 'destructive',
};

/** A job's status in words (001 §3: pending shows as Processing, success as Completed). */
export function MasteringStatusBadge({ status }: { status: MasteringStatus }) {
  const { t } = useTranslation('mastering');
  return (
    <Badge variant={VARIANT[status]} data-testid="mastering-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
