import { getCollectionProps, type FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { FieldErrors } from './form-field';
import { useOwnField } from './own-field';
import { Checkbox } from './ui/checkbox';
import { Label } from './ui/label';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** A conform field of several values (in a ConformForm): one checkbox per option, each with its hint, in a fieldset. */
export function CheckboxGroupField({
  meta,
  legend,
  options,
}: {
  meta: FieldMetadata<string[] | undefined, Record<string, unknown>, string[]>;
  legend: ReactNode;
  options: readonly CheckboxOption[];
}) {
  const field = useOwnField(meta);
  const inputs = getCollectionProps(field, { type: 'checkbox', options: options.map((option) => option.value) });
  return (
    <fieldset className="grid gap-2" aria-describedby={field.errors ? field.errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => {
          const { key, ...input } = inputs[index]!;
          const hintId = option.hint ? `${input.id}-hint` : undefined;
          return (
            <li key={key} className="flex items-start gap-3 rounded-md border p-3">
              <Checkbox {...input} aria-describedby={[input['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined} className="mt-0.5" />
              <div className="grid gap-1">
                <Label htmlFor={input.id}>{option.label}</Label>
                {option.hint ? (
                  <p id={hintId} className="text-xs text-muted-foreground">
                    {option.hint}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
