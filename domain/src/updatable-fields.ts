/** What stores accept as an update of a release they have (release-update.ts holds the rules; plans ask here). */
export const UPDATABLE_FIELDS = ['artwork', 'genre', 'credits', 'lyrics', 'explicit', 'label', 'releaseDate'] as const;
export type UpdatableField = (typeof UPDATABLE_FIELDS)[number];
