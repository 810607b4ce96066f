import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-messages';
import { cn } from '../lib/utils';
import { Alert } from './ui/alert';
import { Label } from './ui/label';

/** Errors of one field as translated text, announced to screen readers. */
export function FieldErrors({ id, errors, className }: { id?: string; errors?: string[]; className?: string }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <ul id={id} className={cn('space-y-1 text-sm text-destructive', className)} aria-live="polite">
      {errors.map((error) => (
        <li key={error}>{errorMessage(t, error)}</li>
      ))}
    </ul>
  );
}

/** Errors of a whole form or action (wrong credentials, a refused submission), as an alert. */
/** Encoded messages (errorMessage) in one alert: errors by default, or warnings of something done otherwise than asked. */
export function FormErrors({ id, errors, variant = 'destructive' }: { id?: string; errors?: string[] | null; variant?: 'destructive' | 'default' }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <Alert id={id} variant={variant}>
      {errors.map((error) => (
        <p key={error}>{errorMessage(t, error)}</p>
      ))}
    </Alert>
  );
}

export function FormField({
  label,
  htmlFor,
  hint,
  hintId,
  errors,
  errorId,
  children,
  className,
}: {
  label: ReactNode;
  htmlFor: string;
  hint?: ReactNode;
  hintId?: string;
  errors?: string[];
  errorId?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
