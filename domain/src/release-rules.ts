import type { FieldError } from './errors';

/** What a release must hold before it may be submitted (001 §5, the part the skeleton collects). */
export interface SubmittableRelease {
  title: string;
  artistId: string | null;
  hasArtwork: boolean;
  tracks: ReadonlyArray<{ title: string; hasAudio: boolean }>;
}

export function checkSubmittable(release: SubmittableRelease): FieldError[] {
  const errors: FieldError[] = [];
  if (!release.title.trim()) errors.push({ code: 'required', field: 'title' });
  if (!release.artistId) errors.push({ code: 'required', field: 'artistId' });
  if (!release.hasArtwork) errors.push({ code: 'required', field: 'artwork' });
  if (release.tracks.length === 0) errors.push({ code: 'required', field: 'tracks' });
  release.tracks.forEach((track, i) => {
    if (!track.title.trim()) errors.push({ code: 'required', field: `tracks.${i}.title` });
    if (!track.hasAudio) errors.push({ code: 'required', field: `tracks.${i}.audio` });
  });
  return errors;
}
