import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { splitInputSchema } from '@slipcase/api-contract/split-schemas';
import type { SplitView } from '@slipcase/services';
import { useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConformForm } from '../conform-form';
import { FieldErrors, FormErrors } from '../form-field';
import { InputField } from '../input-field';
import { SelectField } from '../select-field';
import { Button } from '../ui/button';
import { SplitTotal } from './split-total';

export interface SplitFormProps {
  release: { id: string; title: string; tracks: readonly { id: string; title: string }[] };
  /** The release's own split that applies last (upcoming, else current): the form starts from it. */
  latest: SplitView | null;
  lastResult: SubmissionResult<string[]> | undefined;
}

const EMPTY_PAYEE = { email: '', percent: '' };

function defaults(latest: SplitView | null) {
  if (!latest) return { trackId: '', ownerPercent: '100', payees: [EMPTY_PAYEE], recoupEmail: '', recoupAmount: '' };
  const recouping = latest.payees.find((payee) => payee.recoups);
  return {
    trackId: '',
    ownerPercent: String(latest.ownerPercent),
    payees: latest.payees.map((payee) => ({ email: payee.email, percent: String(payee.percent) })),
    recoupEmail: recouping?.email ?? '',
    recoupAmount: recouping ? (latest.recoupAmount ?? '') : '',
  };
}

/**
 * Sets a release's (or one track's) split: the owner's share, payee rows added and removed in place, a recoup.
 * A new form for each split it starts from: once one is saved, the form shows it, not the one before (the form
 * keeps the defaults it was made with, and the server's answer resets it to them).
 */
export function SplitForm(props: SplitFormProps) {
  return <SplitFormFields key={props.latest?.id ?? 'none'} {...props} />;
}

function SplitFormFields({ release, latest, lastResult }: SplitFormProps) {
  const { t } = useTranslation('splits');
  const navigation = useNavigation();
  const action = `?release=${encodeURIComponent(release.id)}`;
  const busy = navigation.state === 'submitting' && navigation.formAction?.endsWith(action) === true;
  const [form, fields] = useForm({
    id: `split-${release.id}`,
    lastResult,
    constraint: getZodConstraint(splitInputSchema),
    defaultValue: defaults(latest),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: splitInputSchema }),
  });
  const payees = fields.payees.getFieldList();
  const addButton = useRef<HTMLButtonElement>(null);
  // Where focus goes after a row is added (its e-mail) or removed (the add button), so the keyboard is not lost.
  const moved = useRef<'added' | 'removed' | null>(null);
  useEffect(() => {
    if (moved.current === 'added') document.getElementById(payees.at(-1)?.getFieldset().email.id ?? '')?.focus();
    if (moved.current === 'removed') addButton.current?.focus();
    moved.current = null;
  }, [payees]);
  const value = form.value;
  return (
    <ConformForm form={form} method="post" action={action} className="grid gap-4" aria-label={t('form.label', { title: release.title })}>
      {/* Enter in a field presses the form's first button: this one saves, where the first row's Remove would delete it. */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" />
      <fieldset disabled={busy} className="grid gap-4">
        {release.tracks.length > 1 ? (
          <SelectField
            meta={fields.trackId}
            label={t('form.target')}
            hint={t('form.targetHint')}
            options={[{ value: '', label: t('form.wholeRelease') }, ...release.tracks.map((track) => ({ value: track.id, label: track.title }))]}
          />
        ) : null}
        <InputField meta={fields.ownerPercent} label={t('form.ownerPercent')} inputMode="decimal" autoComplete="off" className="max-w-40" />
        <fieldset className="grid gap-3">
          <legend className="mb-1 font-medium">{t('form.payees')}</legend>
          {payees.map((payee, index) => {
            const row = payee.getFieldset();
            return (
              <div key={payee.key} className="grid grid-cols-[1fr_6rem] items-start gap-3 sm:grid-cols-[1fr_7rem_auto]">
                <InputField meta={row.email} type="email" label={t('form.payeeEmail', { number: index + 1 })} autoComplete="off" />
                <InputField
                  meta={row.percent}
                  label={t('form.payeePercent')}
                  aria-label={t('form.payeePercentLabel', { number: index + 1 })}
                  inputMode="decimal"
                  autoComplete="off"
                />
                <Button
                  type="submit"
                  variant="ghost"
                  size="sm"
                  className="col-span-2 justify-self-start sm:col-span-1 sm:mt-6"
                  aria-label={t('form.removeLabel', { number: index + 1 })}
                  {...form.remove.getButtonProps({ name: fields.payees.name, index })}
                  onClick={() => (moved.current = 'removed')}
                >
                  {t('form.remove')}
                </Button>
              </div>
            );
          })}
          <div>
            <Button
              ref={addButton}
              type="submit"
              variant="outline"
              size="sm"
              {...form.insert.getButtonProps({ name: fields.payees.name, defaultValue: EMPTY_PAYEE })}
              onClick={() => (moved.current = 'added')}
            >
              {t('form.add')}
            </Button>
          </div>
          <SplitTotal ownerPercent={value?.ownerPercent} payees={value?.payees} />
          <FieldErrors id={fields.payees.errorId} errors={fields.payees.errors} />
        </fieldset>
        <fieldset className="grid gap-3">
          <legend className="mb-1 font-medium">{t('form.recoup')}</legend>
          <p className="text-sm text-muted-foreground">{t('form.recoupHint')}</p>
          <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
            <InputField meta={fields.recoupEmail} type="email" label={t('form.recoupEmail')} autoComplete="off" />
            <InputField meta={fields.recoupAmount} label={t('form.recoupAmount')} inputMode="decimal" autoComplete="off" placeholder="500.00" />
          </div>
        </fieldset>
        <FormErrors id={form.errorId} errors={form.errors} />
      </fieldset>
      <p className="text-sm text-muted-foreground">{t('form.when')}</p>
      <Button type="submit" disabled={busy} className="sm:w-fit">
        {busy ? t('form.submitting') : t('form.submit')}
      </Button>
    </ConformForm>
  );
}
