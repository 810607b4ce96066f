import type { Theme } from '@slipcase/domain';
import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/utils';
import { MoonIcon } from './icons';

/**
 * The dark-mode switch of subscribers (000 §2; the caller shows it only when the plan has dark mode): a toggle
 * button posting the other theme to /theme, which saves it on the user and comes back to the same page.
 */
export function ThemeToggle({ theme, withLabel = false, className }: { theme: Theme; withLabel?: boolean; className?: string }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const dark = theme === 'dark';
  return (
    <Form method="post" action="/theme" className={className}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name="theme" value={dark ? 'light' : 'dark'} />
      <button
        type="submit"
        aria-pressed={dark}
        aria-label={withLabel ? undefined : t('theme.darkMode')}
        title={t('theme.darkMode')}
        className={cn(
          'inline-flex h-8 items-center gap-2 rounded-md px-2 text-sm outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
          dark ? 'bg-secondary text-foreground' : 'text-muted-foreground',
        )}
      >
        <MoonIcon />
        {withLabel ? <span>{t('theme.darkMode')}</span> : null}
      </button>
    </Form>
  );
}
