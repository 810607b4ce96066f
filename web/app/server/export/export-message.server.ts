import { config } from '@slipcase/config';
import {
  buildNewReleaseMessage,
  feedInputProblems,
  validateXml,
  type DeliveryContext,
  type FeedInputProblem,
} from '@slipcase/plugin-contract';
import { localFolderProfile } from '@slipcase/store-local-folder';
import { deliveryReleaseOf } from '@slipcase/services/deliveries/delivery-release';
import type { DraftRow } from '../wizard/draft.server';
import { exportedFiles } from './export-files.server';

/**
 * An export goes to no store: a test message (never to be taken for a delivery) whose id and time come from the
 * release as it last changed, so the same release always gives the same bytes and a second export rewrites nothing.
 */
function exportContext(release: DraftRow): DeliveryContext {
  const { settings } = config();
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
 * export's paths, `resources/<file>`, with their SHA-256), addressed to the local-folder store's neutral profile
 * (worldwide streaming and download deals from the release date), validated against the official schema. The
 * problems instead when the release cannot make one (a draft without a cover or tracks, say).
 */
export async function exportMessage(row: DraftRow): Promise<{ xml: string } | { problems: FeedInputProblem[] }> {
  const files = exportedFiles(row);
  const { cover, ...release } = deliveryReleaseOf(row, config().dirs.storage);
  if (!files || !cover) return { problems: [NO_COVER] };
  const context = exportContext(row);
  const problems = feedInputProblems({ ...release, cover }, context);
  if (problems.length > 0) return { problems };
  const xml = buildNewReleaseMessage({
    release: { ...release, cover },
    context,
    recipient: localFolderProfile.recipient,
    territories: localFolderProfile.requirements.territories,
    deals: localFolderProfile.feed.deals,
    files,
  });
  await validateXml(xml, 'ern-4.3');
  return { xml };
}
