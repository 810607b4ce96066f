import { can, type Plan, type Theme } from '@slipcase/domain';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LanguageButtons } from './language-switch';
import { ThemeToggle } from './theme-toggle';

/** Slipcase's profiles (placeholders until the project has its own accounts; an installation may change them). */
export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/slipcase.music' },
  { name: 'X', href: 'https://x.com/slipcasemusic' },
  { name: 'YouTube', href: 'https://www.youtube.com/@slipcasemusic' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@slipcase.music' },
] as const;

/** 000 §2: links to the catalogue, promotion, cover editor, mastering, smart links, terms, privacy, cookies. */
const FOOTER_GROUPS = [
  {
    heading: 'footer.product',
    links: [
      { to: '/artists-catalog', label: 'footer.links.catalog' },
      { to: '/promotion', label: 'footer.links.promotion' },
      { to: '/cover-editor', label: 'footer.links.coverEditor' },
      { to: '/mastering', label: 'footer.links.mastering' },
      { to: '/tools/smartlinks', label: 'footer.links.smartLinks' },
    ],
  },
  {
    heading: 'footer.distribution',
    links: [
      { to: '/pro', label: 'footer.links.pricing' },
      { to: '/music-distribution-and-monetization', label: 'footer.links.monetization' },
      { to: '/free-music-distribution', label: 'footer.links.freeDistribution' },
      { to: '/blog', label: 'footer.links.blog' },
    ],
  },
  {
    heading: 'footer.legal',
    links: [
      { to: '/terms-and-conditions', label: 'footer.links.terms' },
      { to: '/privacy-policy', label: 'footer.links.privacy' },
      { to: '/cookie-policy', label: 'footer.links.cookies' },
    ],
  },
] as const;

const linkClass = 'rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function AppFooter({ plan, theme }: { plan: Plan | null; theme: Theme }) {
  const { t } = useTranslation('shell');
  return (
    <footer className="mt-12 border-t bg-muted/40 print:hidden">
      <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="font-semibold tracking-tight">Slipcase</p>
          <p className="text-sm text-muted-foreground">{t('footer.tagline')}</p>
          <ul aria-label={t('footer.social')} className="flex flex-wrap gap-x-3 gap-y-1">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} rel="noopener noreferrer" target="_blank" className={linkClass}>
                  {link.name}
                  <span className="sr-only"> {t('footer.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={t(group.heading)} className="space-y-3">
            <p className="text-sm font-medium">{t(group.heading)}</p>
            <ul className="space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto w-full max-w-5xl px-4 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-4 border-t py-5">
          <LanguageButtons />
          <div className="flex items-center gap-4">
            {plan && can(plan, 'dark_mode') ? <ThemeToggle theme={theme} withLabel /> : null}
            <p className="text-sm text-muted-foreground">{t('footer.copyright', { year: new Date().getUTCFullYear() })}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
