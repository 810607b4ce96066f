import type { ReleaseSnapshot, SnapshotTrack } from '../release-update';

/** A live single's one track as an update compares it, with what a test sets on top. */
export function snapshotTrack(fields: Partial<SnapshotTrack> = {}): SnapshotTrack {
  return {
    id: 't1',
    number: 1,
    title: 'Song',
    version: null,
    isrc: 'QZABC2600001',
    audioSha256: 'a'.repeat(64),
    artistName: null,
    featuredArtists: [],
    language: null,
    explicit: false,
    lyrics: null,
    genre: null,
    contributors: [{ name: 'Ana Lima', role: 'composer', sharePercent: 100 }],
    performers: [{ name: 'Ana Lima', instrument: null }],
    ...fields,
  };
}

/** A live single as an update compares it, with `track` as its one track. */
export function liveSnapshot(fields: Partial<ReleaseSnapshot> = {}, track: SnapshotTrack = snapshotTrack()): ReleaseSnapshot {
  return {
    title: 'Live',
    artistId: 'a1',
    upc: '0199990000012',
    type: 'single',
    language: 'en',
    featuredArtists: [],
    primaryGenre: 'pop',
    secondaryGenre: null,
    label: null,
    releaseDate: '2026-12-01',
    coverSha256: 'c'.repeat(64),
    tracks: [track],
    ...fields,
  };
}
