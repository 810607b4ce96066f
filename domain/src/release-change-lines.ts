import type { ReleaseSnapshot, SnapshotTrack } from './release-update';

/** Where a change is: the release itself, or one of its tracks (by number and title). */
export interface ChangePlace {
  track?: { number: number; title: string };
}

/**
 * One change of an update as people read it ("Genre: Pop → Electronic", "Sam Rivera added as producer, 30 %"), in
 * data: the page words it in the reader's language. Values are as stored (genre and role codes, ISO dates).
 */
export type ChangeLine = ChangePlace &
  (
    | { kind: 'value'; field: 'label' | 'primaryGenre' | 'secondaryGenre' | 'releaseDate' | 'genre'; from: string | null; to: string | null }
    | { kind: 'artwork' }
    | { kind: 'explicit'; to: boolean }
    | { kind: 'lyrics'; change: 'added' | 'removed' | 'changed' }
    | { kind: 'contributor'; change: 'added' | 'removed' | 'changed'; name: string; role: string; from: number | null; to: number | null }
    | { kind: 'performer'; change: 'added' | 'removed' | 'changed'; name: string; from: string | null; to: string | null }
  );

type ValueField = Extract<ChangeLine, { kind: 'value' }>['field'];
const RELEASE_VALUES: ReadonlyArray<ValueField & keyof ReleaseSnapshot> = ['label', 'primaryGenre', 'secondaryGenre', 'releaseDate'];

/** The entries of `before` and `after` by key, in `after`'s order then the removed ones. */
function pairsByKey<T>(before: readonly T[], after: readonly T[], key: (item: T) => string): Array<{ old?: T; now?: T }> {
  const olds = new Map(before.map((item) => [key(item), item]));
  const nows = new Map(after.map((item) => [key(item), item]));
  return [
    ...after.map((now) => ({ old: olds.get(key(now)), now })),
    ...before.filter((old) => !nows.has(key(old))).map((old) => ({ old })),
  ];
}

const changeOf = (old: unknown, now: unknown): 'added' | 'removed' | 'changed' => (old === undefined ? 'added' : now === undefined ? 'removed' : 'changed');

function creditLines(old: SnapshotTrack, now: SnapshotTrack): ChangeLine[] {
  const contributors = pairsByKey(old.contributors, now.contributors, (c) => `${c.name}\u0000${c.role}`)
    .filter(({ old: o, now: n }) => o?.sharePercent !== n?.sharePercent)
    .map(({ old: o, now: n }): ChangeLine => {
      const person = (n ?? o)!;
      return { kind: 'contributor', change: changeOf(o, n), name: person.name, role: person.role, from: o?.sharePercent ?? null, to: n?.sharePercent ?? null };
    });
  const performers = pairsByKey(old.performers, now.performers, (p) => p.name)
    .filter(({ old: o, now: n }) => !o || !n || (o.instrument ?? null) !== (n.instrument ?? null))
    .map(({ old: o, now: n }): ChangeLine => ({ kind: 'performer', change: changeOf(o, n), name: (n ?? o)!.name, from: o?.instrument ?? null, to: n?.instrument ?? null }));
  return [...contributors, ...performers];
}

function trackLines(old: SnapshotTrack, now: SnapshotTrack): ChangeLine[] {
  const lines: ChangeLine[] = [];
  if (old.explicit !== now.explicit) lines.push({ kind: 'explicit', to: now.explicit });
  if ((old.lyrics ?? null) !== (now.lyrics ?? null)) lines.push({ kind: 'lyrics', change: !old.lyrics ? 'added' : !now.lyrics ? 'removed' : 'changed' });
  if ((old.genre ?? null) !== (now.genre ?? null)) lines.push({ kind: 'value', field: 'genre', from: old.genre, to: now.genre });
  const track = { number: now.number, title: now.title };
  return [...lines, ...creditLines(old, now)].map((line) => ({ ...line, track }));
}

/**
 * What an update changes, line by line, in the order the release reads: its own fields, the artwork, then each
 * track's. A credit is one person in one role: a changed share is "changed", a renamed person one removed and one
 * added. Fields an update cannot change (refused before this is asked) are not described.
 */
export function releaseChangeLines(before: ReleaseSnapshot, after: ReleaseSnapshot): ChangeLine[] {
  const lines: ChangeLine[] = RELEASE_VALUES.filter((field) => (before[field] ?? null) !== (after[field] ?? null)).map((field) => ({
    kind: 'value',
    field,
    from: before[field] ?? null,
    to: after[field] ?? null,
  }));
  if (before.coverSha256 !== after.coverSha256) lines.push({ kind: 'artwork' });
  for (const now of after.tracks) {
    const old = before.tracks.find((track) => track.id === now.id);
    if (old) lines.push(...trackLines(old, now));
  }
  return lines;
}
