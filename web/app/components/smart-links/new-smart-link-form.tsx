import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useNavigation } from '@remix-run/react';
import { smartLinkCreateSchema } from '@slipcase/api-contract/smart-link-schemas';
import { useTranslation } from 'react-i18next';
import { ConformForm } from '../conform-form';
import { FormErrors } from '../form-field';
import { InputField } from '../input-field';
import { SelectField } from '../select-field';
import { Button } from '../ui/button';

/** Makes the smart link of one of the published releases that has none yet; the address may be left blank. */
export function NewSmartLinkForm({ releases, origin, lastResult }: { releases: readonly { id: string; title: string; artist: string }[]; origin: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation('smartlinks');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [form, fields] = useForm({
    id: 'new-smart-link',
    lastResult,
    constraint: getZodConstraint(smartLinkCreateSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: smartLinkCreateSchema }),
    defaultValue: { releaseId: releases[0]?.id ?? '', slug: '' },
  });
  return (
    <ConformForm form={form} method="post" className="grid gap-4 sm:grid-cols-2">
      <SelectField meta={fields.releaseId} label={t('create.release')} options={releases.map((release) => ({ value: release.id, label: `${release.title} — ${release.artist}` }))} />
      <InputField meta={fields.slug} label={t('create.slug')} hint={t('create.slugHint', { origin })} autoComplete="off" spellCheck={false} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? t('create.creating') : t('create.submit')}
        </Button>
      </div>
    </ConformForm>
  );
}
