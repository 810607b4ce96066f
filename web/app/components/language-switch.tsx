import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../i18n';
import { cn } from '../lib/utils';

/** Four buttons, each saving its language (the `lng` cookie) and coming back to the same page. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/language" className={cn('flex items-center', className)}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <div role="group" aria-label={t('language.label')} className="flex rounded-md border p-0.5">
        {SUPPORTED_LANGUAGES.map((lng) => {
          const current = i18n.language === lng;
          return (
            <button
              key={lng}
              type="submit"
              name="lng"
              value={lng}
              lang={lng}
              title={t(`language.${lng}`)}
              aria-pressed={current}
              className={cn(
                'rounded px-2 py-1 text-xs font-medium uppercase outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                current ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
              )}
            >
              {lng}
            </button>
          );
        })}
      </div>
    </Form>
  );
}
