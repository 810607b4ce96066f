import type { ReleaseLabels } from '../ports/workflows';

/** What a release's workflows are tagged with and summarised by in the Temporal UI. */
export function releaseLabels(release: { upc: string; title: string; ownerId: string; artist: { name: string } }): ReleaseLabels {
  return { upc: release.upc, title: release.title, artist: release.artist.name, ownerId: release.ownerId };
}
