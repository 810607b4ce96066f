import * as catalogue from '@slipcase/services/artists/catalogue';
import { CATALOGUE_PAGE_SIZE, type CatalogueQuery } from '../../lib/catalogue';
import { accountDeps } from '../deps.server';

export type { CatalogueArtist } from '@slipcase/services/artists/catalogue';
export { readCatalogueQuery } from '../../lib/catalogue';

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
