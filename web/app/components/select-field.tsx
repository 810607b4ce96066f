import { getSelectProps, type FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { FormField } from './form-field';
import { useOwnField } from './own-field';
import { NativeSelect } from './ui/select';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A labelled conform select (in a ConformForm), with an optional first "choose…" option and a hint. */
export function SelectField({
  meta,
  label,
  options,
  placeholder,
  hint,
  className,
}: {
  meta: FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  hint?: ReactNode;
  className?: string;
}) {
  const field = useOwnField(meta);
  const hintId = hint ? field.descriptionId : undefined;
  return (
    <FormField label={label} htmlFor={field.id} hint={hint} hintId={hintId} errors={field.errors} errorId={field.errorId} className={className}>
      <NativeSelect {...getSelectProps(field, { ariaDescribedBy: hintId })}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
