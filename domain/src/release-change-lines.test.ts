import { describe, expect, it } from 'vitest';
import { releaseChangeLines } from './release-change-lines';
import { liveSnapshot, snapshotTrack } from './testing/release-snapshots';

const track = snapshotTrack({
  number: 2,
  title: 'Low Tide',
  lyrics: 'First line',
  contributors: [
    { name: 'Ana Lima', role: 'composer', sharePercent: 70 },
    { name: 'Sam Rivera', role: 'lyricist', sharePercent: 30 },
  ],
});
const live = liveSnapshot({ label: 'Tide Records' }, track);
const place = { track: { number: 2, title: 'Low Tide' } };

describe('releaseChangeLines', () => {
  it('says nothing of an identical release', () => {
    expect(releaseChangeLines(live, structuredClone(live))).toEqual([]);
  });

  it('names each release field with its old and new value, and the artwork', () => {
    const after = { ...live, primaryGenre: 'electronic', secondaryGenre: 'ambient', label: null, coverSha256: 'd'.repeat(64) };
    expect(releaseChangeLines(live, after)).toEqual([
      { kind: 'value', field: 'label', from: 'Tide Records', to: null },
      { kind: 'value', field: 'primaryGenre', from: 'pop', to: 'electronic' },
      { kind: 'value', field: 'secondaryGenre', from: null, to: 'ambient' },
      { kind: 'artwork' },
    ]);
  });

  it('names a track’s flags, lyrics and genre with the track', () => {
    const after = { ...live, tracks: [{ ...track, explicit: true, lyrics: null, genre: 'jazz' }] };
    expect(releaseChangeLines(live, after)).toEqual([
      { kind: 'explicit', to: true, ...place },
      { kind: 'lyrics', change: 'removed', ...place },
      { kind: 'value', field: 'genre', from: null, to: 'jazz', ...place },
    ]);
    const written = { ...live, tracks: [{ ...track, lyrics: 'Other words' }] };
    expect(releaseChangeLines(live, written)).toEqual([{ kind: 'lyrics', change: 'changed', ...place }]);
  });

  it('names each credit added, removed or re-shared by person and role, and a performer’s instrument', () => {
    const after = {
      ...live,
      tracks: [
        {
          ...track,
          contributors: [
            { name: 'Ana Lima', role: 'composer', sharePercent: 60 },
            { name: 'Sam Rivera', role: 'producer', sharePercent: 40 },
          ],
          performers: [
            { name: 'Ana Lima', instrument: 'piano' },
            { name: 'Joe Bass', instrument: 'bass' },
          ],
        },
      ],
    };
    expect(releaseChangeLines(live, after)).toEqual([
      { kind: 'contributor', change: 'changed', name: 'Ana Lima', role: 'composer', from: 70, to: 60, ...place },
      { kind: 'contributor', change: 'added', name: 'Sam Rivera', role: 'producer', from: null, to: 40, ...place },
      { kind: 'contributor', change: 'removed', name: 'Sam Rivera', role: 'lyricist', from: 30, to: null, ...place },
      { kind: 'performer', change: 'changed', name: 'Ana Lima', from: null, to: 'piano', ...place },
      { kind: 'performer', change: 'added', name: 'Joe Bass', from: null, to: 'bass', ...place },
    ]);
  });
});
