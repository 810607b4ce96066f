import { useFetcher } from '@remix-run/react';
import { REOPENING_REASONS, reopeningReasonText } from '@slipcase/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntentResult } from '../server/release-actions.server';
import { FieldErrors, FormErrors } from './form-field';
import { Button } from './ui/button';
import { Checkbox } from './ui/checkbox';
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

const NOTE_MAX_LENGTH = 2000;

/** The operator's rejection: every catalogued reopening reason as a checkbox (at least one, the server insists), and a note. */
export function RejectDialog() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  // A fresh fetcher each time the dialog opens: the errors of an earlier attempt are not shown again.
  const [attempt, setAttempt] = useState(0);
  const fetcher = useFetcher<IntentResult>({ key: `reject-${id}-${attempt}` });
  const busy = fetcher.state !== 'idle';
  const result = busy ? undefined : fetcher.data;
  const reasonErrors = result?.fieldErrors.reasonCodes;
  const noteErrors = result?.fieldErrors.note;

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) setOpen(false);
  }, [fetcher.state, fetcher.data]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setAttempt((count) => count + 1);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">{t('release.reject')}</Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('reject.title')}</DialogTitle>
          <DialogDescription>{t('reject.description')}</DialogDescription>
        </DialogHeader>
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
          <div className="grid gap-2">
            <Label htmlFor={`${id}-note`}>{t('reject.note')}</Label>
            <Textarea
              id={`${id}-note`}
              name="note"
              maxLength={NOTE_MAX_LENGTH}
              aria-invalid={noteErrors ? true : undefined}
              aria-describedby={noteErrors ? `${id}-note-error` : undefined}
            />
            <FieldErrors id={`${id}-note-error`} errors={noteErrors} />
          </div>
          <FormErrors errors={result?.error ? [result.error] : null} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('reject.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? t('reject.submitting') : t('reject.submit')}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
