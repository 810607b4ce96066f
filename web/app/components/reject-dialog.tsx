import { REOPENING_REASONS, reopeningReasonText } from '@slipcase/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntentResult } from '../server/release-actions.server';
import { ConfirmDialog, ConfirmDialogFooter, ReasonField, useDialogFetcher } from './confirm-dialog';
import { FieldErrors, FormErrors } from './form-field';
import { Button } from './ui/button';
import { Checkbox } from './ui/checkbox';
import { Label } from './ui/label';

const NOTE_MAX_LENGTH = 2000;

/** The operator's rejection: every catalogued reopening reason as a checkbox (at least one, the server insists), and a note. */
export function RejectDialog() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { open, onOpenChange, fetcher, busy } = useDialogFetcher<IntentResult>(`reject-${id}`, (data) => data.ok);
  const result = busy ? undefined : fetcher.data;
  const reasonErrors = result?.fieldErrors.reasonCodes;
  const noteErrors = result?.fieldErrors.note;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="destructive">{t('release.reject')}</Button>}
      title={t('reject.title')}
      description={t('reject.description')}
      className="max-w-2xl"
    >
      <fetcher.Form method="post" className="grid gap-5">
        <input type="hidden" name="intent" value="reject" />
        <fieldset className="grid gap-3" aria-describedby={reasonErrors ? `${id}-reasons-error` : undefined}>
          <legend className="mb-2 text-sm font-medium">{t('reject.reasons')}</legend>
          <FieldErrors id={`${id}-reasons-error`} errors={reasonErrors} />
          <ul className="grid gap-2">
            {REOPENING_REASONS.map(({ code }) => {
              const text = reopeningReasonText(code, i18n.language);
              const inputId = `${id}-reason-${code}`;
              return (
                <li key={code} className="flex gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                  <Checkbox
                    id={inputId}
                    name="reasonCodes"
                    value={code}
                    aria-describedby={`${inputId}-description`}
                    aria-invalid={reasonErrors ? true : undefined}
                    className="mt-0.5"
                  />
                  <div className="grid gap-1">
                    <Label htmlFor={inputId}>{text.name}</Label>
                    <p id={`${inputId}-description`} className="text-xs text-muted-foreground">
                      {text.description}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <ReasonField id={`${id}-note`} name="note" label={t('reject.note')} maxLength={NOTE_MAX_LENGTH} errors={noteErrors} />
        <FormErrors errors={result?.error ? [result.error] : null} />
        <ConfirmDialogFooter cancelLabel={t('reject.cancel')} submitLabel={busy ? t('reject.submitting') : t('reject.submit')} busy={busy} />
      </fetcher.Form>
    </ConfirmDialog>
  );
}
