import type { FormSubmissionStatus } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../ui/badge';

const VARIANTS: Record<FormSubmissionStatus, BadgeVariant> = { pending: 'secondary', reviewed: 'info', approved: 'success', rejected: 'destructive' };

export function SubmissionStatus({ status }: { status: FormSubmissionStatus }) {
  const { t } = useTranslation('forms');
  return <Badge variant={VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
}
