import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, isRouteErrorResponse, useLoaderData, useNavigate, useNavigation, useRouteError } from '@remix-run/react';
import { ARTIST_GENRES } from '@slipcase/domain';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtistCard } from '../components/artist-card';
import { EmptyState } from '../components/empty-state';
import { FormErrors } from '../components/form-field';
import { Button, buttonVariants } from '../components/ui/button';
import { Label } from '../components/ui/label';
import { NativeSelect } from '../components/ui/select';
import { titleMeta } from '../lib/meta';
import { CATALOGUE_MAX_PAGES, CATALOGUE_PAGE_SIZE, CATALOGUE_SORTS, catalogueSearch, type CatalogueQuery } from '../lib/catalogue';
import {
  catalogueCountries,
  countryOptions,
  listCatalogue,
  readCatalogueQuery,
  withCountryNames,
} from '../server/artists/catalogue.server';
import { pageLocale } from '../server/page-locale.server';
import { getSessionUser } from '../server/session.server';

/**
 * The public catalogue (001 §2): filters and sort as GET values, `?page=N` shows the first N pages of 24, so "Load
 * more" is a plain link that works without scripts and a reload keeps what was shown.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const locale = await pageLocale(request, user);
  const query = readCatalogueQuery(new URL(request.url).searchParams);
  const [{ artists, total }, countries] = await Promise.all([listCatalogue(query, { viewerId: user?.id }), catalogueCountries()]);
  return json({
    query,
    artists: withCountryNames(artists, locale),
    total,
    countries: countryOptions(countries, locale),
    signedIn: user !== null,
    locale,
  });
}

export const meta = titleMeta('artists:pages.catalog');

export default function ArtistsCatalogPage() {
  const { t } = useTranslation('artists');
  const { t: ts } = useTranslation('shell');
  const { query, artists, total, countries, signedIn, locale } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const loadingMore = navigation.state === 'loading' && new URLSearchParams(navigation.location.search).has('page');
  const filtered = query.country !== null || query.genre !== null;
  const hasMore = artists.length < total && query.page < CATALOGUE_MAX_PAGES;
  const list = useRef<HTMLUListElement>(null);
  const shown = useRef(artists.length);

  // After "Load more", the first new artist takes focus so keyboard users continue where the list grew.
  useEffect(() => {
    const previous = shown.current;
    shown.current = artists.length;
    if (artists.length > previous && previous > 0) {
      list.current?.querySelectorAll<HTMLElement>('[data-testid="artist-card"]')[previous]?.focus();
    }
  }, [artists.length]);

  // With scripts, the filters lead to a clean address (no empty values, no default sort); without, the plain GET works.
  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    const value = (name: string) => {
      const entry = fields[name];
      return typeof entry === 'string' && entry !== '' ? entry : null;
    };
    const sort = value('sort');
    navigate(`/artists-catalog${catalogueSearch({ country: value('country'), genre: value('genre'), sort: (sort ?? 'followers') as CatalogueQuery['sort'], page: 1 })}`);
  }

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('catalog.heading')}</h1>
        <p className="text-muted-foreground">{t('catalog.lead')}</p>
      </div>

      <Form
        method="get"
        onSubmit={applyFilters}
        className="grid items-end gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
        aria-label={t('catalog.filters')}
        data-testid="catalog-filters"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="catalog-country">{t('catalog.country')}</Label>
          <NativeSelect id="catalog-country" name="country" defaultValue={query.country ?? ''} key={`country-${query.country}`}>
            <option value="">{t('catalog.anyCountry')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="catalog-genre">{t('catalog.genre')}</Label>
          <NativeSelect id="catalog-genre" name="genre" defaultValue={query.genre ?? ''} key={`genre-${query.genre}`}>
            <option value="">{t('catalog.anyGenre')}</option>
            {ARTIST_GENRES.map((genre) => (
              <option key={genre} value={genre}>
                {ts(`genres.${genre}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="catalog-sort">{t('catalog.sort')}</Label>
          <NativeSelect id="catalog-sort" name="sort" defaultValue={query.sort} key={`sort-${query.sort}`}>
            {CATALOGUE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalog.sorts.${sort}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit" className="flex-1 lg:flex-none">
            {t('catalog.apply')}
          </Button>
          {filtered || query.sort !== 'followers' ? (
            <Link to="/artists-catalog" className={buttonVariants({ variant: 'ghost', className: 'flex-1 lg:flex-none' })}>
              {t('catalog.clear')}
            </Link>
          ) : null}
        </div>
      </Form>

      {artists.length === 0 ? (
        filtered ? (
          <EmptyState
            title={t('catalog.empty.title')}
            body={t('catalog.empty.body')}
            action={
              <Link to="/artists-catalog" className={buttonVariants({ variant: 'outline' })}>
                {t('catalog.clear')}
              </Link>
            }
          />
        ) : (
          <EmptyState title={t('catalog.emptyAll.title')} body={t('catalog.emptyAll.body')} />
        )
      ) : (
        <section aria-labelledby="catalog-results" className="space-y-4">
          <h2 id="catalog-results" className="text-sm text-muted-foreground" aria-live="polite" data-testid="catalog-count">
            {t('catalog.showing', { shown: artists.length, total })}
          </h2>
          <ul ref={list} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            {artists.map((artist) => (
              <li key={artist.id} className="grid min-w-0">
                <ArtistCard artist={artist} signedIn={signedIn} locale={locale} />
              </li>
            ))}
          </ul>
          {hasMore ? (
            <div className="flex justify-center">
              <Link
                to={catalogueSearch(query, query.page + 1)}
                preventScrollReset
                replace
                className={buttonVariants({ variant: 'outline' })}
                aria-disabled={loadingMore || undefined}
                data-testid="load-more"
              >
                {loadingMore ? t('catalog.loading') : t('catalog.loadMore', { count: Math.min(CATALOGUE_PAGE_SIZE, total - artists.length) })}
              </Link>
            </div>
          ) : null}
        </section>
      )}
    </div>
  );
}

/** 001 §8: the artists could not be loaded. */
export function ErrorBoundary() {
  const { t } = useTranslation('artists');
  const error = useRouteError();
  console.error(isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">{t('catalog.heading')}</h1>
      <FormErrors errors={['artist_load_failed']} />
      <Link to="/artists-catalog" className={buttonVariants({ variant: 'outline' })}>
        {t('catalog.retry')}
      </Link>
    </div>
  );
}
