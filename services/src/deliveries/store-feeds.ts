import { wizardStepOfField, type FieldError, type Settings, type WizardStep } from '@slipcase/domain';
import { feedInputProblems, storeMediaProblems, validateXml, XmlValidationError, type FeedInputProblem, type StoreProfile } from '@slipcase/plugin-contract';
import { storeProfiles, type StoreEnv } from '../stores/store-catalog';
import { deliveryReleaseOf, type DeliveryReleaseRow } from './delivery-release';
import { previewMessage } from './feed-preview';

/**
 * One reason a store would refuse the release: a refusal of ours (code and params) or, for what the schema or the
 * store profile rejects, the words of the validator; the wizard form field to fix, when there is one, and its step.
 */
export interface StoreFeedProblem {
  reason: Pick<FieldError, 'code' | 'params'> | { text: string };
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
  /** What the store gets besides the release's data, as its profile says: the audio, the cover, the uses it deals in, where. */
  delivers: StoreDelivers;
}

export interface StoreDelivers {
  audio: StoreProfile['requirements']['audio'];
  cover: { format: StoreProfile['requirements']['artwork']['format']; sizePx: number };
  /** The ERN use types of its deals, each once, in the profile's order ('OnDemandStream', 'PermanentDownload'…). */
  useTypes: string[];
  /** ISO 3166-1 codes, or 'Worldwide'. */
  territories: readonly string[];
}

/** A store's StoreDelivers from its profile. */
export function storeDelivers(store: StoreProfile): StoreDelivers {
  const { audio, artwork, territories } = store.requirements;
  return {
    audio,
    cover: { format: artwork.format, sizePx: artwork.sizePx },
    useTypes: [...new Set(store.feed.deals.flatMap((deal) => deal.useTypes))],
    territories,
  };
}

/** The wizard's form path for a path of the feed's release (feedInputProblems, storeMediaProblems), else null. */
export function wizardField(path: string): string | null {
  if (path === 'cover') return 'artwork';
  // The artist's name or a store profile of it: fixed on the artist, chosen at the artist field.
  if (path === 'artist.name' || path.startsWith('artist.storeIds.')) return 'artistId';
  const track = /^(tracks\.\d+)\.(number|durationMs)$/.exec(path);
  if (track) return path.endsWith('durationMs') ? `${track[1]}.audio` : (track[1] ?? null);
  return wizardStepOfField(path) === 'review' ? null : path;
}

function located(problem: FeedInputProblem): StoreFeedProblem {
  const field = wizardField(problem.field);
  return { reason: { code: problem.code, params: problem.params }, field, step: field ? wizardStepOfField(field) : 'review' };
}

const unlocated = (text: string): StoreFeedProblem => ({ reason: { text }, field: null, step: 'review' });

// Without the files a delivery converts, the message carries no technical details: the cover's place in the
// feed is a reference, so a draft without a cover still makes one (its problem is reported on its own).
const NO_COVER = { path: '', format: 'jpeg', width: 0, height: 0 } as const;

type FeedDeps = { settings: Pick<Settings, 'ddexSenderDpid' | 'ddexSenderName'>; now: Date };

/** The message, and what stops it: the store profile, or what the schema rejects. */
async function buildAndValidate(
  deps: FeedDeps,
  release: Parameters<typeof previewMessage>[1]['release'],
  store: StoreProfile,
  validate: boolean,
): Promise<{ xml: string | null; problems: StoreFeedProblem[] }> {
  let xml: string;
  try {
    xml = previewMessage(deps, { release, store });
  } catch (error) {
    // A store profile without deals or territories: the operator's to fix, said as the builder says it.
    if (error instanceof RangeError) return { xml: null, problems: [unlocated(error.message)] };
    throw error;
  }
  if (!validate) return { xml, problems: [] };
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
 * longer has are left out (they would get nothing). `xml` only when `withXml`; `validate: false` skips the schema
 * (the message a store already has, diffed against, needs none), so `valid` then speaks only of the rest.
 */
export async function storeFeeds(
  deps: FeedDeps & { storageDir: string; storeEnv: StoreEnv },
  input: { row: DeliveryReleaseRow & { platforms: readonly string[] }; storeIds?: readonly string[]; withXml?: boolean; validate?: boolean },
): Promise<StoreFeed[]> {
  const { row } = input;
  const wanted = input.storeIds ?? row.platforms;
  const stores = (await storeProfiles(deps.storeEnv)).filter((store) => wanted.includes(store.id));
  if (stores.length === 0) return [];
  const { cover, ...rest } = deliveryReleaseOf(row, deps.storageDir);
  const release = { ...rest, cover: cover ?? NO_COVER };
  const uploaded = {
    cover: row.coverKey ? { format: row.coverFormat, width: row.coverWidth, height: row.coverHeight } : null,
    tracks: release.tracks,
  };
  return Promise.all(
    stores.map(async (store) => {
      const inputProblems = feedInputProblems(release, { createdAt: deps.now.toISOString() }, store.id).map(located);
      const media = storeMediaProblems(uploaded, store.requirements).map(located);
      const built = inputProblems.length === 0 ? await buildAndValidate(deps, release, store, input.validate ?? true) : { xml: null, problems: [] };
      const problems = [...inputProblems, ...media, ...built.problems];
      return {
        storeId: store.id,
        name: store.name,
        valid: built.xml !== null && problems.length === 0,
        problems,
        delivers: storeDelivers(store),
        ...(input.withXml && built.xml !== null && { xml: built.xml }),
      };
    }),
  );
}
