import { Link, useFetcher } from '@remix-run/react';
import { TAKEDOWN_OTHER_TEXT_MAX, TAKEDOWN_REASONS } from '@slipcase/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editStepPath } from '../lib/wizard-steps';
import type { IntentResult } from '../server/release-actions.server';
import { FieldErrors, FormErrors } from './form-field';
import { Button } from './ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';

type Step = 'warning' | 'confirm';

/**
 * The takedown's two confirmations (001 §4): first a warning that offers alternatives (correct the release, ask
 * support, keep earning), then the final confirmation, which needs a reason ('other' with the artist's own words).
 */
export function TakedownDialog({ release, supportEmail }: { release: { id: string; title: string }; supportEmail: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  // A fresh fetcher each time the dialog opens: the errors of an earlier attempt are not shown again.
  const [attempt, setAttempt] = useState(0);
  const fetcher = useFetcher<IntentResult>({ key: `takedown-${id}-${attempt}` });
  const [step, setStep] = useState<Step>('warning');
  const [reason, setReason] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const busy = fetcher.state !== 'idle';
  const result = busy ? undefined : fetcher.data;
  const reasonErrors = result?.fieldErrors.reason;
  const otherErrors = result?.fieldErrors.otherText;

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) setOpen(false);
  }, [fetcher.state, fetcher.data]);

  // Moving between the two steps replaces the dialog's content: announce the new step by focusing its title.
  function goTo(next: Step) {
    setStep(next);
    requestAnimationFrame(() => title.current?.focus());
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setStep('warning');
      setReason('');
      setAttempt((count) => count + 1);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">{t('release.requestTakedown')}</Button>
      </DialogTrigger>
      <DialogContent data-step={step}>
        {step === 'warning' ? (
          <>
            <DialogHeader>
              <DialogTitle ref={title} tabIndex={-1} className="outline-none">
                {t('takedown.warning.title')}
              </DialogTitle>
              <DialogDescription>{t('takedown.warning.description', { title: release.title })}</DialogDescription>
            </DialogHeader>
            <ul className="grid gap-3 text-sm">
              <li className="rounded-md border p-3">
                <p className="font-medium">{t('takedown.warning.editTitle')}</p>
                <p className="mt-1 text-muted-foreground">{t('takedown.warning.editBody')}</p>
                <Link to={editStepPath(release.id, 'basic-info')} className="mt-1 inline-block font-medium text-primary underline underline-offset-4">
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
          <>
            <DialogHeader>
              <DialogTitle ref={title} tabIndex={-1} className="outline-none">
                {t('takedown.confirm.title')}
              </DialogTitle>
              <DialogDescription>{t('takedown.confirm.description')}</DialogDescription>
            </DialogHeader>
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
              {reason === 'other' ? (
                <div className="grid gap-2">
                  <Label htmlFor={`${id}-other-text`}>{t('takedown.confirm.otherText')}</Label>
                  <Textarea
                    id={`${id}-other-text`}
                    name="otherText"
                    required
                    maxLength={TAKEDOWN_OTHER_TEXT_MAX}
                    aria-invalid={otherErrors ? true : undefined}
                    aria-describedby={otherErrors ? `${id}-other-text-error` : undefined}
                  />
                  <FieldErrors id={`${id}-other-text-error`} errors={otherErrors} />
                </div>
              ) : null}
              <FormErrors errors={result?.error ? [result.error] : null} />
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => goTo('warning')}>
                  {t('takedown.confirm.back')}
                </Button>
                <Button type="submit" variant="destructive" disabled={busy}>
                  {busy ? t('takedown.confirm.submitting') : t('takedown.confirm.submit')}
                </Button>
              </DialogFooter>
            </fetcher.Form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
