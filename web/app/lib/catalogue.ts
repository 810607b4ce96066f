import { ARTIST_GENRES, isCountryCode } from '@slipcase/domain';
/** The public catalogue's paging and orders (001 §2), shared by its loader and its page. */
export const CATALOGUE_PAGE_SIZE = 24;
/** "Load more" stops growing the page here (1,200 artists); the filters narrow it down. */
export const CATALOGUE_MAX_PAGES = 50;
export const CATALOGUE_SORTS = ['followers', 'name', 'newest', 'oldest'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export interface CatalogueQuery {
  country: string | null;
  genre: string | null;
  sort: CatalogueSort;
  /** Pages shown: the first `page * 24` artists. */
  page: number;
}

/** The catalogue's address for a query: no empty values, no default sort, no first page. */
export function catalogueSearch(query: CatalogueQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.country) params.set('country', query.country);
  if (query.genre) params.set('genre', query.genre);
  if (query.sort !== 'followers') params.set('sort', query.sort);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

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
