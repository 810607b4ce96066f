import { describe, expect, it } from 'vitest';
import { buildNewReleaseMessage } from '../ern/new-release-message';
import type { DeliveryContext, DeliveryRelease, StoreProfile } from '../store-plugin';
import { deliveredFilesFor, hostileAlbum } from './hostile-album';

/** An artist with a profile in every store that takes one, so each store's feed names the artist by its own id. */
const STORE_IDS = {
  spotify: 'spotify:artist:4Z8W4fKeB5YxbusRsdQVPb',
  'apple-music': '1234567890',
  deezer: '27',
  tidal: '3346',
  'amazon-music': 'B000QJPTLM',
  'youtube-music': 'UC0123456789abcdefghijAB',
};

/** Five hostile tracks: every version kind, an explicit one, a guest artist, featured artists and credits. */
function goldenRelease(): DeliveryRelease {
  const album = hostileAlbum();
  return { ...album, artist: { ...album.artist, storeIds: STORE_IDS }, tracks: album.tracks.slice(0, 5) };
}

const CONTEXT: DeliveryContext = {
  deliveryId: 'dlv_golden',
  createdAt: '2026-01-15T10:00:00.123Z',
  sender: { dpid: 'PADPIDA0000000001X', name: 'Slipcase' },
  kind: 'new',
  isTest: false,
};

/** The store's NewReleaseMessage of the golden release for one kind of delivery, files as deliverBatch sends them. */
function storeFeedXml(profile: StoreProfile, kind: DeliveryContext['kind']): string {
  const release = goldenRelease();
  const all = deliveredFilesFor(release);
  const resend = { cover: false, trackIds: ['trk_hostile_2'] };
  const files =
    kind === 'new' ? all : kind === 'update' ? { audio: new Map([...all.audio].filter(([id]) => resend.trackIds.includes(id))) } : undefined;
  return buildNewReleaseMessage({
    release,
    context: { ...CONTEXT, kind, ...(kind === 'update' && { resend }) },
    recipient: profile.recipient,
    storeId: profile.id,
    territories: profile.requirements.territories,
    deals: profile.feed.deals,
    files,
  });
}

/**
 * The store's messages of one fixed release, byte for byte, against files committed beside the test
 * (`__golden__/<store>-<kind>.xml`): a change to the builder that alters any store's feed shows here.
 */
export function runFeedGolden(profile: StoreProfile): void {
  describe(`${profile.name}'s feed`, () => {
    for (const kind of ['new', 'update', 'takedown'] as const) {
      it(`is byte-identical to its golden file for a ${kind} delivery`, async () => {
        await expect(storeFeedXml(profile, kind)).toMatchFileSnapshot(`./__golden__/${profile.id}-${kind}.xml`);
      });
    }
  });
}
