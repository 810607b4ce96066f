/** One page of a list shown a page at a time (the blog, a user's form submissions). */
export interface ListPage {
  page: number;
  pages: number;
  skip: number;
  previous: number | null;
  next: number | null;
}

/** The list's page `requested` (1-based; anything else, or past the end, is the nearest page that exists). */
export function pageOf(requested: number, total: number, pageSize: number): ListPage {
  const size = Math.max(1, pageSize);
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Number.isInteger(requested) ? Math.min(Math.max(requested, 1), pages) : 1;
  return { page, pages, skip: (page - 1) * size, previous: page > 1 ? page - 1 : null, next: page < pages ? page + 1 : null };
}
