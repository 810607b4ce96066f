import { statusLabelKey, type ReleaseStatus } from '@slipcase/domain';

/** The CLI speaks English: the English text of each status label key the domain hands out. */
const STATUS_LABELS: Record<string, string> = {
  'status.draft': 'Draft',
  'status.submitted': 'Submitted',
  'status.in_review': 'In review',
  'status.approved': 'Approved',
  'status.published': 'Published',
  'status.rejected': 'Rejected',
  'status.reopened': 'Reopened',
  'status.removed': 'Removed',
  'status.expired': 'Expired',
  'status.takedown_requested': 'Takedown requested',
  'status.unknown': 'Unknown',
};

export function statusLabel(status: ReleaseStatus): string {
  const key = statusLabelKey(status);
  return STATUS_LABELS[key] ?? status;
}
