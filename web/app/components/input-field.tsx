import { getInputProps, type FieldMetadata } from '@conform-to/react';
import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field';
import { useOwnField } from './own-field';
import { Input } from './ui/input';

type InputType = 'text' | 'email' | 'password' | 'tel' | 'url';

/**
 * A labelled conform input: its errors below it and a hint, both announced through aria-describedby.
 * Extra props (autoComplete, inputMode, ...) go to the <input>. The form must sit in conform's <FormProvider>.
 */
export function InputField({
  meta,
  label,
  type = 'text',
  hint,
  className,
  ...inputProps
}: {
  meta: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
  label: ReactNode;
  type?: InputType;
  hint?: ReactNode;
} & Omit<ComponentProps<typeof Input>, 'type' | 'name' | 'id' | 'defaultValue'>) {
  const field = useOwnField(meta);
  const hintId = hint ? field.descriptionId : undefined;
  return (
    <FormField label={label} htmlFor={field.id} hint={hint} hintId={hintId} errors={field.errors} errorId={field.errorId} className={className}>
      <Input {...getInputProps(field, { type, ariaDescribedBy: hintId })} {...inputProps} />
    </FormField>
  );
}
