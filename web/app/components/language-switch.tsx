import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../i18n';
import { cn } from '../lib/utils';
import { DisclosureMenu, menuItemClass } from './disclosure-menu';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from './icons';

/** The page the language form comes back to: where the user is now. */
function useHere(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/**
 * The header's language dropdown (000 §2: always present). Each language is a submit button of a form to
 * /language, which saves the choice and comes back to the same page.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('shell');
  const here = useHere();
  return (
    <DisclosureMenu
      className={className}
      summaryClassName="h-8 px-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground"
      panelClassName="min-w-40"
      summary={
        <>
          <GlobeIcon />
          <span className="uppercase" aria-hidden="true">
            {i18n.language}
          </span>
          <span className="sr-only">{t('language.menu', { language: t(`language.names.${i18n.language}`) })}</span>
          <ChevronDownIcon className="size-3.5" />
        </>
      }
    >
      <Form method="post" action="/language" aria-label={t('language.label')}>
        <input type="hidden" name="redirectTo" value={here} />
        <ul>
          {SUPPORTED_LANGUAGES.map((lng) => {
            const current = i18n.language === lng;
            return (
              <li key={lng}>
                <button type="submit" name="lng" value={lng} lang={lng} aria-current={current || undefined} className={menuItemClass}>
                  <span className="flex-1">{t(`language.names.${lng}`)}</span>
                  {current ? <CheckIcon /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </Form>
    </DisclosureMenu>
  );
}

/** The footer's language buttons: each saves its language and comes back with `?lang=` in the address. */
export function LanguageButtons({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('shell');
  const here = useHere();
  return (
    <Form method="post" action="/language" className={className}>
      <input type="hidden" name="redirectTo" value={here} />
      <input type="hidden" name="inAddress" value="1" />
      <div role="group" aria-label={t('language.label')} className="flex flex-wrap gap-1">
        {SUPPORTED_LANGUAGES.map((lng) => {
          const current = i18n.language === lng;
          return (
            <button
              key={lng}
              type="submit"
              name="lng"
              value={lng}
              lang={lng}
              aria-pressed={current}
              className={cn(
                'rounded-md px-2 py-1 text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                current ? 'bg-secondary font-medium text-foreground' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {t(`language.names.${lng}`)}
            </button>
          );
        })}
      </div>
    </Form>
  );
}
