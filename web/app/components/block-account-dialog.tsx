import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_REASON_MAX, blockSchema } from '../lib/admin-schemas';
import { FormErrors, FormField } from './form-field';
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
import { Textarea } from './ui/textarea';

/** What /admin/users answers a block or unblock with. */
export interface BlockActionData {
  result: SubmissionResult<string[]>;
  done: { intent: string; username: string } | null;
}

/**
 * The admin's "Freeze" or "Ban" for one account: a dialog asking for the reason, which the person then reads
 * on the blocked page. Posts to /admin/users and closes once done (the list shows the new status).
 */
export function BlockAccountDialog({ intent, user }: { intent: 'freeze' | 'ban'; user: { id: string; username: string } }) {
  const { t } = useTranslation('access');
  const [open, setOpen] = useState(false);
  // A fresh fetcher each time the dialog opens: the errors of an earlier attempt are not shown again.
  const [attempt, setAttempt] = useState(0);
  const fetcher = useFetcher<BlockActionData>({ key: `${intent}-${user.id}-${attempt}` });
  const busy = fetcher.state !== 'idle';
  const [form, fields] = useForm({
    id: `${intent}-${user.id}-${attempt}`,
    lastResult: busy ? undefined : fetcher.data?.result,
    constraint: getZodConstraint(blockSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blockSchema }),
  });

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.done) setOpen(false);
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
        <Button variant="outline" size="sm" aria-label={t(`admin.${intent}.label`, { username: user.username })}>
          {t(`admin.${intent}.button`)}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(`admin.${intent}.title`, { username: user.username })}</DialogTitle>
          <DialogDescription>{t(`admin.${intent}.description`)}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action="/admin/users" className="grid gap-5" {...getFormProps(form)}>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="userId" value={user.id} />
          <FormField
            label={t('admin.reason')}
            htmlFor={fields.reason.id}
            hint={t('admin.reasonHint')}
            hintId={`${fields.reason.id}-hint`}
            errors={fields.reason.errors}
            errorId={fields.reason.errorId}
          >
            <Textarea
              {...getTextareaProps(fields.reason, { ariaDescribedBy: `${fields.reason.id}-hint` })}
              maxLength={BLOCK_REASON_MAX}
            />
          </FormField>
          <FormErrors id={form.errorId} errors={form.errors} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('admin.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy}>
              {t(`admin.${intent}.submit`)}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
