import { suggestHandle } from '@slipcase/domain';
import { saveArtistPage } from '../artist-pages/artist-page-editor';
import { createArtistPage } from '../artist-pages/my-artist-pages';
import type { PresaveWorkflows } from '../ports/presave-workflows';
import { createPresaveCampaign } from '../presave/campaigns';
import type { CreateReleaseDeps } from '../releases/create-release';
import { createSmartLink } from '../smart-links/create-smart-link';
import { saveDistribution } from '../wizard/step-writes';
import { createDemoSingle } from './demo-catalogue';

/** The demo artist's upcoming single, whose pre-save campaign the demo shows. */
export const DEMO_UPCOMING = { title: 'Morning Light', frequency: 440 } as const;

export interface DemoFanPages {
  smartLink: string;
  presave: string;
  artistPage: string;
}

/**
 * What fans see of the demo artist, made the way the artist would: a Slipcase.Me page, the smart link of a published
 * single (`releaseId`), and an upcoming single with pre-save switched on in the wizard and its campaign. Returns the
 * three public pages' paths.
 */
export async function publishDemoFanPages(
  deps: CreateReleaseDeps & { presaves: PresaveWorkflows },
  input: { artistUsername: string; releaseId: string; mediaDir: string },
): Promise<DemoFanPages> {
  const owner = await deps.prisma.user.findUniqueOrThrow({ where: { username: input.artistUsername }, include: { artists: { orderBy: { createdAt: 'asc' } } } });
  const artist = owner.artists[0]!;

  const { pageId, handle } = await createArtistPage(deps, { ownerId: owner.id, artistId: artist.id, handle: suggestHandle(artist.name) ?? 'demo-artist' });
  const saved = await saveArtistPage(deps, {
    ownerId: owner.id,
    pageId,
    page: { handle, layout: 'centered', palette: 'ocean', pattern: 'waves', bio: artist.biography ?? `${artist.name} makes music with Slipcase.`, socialLinks: {} },
  });
  if (!saved.ok) throw new Error(`The demo artist page was refused: ${saved.errors.map((error) => error.code).join(', ')}`);

  const smartLink = await createSmartLink(deps, { userId: owner.id, releaseId: input.releaseId });

  const releaseId = await createDemoSingle(deps, { ownerId: owner.id, artistId: artist.id, single: DEMO_UPCOMING, mediaDir: input.mediaDir });
  const upcoming = await deps.prisma.release.findUniqueOrThrow({ where: { id: releaseId }, select: { releaseDate: true } });
  await saveDistribution(deps, owner, releaseId, { releaseDate: upcoming.releaseDate.toISOString().slice(0, 10), schedule: 'standard', presaveEnabled: true, presaveDate: null });
  const { key } = await createPresaveCampaign(deps, { userId: owner.id, releaseId });

  return { smartLink: smartLink.path, presave: `/release/${key}`, artistPage: `/me/${handle}` };
}
