import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryAnswer } from '../../server/deliveries/delivery-console.server';
import { ConfirmDialog, ConfirmDialogFooter, useDialogFetcher } from '../confirm-dialog';
import { FormErrors } from '../form-field';
import { Button } from '../ui/button';

interface RemedyTarget {
  deliveryId: string;
  releaseId: string;
  title: string;
  store: string;
  storeName: string;
}

/**
 * Retry (re-runs the store's failed delivery) or Resend (sends the release to that store again), each asked
 * before it is done; the dialog is the keyboard's as much as the mouse's. `onDone` hears what was started.
 */
export function RemedyButton({ intent, target, onDone }: { intent: 'retry' | 'resend'; target: RemedyTarget; onDone: (answer: DeliveryAnswer) => void }) {
  const { t } = useTranslation('operator');
  const { open, onOpenChange, fetcher, busy } = useDialogFetcher<DeliveryAnswer>(`${intent}-${target.deliveryId}`, (data) => data.ok);
  // The answer as soon as the action gives it, while the lists reload: a retry that worked takes this row (and this
  // button) off the failing list, and the page would not hear of it once the reload is done.
  const result = fetcher.state === 'submitting' ? undefined : fetcher.data;

  useEffect(() => {
    if (result?.ok) onDone(result);
  }, [result, onDone]);

  const names = { store: target.storeName, title: target.title };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button size="sm" variant={intent === 'retry' ? 'default' : 'outline'} aria-label={t(`deliveries.${intent}.label`, names)}>
          {t(`deliveries.${intent}.button`)}
        </Button>
      }
      title={t(`deliveries.${intent}.title`, names)}
      description={t(`deliveries.${intent}.description`, names)}
    >
      <fetcher.Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="releaseId" value={target.releaseId} />
        <input type="hidden" name="store" value={target.store} />
        <FormErrors errors={result && !result.ok ? [result.error] : null} />
        <ConfirmDialogFooter
          cancelLabel={t('deliveries.cancel')}
          submitLabel={busy ? t(`deliveries.${intent}.submitting`) : t(`deliveries.${intent}.submit`)}
          busy={busy}
        />
      </fetcher.Form>
    </ConfirmDialog>
  );
}
