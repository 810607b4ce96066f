import type { FieldError } from '@slipcase/domain';
import { checkReleaseRules, type RulesContext } from './check-rules';
import { manifestPathOf, releaseDraftOf, type DraftOf } from './draft-mapping';
import type { Assets } from './inspect-assets';
import { entriesOf, textOf, type Fields } from './loose-values';
import type { Finding } from './problems';

/**
 * The domain's rules on each release of the manifest (with what its files were found to be), as findings at the
 * manifest's places; a problem of the cover or of a track's audio is reported against that file.
 */
export function checkReleases(
  releases: readonly Fields[],
  assets: Assets,
  context: RulesContext,
): { drafts: DraftOf[]; errors: Finding[]; warnings: Finding[] } {
  const errors: Finding[] = [];
  const warnings: Finding[] = [];
  const drafts = releases.map((release, index) => {
    const draftOf = releaseDraftOf(release, { audio: (name) => assets.facts('audio', name) });
    const cover = textOf(release.cover);
    const tracks = entriesOf(release.tracks);
    const audio = draftOf.trackIndexes.map((position) => textOf(tracks[position]?.audio));
    const image = assets.facts('image', cover)?.image;
    const result = checkReleaseRules(
      draftOf.draft,
      { ...(image && { cover: image }), audio: audio.map((name) => assets.facts('audio', name)?.audio) },
      context,
    );
    const assetOf = (error: FieldError) => {
      const track = /^tracks\.(\d+)\.audio$/.exec(error.field);
      const name = error.field === 'artwork' ? cover : track ? audio[Number(track[1])] : null;
      return name ? assets.shown(name) : undefined;
    };
    const toFinding = (error: FieldError): Finding => {
      const asset = assetOf(error);
      return {
        path: manifestPathOf(error.field, index, draftOf.trackIndexes),
        code: error.code,
        origin: 'check',
        ...(error.params && { params: error.params }),
        ...(asset && { asset }),
      };
    };
    errors.push(...result.errors.map(toFinding));
    warnings.push(...result.warnings.map(toFinding));
    return draftOf;
  });
  return { drafts, errors, warnings };
}
