import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useNavigation } from '@remix-run/react';
import { customLinkSchema } from '@slipcase/api-contract/smart-link-schemas';
import { useTranslation } from 'react-i18next';
import { ConformForm } from '../conform-form';
import { FormErrors } from '../form-field';
import { InputField } from '../input-field';
import { Button } from '../ui/button';

/** A custom link (001 §5): a platform name and a valid http(s) URL. */
export function CustomLinkForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation('smartlinks');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'add';
  const [form, fields] = useForm({
    id: 'custom-link',
    lastResult,
    constraint: getZodConstraint(customLinkSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: customLinkSchema }),
  });
  return (
    <ConformForm form={form} method="post" className="grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
      <input type="hidden" name="intent" value="add" />
      <InputField meta={fields.name} label={t('editor.customName')} autoComplete="off" />
      <InputField meta={fields.url} type="url" label={t('editor.customUrl')} placeholder="https://" autoComplete="off" inputMode="url" />
      <Button type="submit" disabled={busy} className="sm:mt-7">
        {busy ? t('editor.adding') : t('editor.add')}
      </Button>
      <FormErrors id={form.errorId} errors={form.errors} />
    </ConformForm>
  );
}
