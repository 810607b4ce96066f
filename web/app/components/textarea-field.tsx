import { getTextareaProps, type FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { FormField } from './form-field';
import { useOwnField } from './own-field';
import { Textarea } from './ui/textarea';

/** A labelled conform textarea (in a ConformForm): its errors below it and a hint, both announced through aria-describedby. */
export function TextareaField({
  meta,
  label,
  hint,
  rows = 5,
  className,
}: {
  meta: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
  label: ReactNode;
  hint?: ReactNode;
  rows?: number;
  className?: string;
}) {
  const field = useOwnField(meta);
  const hintId = hint ? field.descriptionId : undefined;
  return (
    <FormField label={label} htmlFor={field.id} hint={hint} hintId={hintId} errors={field.errors} errorId={field.errorId} className={className}>
      <Textarea {...getTextareaProps(field, { ariaDescribedBy: hintId })} rows={rows} />
    </FormField>
  );
}
