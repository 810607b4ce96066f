import { Link, useFetcher, useLocation } from '@remix-run/react';
import { artistInitials } from '@slipcase/domain';
import { useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-messages';
import { cn } from '../lib/utils';
import { Badge } from './ui/badge';
import { buttonVariants } from './ui/button';

/** What a card needs of an artist: the catalogue's CatalogueArtist with its country named in the reader's language. */
export interface ArtistCardData {
  id: string;
  name: string;
  verified: boolean;
  followers: number;
  genre: string;
  countryName: string | null;
  imageUrl: string | null;
  pro: boolean;
  following: boolean;
  own: boolean;
}

/** The answer of POST /artists/{id}/follow to a fetcher. */
export type FollowResponse = { following: boolean; followers: number } | { error: string };

// Soft colours for pictureless artists, picked by name so an artist keeps its colour.
const INITIALS_COLOURS = [
  'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
  'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  'bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-100',
];

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return INITIALS_COLOURS[hash % INITIALS_COLOURS.length]!;
}

/** The artist's square picture, or its initials on a colour of its own; decorative (the name is always beside it). */
export function ArtistAvatar({ name, imageUrl, className }: { name: string; imageUrl: string | null; className?: string }) {
  if (imageUrl) {
    return <img src={imageUrl} alt="" loading="lazy" className={cn('aspect-square object-cover', className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn('flex aspect-square items-center justify-center font-semibold select-none', colourOf(name), className)}
    >
      {artistInitials(name)}
    </span>
  );
}

function VerifiedIcon(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      <path
        fill="currentColor"
        d="M12 1.5l2.6 1.9 3.2-.1 1 3 2.6 1.9-1 3.1 1 3.1-2.6 1.9-1 3-3.2-.1L12 22.5l-2.6-1.9-3.2.1-1-3-2.6-1.9 1-3.1-1-3.1 2.6-1.9 1-3 3.2.1z"
      />
      <path d="m8 12.2 2.7 2.7L16.2 9.4" fill="none" stroke="white" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The verified flag: an icon with its meaning for screen readers and on hover. */
export function VerifiedMark({ className }: { className?: string }) {
  const { t } = useTranslation('artists');
  return (
    <span className={cn('inline-flex shrink-0 text-info', className)} title={t('card.verified')} data-testid="verified">
      <VerifiedIcon className="size-4" />
      <span className="sr-only">{t('card.verified')}</span>
    </span>
  );
}

/** True once the page's scripts run: the follow form then asks for a JSON answer instead of a redirect. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Follow or unfollow an artist: a toggle button posting to /artists/{id}/follow through a fetcher, showing the new
 * state (and follower count, through `onFollowers`) at once and the server's answer when it comes. Visitors get a
 * link to sign in and come back; the viewer's own artist gets no button.
 */
export function FollowButton({
  artist,
  signedIn,
  onFollowers,
  className,
}: {
  artist: Pick<ArtistCardData, 'id' | 'name' | 'following' | 'followers' | 'own'>;
  signedIn: boolean;
  onFollowers?: (followers: number) => void;
  className?: string;
}) {
  const { t } = useTranslation('artists');
  const { t: tc } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<FollowResponse>({ key: `follow-${artist.id}` });
  const here = `${location.pathname}${location.search}`;

  const answered = fetcher.data && 'following' in fetcher.data ? fetcher.data : null;
  // The loader's data is fresh again once revalidated; until then the fetcher's answer is the newer one.
  const settled = answered && answered.following !== artist.following ? answered : artist;
  const pending = fetcher.formData?.get('intent');
  const following = pending ? pending === 'follow' : settled.following;
  const followers = settled.followers + (following === settled.following ? 0 : following ? 1 : -1);
  const error = fetcher.state === 'idle' && fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null;

  useEffect(() => onFollowers?.(followers), [followers, onFollowers]);

  if (artist.own) {
    return (
      <p className={cn('flex h-8 items-center justify-center rounded-md bg-secondary px-3 text-xs font-medium text-secondary-foreground', className)}>
        {t('card.yours')}
      </p>
    );
  }
  const label = (
    <>
      {following ? t('card.following') : t('card.follow')}
      <span className="sr-only"> {artist.name}</span>
    </>
  );
  if (!signedIn) {
    return (
      <Link
        to={`/auth/login?${new URLSearchParams({ redirect: here })}`}
        className={buttonVariants({ variant: 'outline', size: 'sm', className })}
      >
        {label}
      </Link>
    );
  }
  return (
    <fetcher.Form method="post" action={`/artists/${artist.id}/follow`} className={cn('grid gap-1', className)}>
      <input type="hidden" name="intent" value={following ? 'unfollow' : 'follow'} />
      <input type="hidden" name="redirectTo" value={here} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        aria-pressed={following}
        className={buttonVariants({ variant: following ? 'secondary' : 'default', size: 'sm', className: 'w-full' })}
      >
        {label}
      </button>
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {errorMessage(tc, error)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * An artist of the catalogue (001 §3): picture or initials, name with the verified flag, the PRO badge of PRO and
 * Advanced accounts, genre and country, followers, and the follow button.
 */
export function ArtistCard({ artist, signedIn, locale }: { artist: ArtistCardData; signedIn: boolean; locale: string }) {
  const { t } = useTranslation('artists');
  const { t: ts } = useTranslation('shell');
  const [followers, setFollowers] = useState(artist.followers);
  const headingId = `artist-${artist.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      tabIndex={-1}
      className="relative flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-4"
      data-testid="artist-card"
    >
      {artist.pro ? (
        <Badge className="absolute top-2 left-2 z-10 shadow-sm" title={t('card.proTitle')}>
          {t('card.pro')}
          <span className="sr-only"> {t('card.proTitle')}</span>
        </Badge>
      ) : null}
      <ArtistAvatar name={artist.name} imageUrl={artist.imageUrl} className="mx-auto w-full max-w-48 rounded-full text-3xl" />
      <div className="min-w-0 space-y-0.5">
        <h2 id={headingId} className="flex items-center gap-1.5 font-semibold leading-tight">
          <span className="break-words [overflow-wrap:anywhere]" data-testid="artist-name">
            {artist.name}
          </span>
          {artist.verified ? <VerifiedMark /> : null}
        </h2>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]" data-testid="artist-facts">
          {[ts(`genres.${artist.genre}`, { defaultValue: artist.genre }), artist.countryName].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm">
          <span className="font-semibold tabular-nums" data-testid="followers">
            {new Intl.NumberFormat(locale).format(followers)}
          </span>{' '}
          <span className="text-muted-foreground">{t('card.followers', { count: followers })}</span>
        </p>
      </div>
      <FollowButton artist={artist} signedIn={signedIn} onFollowers={setFollowers} className="mt-auto w-full" />
    </article>
  );
}
