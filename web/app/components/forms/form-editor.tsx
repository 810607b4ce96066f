import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useNavigation } from '@remix-run/react';
import { FORM_FIELD_KINDS, FORM_LIMITS } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { formEditorSchema, type editorRowOf } from '../../lib/form-editor-schema';
import { ConformForm } from '../conform-form';
import { FieldErrors, FormErrors } from '../form-field';
import { InputField } from '../input-field';
import { SelectField } from '../select-field';
import { TextareaField } from '../textarea-field';
import { Button } from '../ui/button';

export interface FormEditorDefaults {
  name: string;
  description: string;
  active: boolean;
  fields: Array<ReturnType<typeof editorRowOf>>;
}

const NEW_FIELD = { key: '', label: '', kind: 'text', required: 'on', minLength: '', maxLength: '', pattern: '', options: '' } as const;

/**
 * The staff's form editor: the form's name and description, then its fields in order, each with its kind and rules
 * (required, lengths and a pattern for text, one choice per line for a list). Adding, removing and moving a field
 * are buttons, so the whole editor works from the keyboard.
 */
export function FormEditor({ defaults, lastResult }: { defaults: FormEditorDefaults; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation('forms');
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'form-editor',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formEditorSchema }),
    defaultValue: { name: defaults.name, description: defaults.description, active: defaults.active ? 'on' : undefined, fields: defaults.fields },
  });
  const rows = fields.fields.getFieldList();
  const kinds = FORM_FIELD_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }));
  return (
    <ConformForm form={form} method="post" className="grid gap-6" aria-busy={busy}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <InputField meta={fields.name} label={t('editor.name')} hint={t('editor.nameHint', { max: FORM_LIMITS.name })} autoComplete="off" />
      <TextareaField meta={fields.description} label={t('editor.description')} hint={t('editor.descriptionHint')} rows={3} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name={fields.active.name} defaultChecked={defaults.active} className="size-4" />
        {t('editor.active')}
      </label>
      <fieldset className="grid gap-4">
        <legend className="mb-1 font-medium">{t('editor.fields')}</legend>
        <p className="text-sm text-muted-foreground">{t('editor.fieldsHint')}</p>
        <FieldErrors id={fields.fields.errorId} errors={fields.fields.errors} />
        {rows.map((row, index) => {
          const each = row.getFieldset();
          const kind = each.kind.value ?? 'text';
          const texty = kind !== 'select' && kind !== 'file';
          return (
            <fieldset key={row.key} className="grid gap-3 rounded-lg border p-4" aria-label={t('editor.fieldNumber', { number: index + 1 })}>
              <legend className="px-1 text-sm font-medium">{t('editor.fieldNumber', { number: index + 1 })}</legend>
              <input type="hidden" name={each.key.name} value={each.key.value ?? ''} />
              <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
                <InputField meta={each.label} label={t('editor.label')} autoComplete="off" />
                <SelectField meta={each.kind} label={t('editor.kind')} options={kinds} />
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={each.required.name} defaultChecked={each.required.initialValue === 'on'} className="size-4" />
                {t('editor.required')}
              </label>
              {texty ? (
                <div className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr]">
                  <InputField meta={each.minLength} label={t('editor.minLength')} inputMode="numeric" />
                  <InputField meta={each.maxLength} label={t('editor.maxLength')} inputMode="numeric" />
                  <InputField meta={each.pattern} label={t('editor.pattern')} hint={t('editor.patternHint')} autoComplete="off" spellCheck={false} />
                </div>
              ) : null}
              {kind === 'select' ? <TextareaField meta={each.options} label={t('editor.options')} hint={t('editor.optionsHint')} rows={4} /> : null}
              {kind === 'file' ? <p className="text-sm text-muted-foreground">{t('editor.fileRules')}</p> : null}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" variant="ghost" size="sm" disabled={index === 0} {...form.reorder.getButtonProps({ name: fields.fields.name, from: index, to: index - 1 })}>
                  {t('editor.moveUp')}
                </Button>
                <Button type="submit" variant="ghost" size="sm" disabled={index === rows.length - 1} {...form.reorder.getButtonProps({ name: fields.fields.name, from: index, to: index + 1 })}>
                  {t('editor.moveDown')}
                </Button>
                <Button type="submit" variant="ghost" size="sm" className="text-destructive" {...form.remove.getButtonProps({ name: fields.fields.name, index })}>
                  {t('editor.removeField')}
                </Button>
              </div>
            </fieldset>
          );
        })}
        <div>
          <Button type="submit" variant="outline" size="sm" {...form.insert.getButtonProps({ name: fields.fields.name, defaultValue: NEW_FIELD })}>
            {t('editor.addField')}
          </Button>
        </div>
      </fieldset>
      <div>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {t('editor.save')}
        </Button>
      </div>
    </ConformForm>
  );
}
