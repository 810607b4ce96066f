import { statusLabelKey, type ReleaseStatus } from '@slipcase/domain';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/utils';
import { Badge, type BadgeVariant } from './ui/badge';

/**
 * A status is never cut: on a phone one longer than the room it has wraps inside its badge; on a wider screen it keeps
 * its whole width (a table gives its column that much).
 */
const WHOLE = 'max-w-full whitespace-normal text-center sm:whitespace-nowrap';

const RELEASE_STATUS_VARIANTS: Record<ReleaseStatus, BadgeVariant> = {
  draft: 'secondary',
  submitted: 'warning',
  in_review: 'warning',
  reopened: 'warning',
  takedown_requested: 'warning',
  in_process: 'info',
  approved: 'info',
  published: 'success',
  rejected: 'destructive',
  removed: 'outline',
  expired: 'outline',
  unknown: 'outline',
};

/** The release's status in words; `data-status` keeps the raw value for tests and styling. */
export function StatusBadge({ status, className, ...props }: { status: ReleaseStatus } & ComponentProps<'span'>) {
  const { t } = useTranslation();
  return (
    <Badge variant={RELEASE_STATUS_VARIANTS[status]} data-status={status} className={cn(WHOLE, className)} {...props}>
      {t(statusLabelKey(status))}
    </Badge>
  );
}

const DELIVERY_STATUS_VARIANTS: Record<string, BadgeVariant> = {
  pending: 'secondary',
  delivering: 'info',
  delivered: 'success',
  acknowledged: 'success',
  failed: 'destructive',
};

export function DeliveryStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant={DELIVERY_STATUS_VARIANTS[status] ?? 'outline'} data-status={status} className={WHOLE}>
      {t(`delivery.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
