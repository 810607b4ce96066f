import type { OpenUpdate } from '@slipcase/services';
import { useTranslation } from 'react-i18next';
import { Alert } from './ui/alert';
import { UpdateChangeLines } from './update-change-lines';

/** The release's update still on its way, what it changes, and that the next one waits for it (one at a time). */
export function WaitingUpdate({ waiting, link }: { waiting: Pick<OpenUpdate, 'number' | 'status' | 'changes'>; link?: React.ReactNode }) {
  const { t } = useTranslation('updates');
  return (
    <Alert role="status" className="space-y-2" data-testid="waiting-update">
      <p className="font-medium">{t('waiting.heading', { number: waiting.number, status: t(`status.${waiting.status}`) })}</p>
      <UpdateChangeLines changes={waiting.changes} />
      <p>{t('waiting.next')}</p>
      {link}
    </Alert>
  );
}
