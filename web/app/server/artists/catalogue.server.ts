import { ARTIST_GENRES, isCountryCode } from '@slipcase/domain';
import * as catalogue from '@slipcase/services/artists/catalogue';
import { CATALOGUE_MAX_PAGES, CATALOGUE_PAGE_SIZE, CATALOGUE_SORTS, type CatalogueQuery, type CatalogueSort } from '../../lib/catalogue';
import { accountDeps } from '../deps.server';

export type { CatalogueArtist } from '@slipcase/services/artists/catalogue';

/** The query's filters as far as they are valid: an unknown country, genre or sort is ignored, a page clamped. */
export function readCatalogueQuery(searchParams: URLSearchParams): CatalogueQuery {
  const country = searchParams.get('country')?.toUpperCase() ?? '';
  const genre = searchParams.get('genre') ?? '';
  const sort = searchParams.get('sort') ?? '';
  const page = Number.parseInt(searchParams.get('page') ?? '1', 10);
  return {
    country: isCountryCode(country) ? country : null,
    genre: (ARTIST_GENRES as readonly string[]).includes(genre) ? genre : null,
    sort: (CATALOGUE_SORTS as readonly string[]).includes(sort) ? (sort as CatalogueSort) : 'followers',
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), CATALOGUE_MAX_PAGES) : 1,
  };
}

/** The catalogue's artists for the query's pages (the first `page * 24`), with the total that match. */
export function listCatalogue(query: CatalogueQuery, options: catalogue.CatalogueOptions = {}) {
  return catalogue.listCatalogue(accountDeps(), { ...query, limit: query.page * CATALOGUE_PAGE_SIZE }, options);
}

export const catalogueCountries = () => catalogue.catalogueCountries(accountDeps());

/** The artists with their country's name in the reader's language (named on the server, see countryOptions). */
export function withCountryNames<T extends { country: string | null }>(artists: readonly T[], locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return artists.map((artist) => ({ ...artist, countryName: artist.country ? (names.of(artist.country) ?? artist.country) : null }));
}

/** Country names in the reader's language, sorted by name (from the server's ICU, so the browser's never differ). */
export function countryOptions(codes: readonly string[], locale: string): Array<{ code: string; name: string }> {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
