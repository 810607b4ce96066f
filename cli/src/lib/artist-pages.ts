import type { ArtistPageList, ArtistPageResponse } from '@slipcase/api-contract/artist-page-schemas';
import { AppError } from '@slipcase/domain';
import type { ApiClient } from './remote/api-client';

/**
 * The Slipcase.Me page `id` names, or, without one, the account's only page (`GET /v1/artist-pages`, then
 * `GET /v1/artist-pages/{id}`). No page, or several and none named, is refused with the ids to choose from.
 */
export async function showArtistPage(api: ApiClient, id: string | undefined): Promise<ArtistPageResponse> {
  let pageId = id;
  if (!pageId) {
    const { artists } = await api.request<ArtistPageList>('GET', 'artist-pages');
    const pages = artists.flatMap((artist) => (artist.page ? [{ ...artist.page, artistName: artist.artistName }] : []));
    if (pages.length === 0) throw new AppError('not_found', 'id', {}, 'No artist page yet: start one at /tools/slipcase-me.');
    if (pages.length > 1) {
      const choices = pages.map((page) => `${page.id} (${page.artistName}, ${page.path})`).join(', ');
      throw new AppError('invalid_input', 'id', {}, `Several artist pages: name one of ${choices}.`);
    }
    pageId = pages[0]!.id;
  }
  return (await api.request<{ page: ArtistPageResponse }>('GET', `artist-pages/${encodeURIComponent(pageId)}`)).page;
}

/** The page for people: where it is, its look, its video and links, its visits and followers. */
export function formatArtistPage(page: ArtistPageResponse, baseUrl: string): string {
  const { settings } = page;
  const links = Object.entries(settings.socialLinks);
  const rows: Array<[string, string]> = [
    ['Artist', page.artistName],
    ['Address', `${baseUrl.replace(/\/+$/, '')}${page.path}`],
    ['Layout', settings.layout],
    ['Palette', settings.palette],
    ['Pattern', settings.pattern],
    ['Video', settings.videoUrl ?? (page.allows.featuredVideo ? 'none' : 'none (PRO)')],
    ['Links', links.length > 0 ? links.map(([network, url]) => `${network} ${url}`).join('\n') : 'none'],
    ['Visits (30 days)', String(page.visitsLast30Days)],
    ['Followers', page.followers === null ? 'on PRO' : String(page.followers)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => value.split('\n').map((line, i) => `${(i === 0 ? label : '').padEnd(width)}  ${line}`).join('\n')).join('\n');
}
