import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { BrandLink } from '../app-header';

interface CardRelease {
  title: string;
  artist: string;
  releaseDate: string;
  cover: string | null;
}

/** The public pre-save page's frame: the cover (served by us), the title and artist, the date, then the state's content. */
export function PresaveCard({ release, children }: { release: CardRelease; children: ReactNode }) {
  const { t, i18n } = useTranslation('presave');
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-6 py-4">
      <BrandLink to="/" />
      <article className="overflow-hidden rounded-2xl border bg-card shadow-sm">
        {release.cover ? (
          <img src={release.cover} alt={t('page.coverAlt', { title: release.title })} width={600} height={600} className="aspect-square w-full object-cover" />
        ) : (
          <div aria-hidden="true" className="flex aspect-square w-full items-center justify-center bg-gradient-to-br from-primary/30 to-primary/5 text-6xl font-semibold text-primary">
            {release.title.slice(0, 1).toUpperCase()}
          </div>
        )}
        <div className="space-y-4 p-5">
          <header className="space-y-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{release.title}</h1>
            <p className="text-muted-foreground break-words">{t('page.by', { artist: release.artist })}</p>
            <p className="text-sm text-muted-foreground">{t('page.outOn', { date: formatDate(i18n.language, release.releaseDate) })}</p>
          </header>
          {children}
        </div>
      </article>
      <p className="text-center text-xs text-muted-foreground">{t('page.privacy')}</p>
    </main>
  );
}
