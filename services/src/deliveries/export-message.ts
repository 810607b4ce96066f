import type { Settings } from '@slipcase/domain';
import {
  buildNewReleaseMessage,
  feedInputProblems,
  validateXml,
  type DeliveryContext,
  type FeedInputProblem,
  type StoreProfile,
} from '@slipcase/plugin-contract';
import type { ReleaseDraftRow as DraftRow } from '../releases/release-draft';
import { deliveryReleaseOf } from './delivery-release';
import { exportedFiles } from './export-files';

/**
 * An export goes to no store: a test message (never to be taken for a delivery) whose id and time come from the
 * release as it last changed, so the same release always gives the same bytes and a second export rewrites nothing.
 */
function exportContext(release: DraftRow, settings: Pick<Settings, 'ddexSenderDpid' | 'ddexSenderName'>): DeliveryContext {
  return {
    deliveryId: `export-${release.id}`,
    createdAt: release.updatedAt.toISOString(),
    sender: { dpid: settings.ddexSenderDpid, name: settings.ddexSenderName },
    kind: 'new',
    isTest: true,
  };
}

const NO_COVER: FeedInputProblem = { code: 'artwork_required', field: 'artwork', message: 'the release has no cover' };

/**
 * The release's ERN 4.3 NewReleaseMessage for an export: its original uploads as the files (their URIs the
 * export's paths, `resources/<file>`, with their SHA-256), addressed to a neutral profile (the web gives the
 * local-folder store's: worldwide streaming and download deals from the release date), validated against the
 * official schema. The problems instead when the release cannot make one (a draft without a cover or tracks, say).
 */
export async function exportMessage(
  deps: { settings: Pick<Settings, 'ddexSenderDpid' | 'ddexSenderName'>; storageDir: string },
  input: { release: DraftRow; profile: StoreProfile },
): Promise<{ xml: string } | { problems: FeedInputProblem[] }> {
  const { release: row, profile } = input;
  const files = exportedFiles(row);
  const { cover, ...release } = deliveryReleaseOf(row, deps.storageDir);
  if (!files || !cover) return { problems: [NO_COVER] };
  const context = exportContext(row, deps.settings);
  const problems = feedInputProblems({ ...release, cover }, context);
  if (problems.length > 0) return { problems };
  const xml = buildNewReleaseMessage({
    release: { ...release, cover },
    context,
    recipient: profile.recipient,
    territories: profile.requirements.territories,
    deals: profile.feed.deals,
    files,
  });
  await validateXml(xml, 'ern-4.3');
  return { xml };
}
