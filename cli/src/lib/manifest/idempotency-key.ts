import { artistNameKey } from '@slipcase/domain';
import { sha256 } from '@slipcase/plugin-contract';
import { upcDigits } from './upc-digits';

/**
 * The Idempotency-Key the uploader sends with a release's `POST /v1/releases`, so that running the same manifest
 * again (after a failure, or twice by mistake) finds the release the first run made instead of making another.
 * It depends on the manifest only, never on the account, the run or the machine:
 * - with a UPC, the UPC alone (digits only): a UPC names one release wherever it is, so fixing a typo in the
 *   title or renaming the reference still finds the same release;
 * - without one, the release reference with the artist and the title (case and spaces ignored, as names are
 *   compared), so that a reference reused in another manifest for another release makes a new one.
 * The text is versioned: a change of this rule must not pick up releases made under the old one.
 */
export function idempotencyKey(release: { release_ref: string; upc?: string; artist: string; title: string }): string {
  const upc = release.upc && upcDigits(release.upc);
  const identity = upc ? ['upc', upc] : ['ref', release.release_ref.trim(), artistNameKey(release.artist), artistNameKey(release.title)];
  return sha256(JSON.stringify(['slipcase-manifest-release/1', ...identity]));
}
