import { wizardStepOfField, type WizardStep } from '@slipcase/domain';
import {
  feedInputProblems,
  storeMediaProblems,
  validateXml,
  XmlValidationError,
  type FeedInputProblem,
  type StoreProfile,
} from '@slipcase/plugin-contract';
import { deliveryReleaseOf, type DeliveryReleaseRow } from '@slipcase/services/deliveries/delivery-release';
import { defaultStorageDir } from '@slipcase/services';
import { storeProfiles } from '@slipcase/services/stores/store-catalog';
import { encodeError } from '../../lib/error-messages';
import { previewMessage } from '../feed-preview.server';

/**
 * One reason a store would refuse the release: an encoded error code (errorMessage) or, for what the schema
 * rejects, libxml2's message; the wizard form field to fix, when there is one, and its step.
 */
export interface StoreFeedProblem {
  message: string;
  field: string | null;
  step: WizardStep;
}

export interface StoreFeed {
  storeId: string;
  name: string;
  /** The feed was built and the schema and the store's requirements accept it. */
  valid: boolean;
  problems: StoreFeedProblem[];
  /** The NewReleaseMessage, when asked for and when the release makes one (the data it needs may be missing). */
  xml?: string;
}

/** The wizard's form path for a path of the feed's release (feedInputProblems, storeMediaProblems), else null. */
export function wizardField(path: string): string | null {
  if (path === 'cover') return 'artwork';
  if (path === 'artist.name') return 'artistId';
  const track = /^(tracks\.\d+)\.(number|durationMs)$/.exec(path);
  if (track) return path.endsWith('durationMs') ? `${track[1]}.audio` : (track[1] ?? null);
  return wizardStepOfField(path) === 'review' ? null : path;
}

function located(problem: FeedInputProblem): StoreFeedProblem {
  const field = wizardField(problem.field);
  return { message: encodeError(problem), field, step: field ? wizardStepOfField(field) : 'review' };
}

const unlocated = (message: string): StoreFeedProblem => ({ message, field: null, step: 'review' });

// Without the files a delivery converts, the message carries no technical details: the cover's place in the
// feed is a reference, so a draft without a cover still makes one (its problem is reported on its own).
const NO_COVER = { path: '', format: 'jpeg', width: 0, height: 0 } as const;

/** The message, and what stops it: the store profile, or what the schema rejects. */
async function buildAndValidate(
  release: Parameters<typeof previewMessage>[0],
  store: StoreProfile,
  now: Date,
): Promise<{ xml: string | null; problems: StoreFeedProblem[] }> {
  let xml: string;
  try {
    xml = previewMessage(release, store, now);
  } catch (error) {
    // A store profile without deals or territories: the operator's to fix, said as the builder says it.
    if (error instanceof RangeError) return { xml: null, problems: [unlocated(error.message)] };
    throw error;
  }
  try {
    await validateXml(xml, 'ern-4.3');
    return { xml, problems: [] };
  } catch (error) {
    if (error instanceof XmlValidationError) return { xml, problems: error.messages.map(unlocated) };
    throw error;
  }
}

/**
 * For each store (the release's chosen ones unless `storeIds` says which), the ERN 4.3 message it would get for the
 * release as it stands, built in memory as the delivery builds it, and whether it would take it: what no feed can
 * carry (empty titles, bad codes…), what the store's requirements refuse (cover size, audio format), what the
 * schema rejects. A draft may lack anything: missing data is reported, never thrown. Stores the installation no
 * longer has are left out (they would get nothing). `xml` only when `withXml`.
 */
export async function storeFeeds(
  row: DeliveryReleaseRow & { platforms: readonly string[] },
  options: { now: Date; storeIds?: readonly string[]; withXml?: boolean },
): Promise<StoreFeed[]> {
  const wanted = options.storeIds ?? row.platforms;
  const stores = (await storeProfiles()).filter((store) => wanted.includes(store.id));
  if (stores.length === 0) return [];
  const { cover, ...rest } = deliveryReleaseOf(row, defaultStorageDir());
  const release = { ...rest, cover: cover ?? NO_COVER };
  const inputProblems = feedInputProblems(release, { createdAt: options.now.toISOString() }).map(located);
  const uploaded = {
    cover: row.coverKey ? { format: row.coverFormat, width: row.coverWidth, height: row.coverHeight } : null,
    tracks: release.tracks,
  };
  return Promise.all(
    stores.map(async (store) => {
      const media = storeMediaProblems(uploaded, store.requirements).map(located);
      const built = inputProblems.length === 0 ? await buildAndValidate(release, store, options.now) : { xml: null, problems: [] };
      const problems = [...inputProblems, ...media, ...built.problems];
      return {
        storeId: store.id,
        name: store.name,
        valid: built.xml !== null && problems.length === 0,
        problems,
        ...(options.withXml && built.xml !== null && { xml: built.xml }),
      };
    }),
  );
}
