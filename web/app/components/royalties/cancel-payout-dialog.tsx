import { Form, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, ConfirmDialogFooter } from '../confirm-dialog';
import { Button } from '../ui/button';

/**
 * "Cancel" for a waiting withdrawal, asked first in a dialog. The page's own form posts it (intent "cancel"), so the
 * page says what came of it; the row, no longer waiting, takes the dialog away.
 */
export function CancelPayoutDialog({ payoutId, amount, availableOn }: { payoutId: string; amount: string; availableOn: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('payoutId') === payoutId;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" aria-label={t('royalties.payouts.cancelLabel', { amount })}>
          {t('royalties.payouts.cancel')}
        </Button>
      }
      title={t('royalties.payouts.confirm.title', { amount })}
      description={t('royalties.payouts.confirm.description', { amount, date: availableOn })}
    >
      <Form method="post" onSubmit={() => setOpen(false)}>
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="payoutId" value={payoutId} />
        <ConfirmDialogFooter
          cancelLabel={t('royalties.payouts.confirm.keep')}
          submitLabel={busy ? t('royalties.payouts.cancelling') : t('royalties.payouts.confirm.submit')}
          busy={busy}
        />
      </Form>
    </ConfirmDialog>
  );
}
