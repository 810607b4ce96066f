import { normalizeIsrc, type PlatformTier } from '@slipcase/domain';
import { entriesOf, fieldsOf, listOf, textOf, type Fields } from './loose-values';
import type { Finding, Locator, ManifestPath } from './problems';
import { upcDigits } from './upc-digits';

/**
 * What only the whole manifest shows: the same release reference, UPC or ISRC twice (the platform gives each
 * release its own UPC and each recording its own ISRC, so the second would be refused), track numbers with gaps or
 * repeats, stores the installation does not have. The document is read as it is: what has the wrong shape is
 * the schema's to report.
 */

/** Each value met a second time, at the place of the repeat, naming where it was first. */
function repeats(
  values: readonly { value: string | null; path: ManifestPath; group: number }[],
  code: Finding['code'],
  locator: Locator,
  /** Repeats within one group are left alone (the domain's rules report those). */
  acrossGroupsOnly = false,
): Finding[] {
  const first = new Map<string, { path: ManifestPath; group: number }>();
  return values.flatMap(({ value, path, group }) => {
    if (value === null) return [];
    const earlier = first.get(value);
    if (!earlier) {
      first.set(value, { path, group });
      return [];
    }
    if (acrossGroupsOnly && earlier.group === group) return [];
    return [{ path, code, origin: 'check' as const, params: { other: locator.describe(earlier.path) } }];
  });
}

function trackNumbers(release: Fields, index: number): Finding[] {
  const tracks = entriesOf(release.tracks);
  const numbers = tracks.map((track) => (Number.isInteger(track.track_number) ? (track.track_number as number) : null));
  const seen = new Set<number>();
  const findings: Finding[] = [];
  numbers.forEach((number, track) => {
    if (number === null) return;
    if (seen.has(number)) {
      findings.push({ path: ['releases', index, 'tracks', track, 'track_number'], code: 'duplicate_track_number', origin: 'check', params: { number } });
    }
    seen.add(number);
  });
  const highest = Math.max(0, ...seen);
  for (let number = 1; number <= highest; number++) {
    if (!seen.has(number)) findings.push({ path: ['releases', index, 'tracks'], code: 'missing_track_number', origin: 'check', params: { number } });
  }
  return findings;
}

function unknownStores(release: Fields, index: number, stores: readonly PlatformTier[]): Finding[] {
  const ids = stores.map((store) => store.id);
  return listOf(release.platforms).flatMap((platform, item) =>
    typeof platform === 'string' && !ids.includes(platform.trim())
      ? [{ path: ['releases', index, 'platforms', item], code: 'not_in_list' as const, origin: 'check' as const, params: { value: platform, allowed: ids.join(', ') } }]
      : [],
  );
}

export function checkManifest(document: unknown, locator: Locator, stores?: readonly PlatformTier[]): Finding[] {
  const list = fieldsOf(document).releases;
  if (!Array.isArray(list)) return [];
  if (list.length === 0) return [{ path: ['releases'], code: 'manifest_empty', origin: 'check' }];
  const releases = entriesOf(list);
  const tracks = releases.flatMap((release, index) =>
    entriesOf(release.tracks).map((track, position) => ({ track, path: ['releases', index, 'tracks', position], group: index })),
  );
  return [
    ...repeats(
      releases.map((release, index) => ({ value: textOf(release.release_ref), path: ['releases', index, 'release_ref'], group: index })),
      'duplicate_release_ref',
      locator,
    ),
    ...repeats(
      releases.map((release, index) => {
        const upc = textOf(release.upc);
        return { value: upc && upcDigits(upc), path: ['releases', index, 'upc'], group: index };
      }),
      'duplicate_upc',
      locator,
    ),
    ...repeats(
      tracks.map(({ track, path, group }) => ({ value: normalizeIsrc(textOf(track.isrc) ?? ''), path: [...path, 'isrc'], group })),
      'duplicate_isrc_in_manifest',
      locator,
      true,
    ),
    ...releases.flatMap(trackNumbers),
    ...(stores ? releases.flatMap((release, index) => unknownStores(release, index, stores)) : []),
  ];
}
