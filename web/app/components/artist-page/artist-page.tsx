import { PAGE_PALETTES, SOCIAL_NETWORK_NAMES } from '@slipcase/domain';
import type { ArtistPageView } from '@slipcase/services/artist-pages/artist-page-view';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { patternImage } from '../../lib/page-patterns';
import { cn } from '../../lib/utils';

/**
 * A Slipcase.Me page as fans see it at /me/{handle}, and as the editor previews it: the palette's colours as CSS
 * variables, the pattern an inline SVG, and nothing loaded from another host (the featured video is a plain link to
 * YouTube, with no thumbnail: YouTube hears of the visit only when the fan clicks). `follow` is the follow form,
 * when the page offers one.
 */
export function ArtistPage({ view, follow, headingLevel = 1 }: { view: ArtistPageView; follow?: ReactNode; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('artists');
  const colors = PAGE_PALETTES[view.look.palette];
  const { layout } = view.look;
  const style = {
    '--me-bg': colors.background,
    '--me-surface': colors.surface,
    '--me-text': colors.text,
    '--me-muted': colors.muted,
    '--me-accent': colors.accent,
    '--me-accent-text': colors.accentText,
    backgroundColor: colors.background,
    backgroundImage: patternImage(view.look.pattern, colors.text),
    color: colors.text,
  } as CSSProperties;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const centered = layout === 'centered';

  const intro = (
    <div className={cn('flex gap-4', centered || layout === 'sidebar' ? 'flex-col items-center text-center' : 'flex-col @lg:flex-row @lg:items-center', layout === 'sidebar' && '@3xl:items-start @3xl:text-left')}>
      <Picture view={view} />
      <div className="min-w-0 space-y-2">
        <Heading className="text-3xl font-bold tracking-tight break-words" data-testid="me-name">
          {view.artistName}
        </Heading>
        {view.bio ? <p className="whitespace-pre-line text-[color:var(--me-muted)]">{view.bio}</p> : null}
      </div>
    </div>
  );

  const socials =
    view.socialLinks.length > 0 ? (
      <nav aria-label={t('me.public.socialLinks')}>
        <ul className={cn('flex flex-wrap gap-2', centered && 'justify-center', layout === 'sidebar' && 'justify-center @3xl:justify-start')}>
          {view.socialLinks.map((link) => (
            <li key={link.network}>
              <a
                href={link.url}
                rel="me noopener noreferrer"
                className="inline-flex min-h-10 items-center rounded-full border border-[color:var(--me-muted)] px-4 text-sm font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                {SOCIAL_NETWORK_NAMES[link.network]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    ) : null;

  const video = view.videoId ? (
    <section aria-labelledby="me-video" className="space-y-2">
      <Sub id="me-video" className="text-lg font-semibold">
        {t('me.public.video')}
      </Sub>
      <a
        href={`https://www.youtube.com/watch?v=${view.videoId}`}
        rel="noopener noreferrer"
        data-testid="me-video"
        className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-[color:var(--me-surface)] p-4 text-center focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-[color:var(--me-accent)] text-2xl text-[color:var(--me-accent-text)]">
          ▶
        </span>
        <span className="font-medium underline underline-offset-4">{t('me.public.watchOnYouTube')}</span>
        <span className="text-xs text-[color:var(--me-muted)]">{t('me.public.videoPrivacy')}</span>
      </a>
    </section>
  ) : null;

  const releases = (
    <section aria-labelledby="me-releases" className="space-y-3">
      <Sub id="me-releases" className="text-lg font-semibold">
        {t('me.public.releases')}
      </Sub>
      {view.releases.length === 0 ? (
        <p className="text-[color:var(--me-muted)]">{t('me.public.noReleases')}</p>
      ) : (
        <ul className="grid gap-3">
          {view.releases.map((release) => (
            <li key={release.id} className="space-y-3 rounded-xl bg-[color:var(--me-surface)] p-4" data-testid="me-release">
              <div>
                <p className="font-semibold break-words">{release.title}</p>
                <p className="text-sm text-[color:var(--me-muted)]">
                  {t(`me.public.types.${release.type}`, { defaultValue: release.type })} · {release.releaseDate.slice(0, 4)}
                </p>
              </div>
              {release.smartLink ? (
                <a
                  href={release.smartLink}
                  aria-label={t('me.public.listenTo', { title: release.title })}
                  className="inline-flex min-h-10 items-center rounded-md bg-[color:var(--me-accent)] px-3 text-sm font-medium text-[color:var(--me-accent-text)] focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  {t('me.public.listen')}
                </a>
              ) : release.links.length > 0 ? (
                <ul className="flex flex-wrap gap-2" aria-label={t('me.public.listenOn', { title: release.title })}>
                  {release.links.map((link) => (
                    <li key={link.store}>
                      <a
                        href={link.url}
                        rel="noopener noreferrer"
                        className="inline-flex min-h-10 items-center rounded-md bg-[color:var(--me-accent)] px-3 text-sm font-medium text-[color:var(--me-accent-text)] focus-visible:outline-2 focus-visible:outline-offset-2"
                      >
                        {link.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-[color:var(--me-muted)]">{t('me.public.linksSoon')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  const followBox = follow ? <div className="rounded-xl bg-[color:var(--me-surface)] p-4">{follow}</div> : null;

  return (
    <div style={style} className="@container w-full flex-1" data-testid="artist-page" data-layout={layout} data-palette={view.look.palette} data-pattern={view.look.pattern}>
      {layout === 'sidebar' ? (
        <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 @3xl:grid-cols-[18rem_1fr]">
          <aside className="space-y-6">
            {intro}
            {socials}
            {followBox}
          </aside>
          <div className="min-w-0 space-y-8">
            {video}
            {releases}
          </div>
        </div>
      ) : (
        <div className={cn('mx-auto max-w-2xl space-y-8 px-4 py-10', centered && 'text-center [&_ul]:justify-center')}>
          {intro}
          {socials}
          {video}
          <div className={cn(centered && 'text-left')}>{releases}</div>
          {followBox}
        </div>
      )}
    </div>
  );
}

function Picture({ view }: { view: ArtistPageView }) {
  const initials = view.artistName
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return view.imageUrl ? (
    <img src={view.imageUrl} alt="" width={160} height={160} className="size-32 shrink-0 rounded-full object-cover @lg:size-40" />
  ) : (
    <div aria-hidden="true" className="flex size-32 shrink-0 items-center justify-center rounded-full bg-[color:var(--me-surface)] text-4xl font-bold @lg:size-40">
      {initials}
    </div>
  );
}
