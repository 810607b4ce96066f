import { passwordStrength, type PasswordStrength } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/utils';

const LEVELS: readonly PasswordStrength[] = ['weak', 'medium', 'strong'];
const FILLED: Record<PasswordStrength, string> = {
  weak: 'bg-destructive',
  medium: 'bg-warning',
  strong: 'bg-success',
};

/**
 * The strength of the password being typed (weak, medium, strong: passwordStrength in domain), as three bars and
 * as words, which are what screen readers announce (politely, as the value changes). Nothing while empty.
 */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('account');
  const strength = password ? passwordStrength(password) : null;
  const filled = strength ? LEVELS.indexOf(strength) + 1 : 0;
  return (
    <div className="grid gap-1.5" data-testid="password-strength" data-strength={strength ?? ''}>
      <div className="grid grid-cols-3 gap-1" aria-hidden="true">
        {LEVELS.map((level, index) => (
          <span
            key={level}
            className={cn('h-1.5 rounded-full', index < filled && strength ? FILLED[strength] : 'bg-muted')}
          />
        ))}
      </div>
      <p id={id} className="text-xs text-muted-foreground" aria-live="polite">
        {strength ? t('strength.label', { strength: t(`strength.${strength}`) }) : t('strength.empty')}
      </p>
    </div>
  );
}
