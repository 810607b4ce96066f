import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { BLOCK_REASON_MAX, blockSchema } from '../lib/admin-schemas';
import { ConfirmDialog, ConfirmDialogFooter, useDialogFetcher } from './confirm-dialog';
import { FormErrors, FormField } from './form-field';
import { Button } from './ui/button';
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
  const { open, onOpenChange, fetcher, busy, key } = useDialogFetcher<BlockActionData>(`${intent}-${user.id}`, (data) => Boolean(data.done));
  const [form, fields] = useForm({
    id: key,
    lastResult: busy ? undefined : fetcher.data?.result,
    constraint: getZodConstraint(blockSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blockSchema }),
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" size="sm" aria-label={t(`admin.${intent}.label`, { username: user.username })}>
          {t(`admin.${intent}.button`)}
        </Button>
      }
      title={t(`admin.${intent}.title`, { username: user.username })}
      description={t(`admin.${intent}.description`)}
    >
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
        <ConfirmDialogFooter cancelLabel={t('admin.cancel')} submitLabel={t(`admin.${intent}.submit`)} busy={busy} />
      </fetcher.Form>
    </ConfirmDialog>
  );
}
