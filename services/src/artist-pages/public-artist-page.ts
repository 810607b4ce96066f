import { normalizeHandle } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { findPublicPage } from './artist-page-store';
import { artistPageView, type ArtistPageView } from './artist-page-view';

/**
 * `/me/{handle}`: everything the public page shows, in one call returning plain data (so a render cache can keep
 * it), or null when no page has that handle or its owner's account is blocked.
 */
export async function publicArtistPage(deps: Pick<ServiceDeps, 'prisma' | 'stores'>, { handle }: { handle: string }): Promise<ArtistPageView | null> {
  const page = await findPublicPage(deps, normalizeHandle(handle));
  return page ? artistPageView(deps, page) : null;
}
