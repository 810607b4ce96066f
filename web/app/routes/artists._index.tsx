import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { artistProfileLimit } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { ArtistAvatar, VerifiedMark } from '../components/artist-card';
import { EmptyState } from '../components/empty-state';
import { Alert } from '../components/ui/alert';
import { buttonVariants } from '../components/ui/button';
import { titleMeta } from '../lib/meta';
import { upgradePath } from '../lib/paths';
import { listMyArtists } from '@slipcase/services/artists/profiles';
import { accountDeps } from '../server/deps.server';
import { pageLocale } from '../server/page-locale.server';
import { requireUser } from '../server/session.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const locale = await pageLocale(request, user);
  const artists = await listMyArtists(accountDeps(), user.id);
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return json({
    artists: artists.map((artist) => ({ ...artist, countryName: artist.country ? (names.of(artist.country) ?? artist.country) : null })),
    limit: artistProfileLimit(user.plan),
    locale,
  });
}

export const meta = titleMeta('artists:pages.list');

/** The account's artist profiles (000 §2): verified flag, followers, releases; create and edit. */
export default function ArtistsPage() {
  const { t } = useTranslation('artists');
  const { t: ts } = useTranslation('shell');
  const { artists, limit, locale } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const removed = searchParams.get('removed');
  const saved = searchParams.get('saved');
  const atLimit = artists.length >= limit;
  const number = new Intl.NumberFormat(locale);
  const create = (
    <Link to="/artists/new" className={buttonVariants()}>
      {t('list.new')}
    </Link>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('list.heading')}</h1>
          <p className="text-muted-foreground">{t('list.lead')}</p>
        </div>
        {artists.length > 0 ? (
          atLimit ? (
            <Link to={upgradePath('artists')} className={buttonVariants({ variant: 'outline' })}>
              {t('list.upgrade')}
            </Link>
          ) : (
            create
          )
        ) : null}
      </div>
      {removed ? (
        <Alert variant="success" data-testid="artist-notice">
          {t('list.removed', { name: removed })}
        </Alert>
      ) : saved ? (
        <Alert variant="success" data-testid="artist-notice">
          {t('list.saved', { name: saved })}
        </Alert>
      ) : null}
      {artists.length === 0 ? (
        <EmptyState title={t('list.empty.title')} body={t('list.empty.body')} action={create} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="artist-allowance">
            {t('list.allowance', { count: artists.length, limit })}
          </p>
          <ul className="grid gap-3" aria-label={t('list.heading')}>
            {artists.map((artist) => (
              <li key={artist.id} className="flex flex-wrap items-center gap-4 rounded-xl border bg-card p-4" data-testid="my-artist">
                <ArtistAvatar name={artist.name} imageUrl={artist.imageUrl} className="size-16 shrink-0 rounded-lg text-xl" />
                <div className="min-w-0 flex-1 basis-48 space-y-1">
                  <h2 className="flex items-center gap-1.5 font-semibold">
                    <span className="[overflow-wrap:anywhere]">{artist.name}</span>
                    {artist.verified ? <VerifiedMark /> : null}
                  </h2>
                  <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                    {[t(`types.${artist.type}`, { defaultValue: artist.type }), ts(`genres.${artist.mainGenre}`, { defaultValue: artist.mainGenre }), artist.countryName]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <dl className="flex gap-6 text-sm">
                  <div>
                    <dt className="text-muted-foreground">{t('list.followers')}</dt>
                    <dd className="font-semibold tabular-nums" data-testid="followers">
                      {number.format(artist.followers)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">{t('list.releases')}</dt>
                    <dd className="font-semibold tabular-nums">{number.format(artist.releases)}</dd>
                  </div>
                </dl>
                <Link to={`/artists/${artist.id}/edit`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  {t('list.edit')}
                  <span className="sr-only"> {artist.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          {atLimit ? (
            <Alert data-testid="artist-limit">
              {t('list.limitReached', { count: limit })}{' '}
              <Link to={upgradePath('artists')} className="font-medium underline underline-offset-4">
                {t('list.upgrade')}
              </Link>
            </Alert>
          ) : null}
        </>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
