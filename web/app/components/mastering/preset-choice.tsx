import { getCollectionProps, type FieldMetadata } from '@conform-to/react';
import { MASTERING_CEILING_DBTP, MASTERING_PRESETS, MASTERING_TARGET_LUFS } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { FieldErrors } from '../form-field';
import { useOwnField } from '../own-field';

/** The three presets as radio cards, each with what it is for and its loudness target in words. */
export function PresetChoice({ meta }: { meta: FieldMetadata<string | undefined, Record<string, unknown>, string[]> }) {
  const { t } = useTranslation('mastering');
  const field = useOwnField(meta);
  return (
    <fieldset className="grid gap-2" aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('preset.legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {getCollectionProps(field, { type: 'radio', options: [...MASTERING_PRESETS] }).map(({ key, ...props }) => (
          <label
            key={key}
            className="flex cursor-pointer flex-col gap-1 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <span className="flex items-center gap-2 font-medium">
              <input {...props} className="accent-primary" />
              {t(`preset.${props.value}.name`)}
            </span>
            <span className="text-sm text-muted-foreground">{t(`preset.${props.value}.use`)}</span>
            <span className="text-xs text-muted-foreground">
              {t('preset.target', { lufs: MASTERING_TARGET_LUFS[props.value as keyof typeof MASTERING_TARGET_LUFS], peak: MASTERING_CEILING_DBTP })}
            </span>
          </label>
        ))}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
