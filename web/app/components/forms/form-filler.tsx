import { useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useNavigation } from '@remix-run/react';
import { FORM_FILE_ACCEPT, FORM_FILE_MAX_LABEL, FORM_FILE_TYPES, FORM_LIMITS, type FormField as Field } from '@slipcase/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formFillSchema } from '../../lib/form-fill-schema';
import { ConformForm } from '../conform-form';
import { FormErrors, FormField } from '../form-field';
import { InputField } from '../input-field';
import { useOwnField } from '../own-field';
import { SelectField } from '../select-field';
import { TextareaField } from '../textarea-field';
import { Button } from '../ui/button';
import { Input } from '../ui/input';

type Meta = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/** What the person filling in should know of a field's rules, in plain words. */
function useHint(field: Field): string {
  const { t } = useTranslation('forms');
  if (field.kind === 'file') return t('fill.fileHint', { types: FORM_FILE_TYPES.join(', ').toUpperCase(), max: FORM_FILE_MAX_LABEL });
  if (field.kind === 'select') return '';
  const max = Math.min(field.maxLength ?? Infinity, field.kind === 'long_text' ? FORM_LIMITS.long_text : FORM_LIMITS.text);
  if (field.minLength) return t('fill.lengthBetween', { min: field.minLength, max });
  return field.maxLength ? t('fill.lengthAtMost', { max }) : '';
}

function FileInput({ meta, field, label, hint }: { meta: Meta; field: Field; label: string; hint: string }) {
  const own = useOwnField(meta);
  return (
    <FormField label={label} htmlFor={own.id} hint={hint} hintId={own.descriptionId} errors={own.errors} errorId={own.errorId}>
      <Input
        id={own.id}
        name={own.name}
        type="file"
        accept={FORM_FILE_ACCEPT}
        aria-describedby={[own.descriptionId, own.errors ? own.errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={own.errors ? true : undefined}
        aria-required={field.required}
      />
    </FormField>
  );
}

function Answer({ field, meta }: { field: Field; meta: Meta }) {
  const { t } = useTranslation('forms');
  const hint = useHint(field);
  const label = field.required ? field.label : t('fill.optional', { label: field.label });
  const shown = hint || undefined;
  switch (field.kind) {
    case 'long_text':
      return <TextareaField meta={meta} label={label} hint={shown} rows={6} />;
    case 'select':
      return <SelectField meta={meta} label={label} placeholder={t('fill.choose')} options={field.options.map((option) => ({ value: option, label: option }))} />;
    case 'file':
      return <FileInput meta={meta} field={field} label={label} hint={hint} />;
    case 'email':
      return <InputField meta={meta} label={label} hint={shown} type="email" autoComplete="email" />;
    case 'url':
      return <InputField meta={meta} label={label} hint={shown ?? t('fill.urlHint')} type="url" inputMode="url" placeholder="https://" />;
    default:
      return <InputField meta={meta} label={label} hint={shown} />;
  }
}

/**
 * A form to fill in, built from its definition: each field checked in the browser by the same rules the server
 * applies (formFillSchema), errors beside the field, the answers kept when the server refuses them.
 */
export function FormFiller({ fields, lastResult }: { fields: readonly Field[]; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation('forms');
  const busy = useNavigation().state === 'submitting';
  const schema = useMemo(() => formFillSchema(fields), [fields]);
  const [form, metas] = useForm<Record<string, unknown>>({
    id: 'form-fill',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <ConformForm form={form} method="post" encType="multipart/form-data" className="grid gap-5" aria-busy={busy}>
      <FormErrors id={form.errorId} errors={form.errors} />
      {fields.map((field) => (
        <Answer key={field.key} field={field} meta={metas[field.key] as unknown as Meta} />
      ))}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t('fill.sending') : t('fill.send')}
        </Button>
      </div>
    </ConformForm>
  );
}
