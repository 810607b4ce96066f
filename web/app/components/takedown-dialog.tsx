import { Link } from '@remix-run/react';
import { TAKEDOWN_OTHER_TEXT_MAX, TAKEDOWN_REASONS } from '@slipcase/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { releaseUpdatePath } from '../lib/paths';
import type { IntentResult } from '../server/release-actions.server';
import { ConfirmDialog, ConfirmDialogFooter, ReasonField, useDialogFetcher } from './confirm-dialog';
import { FieldErrors, FormErrors } from './form-field';
import { Button } from './ui/button';
import { DialogClose, DialogFooter } from './ui/dialog';
import { Label } from './ui/label';
import { TakedownScopeFields } from './takedown-scope-fields';

type Step = 'warning' | 'confirm';

/**
 * The takedown's two confirmations (001 §4): first a warning that offers alternatives (correct the release, ask
 * support, keep earning), then the final confirmation, which needs a reason ('other' with the artist's own words).
 */
export function TakedownDialog({
  release,
  supportEmail,
  stores,
}: {
  release: { id: string; title: string };
  supportEmail: string;
  /** The stores the release is live in: the takedown may go to all of them or some. */
  stores: Array<{ store: string; storeName: string }>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [step, setStep] = useState<Step>('warning');
  const [reason, setReason] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const { open, onOpenChange, fetcher, busy } = useDialogFetcher<IntentResult>(`takedown-${id}`, (data) => data.ok, () => {
    setStep('warning');
    setReason('');
  });
  const result = busy ? undefined : fetcher.data;
  const reasonErrors = result?.fieldErrors.reason;
  const otherErrors = result?.fieldErrors.otherText;

  // Moving between the two steps replaces the dialog's content: announce the new step by focusing its title.
  function goTo(next: Step) {
    setStep(next);
    requestAnimationFrame(() => title.current?.focus());
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="outline">{t('release.requestTakedown')}</Button>}
      title={step === 'warning' ? t('takedown.warning.title') : t('takedown.confirm.title')}
      description={step === 'warning' ? t('takedown.warning.description', { title: release.title }) : t('takedown.confirm.description')}
      titleRef={title}
      data-step={step}
    >
      {step === 'warning' ? (
        <>
          <ul className="grid gap-3 text-sm">
            <li className="rounded-md border p-3">
              <p className="font-medium">{t('takedown.warning.editTitle')}</p>
              <p className="mt-1 text-muted-foreground">{t('takedown.warning.editBody')}</p>
              <Link to={releaseUpdatePath(release.id)} className="mt-1 inline-block font-medium text-primary underline underline-offset-4">
                {t('takedown.warning.editLink')}
              </Link>
            </li>
            <li className="rounded-md border p-3">
              <p className="font-medium">{t('takedown.warning.supportTitle')}</p>
              <p className="mt-1 text-muted-foreground">{t('takedown.warning.supportBody')}</p>
              <a href={`mailto:${supportEmail}`} className="mt-1 inline-block font-medium text-primary underline underline-offset-4">
                {t('takedown.warning.supportLink')}
              </a>
            </li>
            <li className="rounded-md border p-3">
              <p className="font-medium">{t('takedown.warning.earnTitle')}</p>
              <p className="mt-1 text-muted-foreground">{t('takedown.warning.earnBody')}</p>
            </li>
          </ul>
          <DialogFooter>
            <Button type="button" variant="outline" className="text-destructive" onClick={() => goTo('confirm')}>
              {t('takedown.warning.continue')}
            </Button>
            <DialogClose asChild>
              <Button type="button">{t('takedown.warning.keep')}</Button>
            </DialogClose>
          </DialogFooter>
        </>
      ) : (
        <fetcher.Form method="post" className="grid gap-4">
          <input type="hidden" name="intent" value="request_takedown" />
          <fieldset className="grid gap-2" aria-describedby={reasonErrors ? `${id}-reason-error` : undefined}>
            <legend className="mb-2 text-sm font-medium">{t('takedown.confirm.reason')}</legend>
            {TAKEDOWN_REASONS.map((code) => (
              <div key={code} className="flex items-center gap-2">
                <input
                  type="radio"
                  id={`${id}-reason-${code}`}
                  name="reason"
                  value={code}
                  required
                  checked={reason === code}
                  onChange={() => setReason(code)}
                  className="size-4 accent-primary"
                />
                <Label htmlFor={`${id}-reason-${code}`} className="font-normal">
                  {t(`takedown.reasons.${code}`)}
                </Label>
              </div>
            ))}
            <FieldErrors id={`${id}-reason-error`} errors={reasonErrors} />
          </fieldset>
          <TakedownScopeFields id={id} stores={stores} fieldErrors={result?.fieldErrors} />
          {reason === 'other' ? (
            <ReasonField
              id={`${id}-other-text`}
              name="otherText"
              label={t('takedown.confirm.otherText')}
              required
              maxLength={TAKEDOWN_OTHER_TEXT_MAX}
              errors={otherErrors}
            />
          ) : null}
          <FormErrors errors={result?.error ? [result.error] : null} />
          <ConfirmDialogFooter
            cancelLabel={t('takedown.confirm.back')}
            submitLabel={busy ? t('takedown.confirm.submitting') : t('takedown.confirm.submit')}
            busy={busy}
            onCancel={() => goTo('warning')}
          />
        </fetcher.Form>
      )}
    </ConfirmDialog>
  );
}
