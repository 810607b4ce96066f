import { describe, expect, it } from 'vitest';
import { sampleContext, sampleRelease } from '../testing/sample-release';
import { xpath, xpathAll } from '../testing/xpath';
import { validateXml } from '../validation/validate-xml';
import { FeedInputError } from './feed-input-error';
import { buildNewReleaseMessage, type NewReleaseMessageInput } from './new-release-message';

const media = { audioPath: '/nowhere/a.wav', coverPath: '/nowhere/c.png', coverFormat: 'png' as const, coverSizePx: 3000, durationMs: 65_000 };
const SPOTIFY = { dpid: 'PADPIDA2011072101T', name: 'Spotify' };
const SPOTIFY_ID = 'spotify:artist:4Z8W4fKeB5YxbusRsdQVPb';
const storeIds = { spotify: SPOTIFY_ID, 'apple-music': '1451392236' };

const message = (overrides: Partial<NewReleaseMessageInput> = {}) =>
  buildNewReleaseMessage({
    release: sampleRelease(media, {
      artist: { id: 'art_1', name: 'Example Artist', storeIds },
      tracks: sampleRelease(media).tracks.map((track) => ({ ...track, artistName: ' Example Artist ', featuredArtists: ['Mara Vey'] })),
    }),
    context: sampleContext(),
    recipient: SPOTIFY,
    storeId: 'spotify',
    territories: ['Worldwide'],
    deals: [{ commercialModels: ['SubscriptionModel'], useTypes: ['OnDemandStream'] }],
    ...overrides,
  });

const partyIdsOf = (xml: string, name: string) =>
  xpathAll(xml, `/*/PartyList/Party[PartyName/FullName="${name}"]/PartyId/ProprietaryId`);

describe("the artist's store profile in the feed", () => {
  it("names the main artist by its profile id in the store's namespace, once, and the schema accepts it", async () => {
    const xml = message();
    await expect(validateXml(xml, 'ern-4.3')).resolves.toBeUndefined();
    expect(await partyIdsOf(xml, 'Example Artist')).toEqual([SPOTIFY_ID]);
    expect(await xpath(xml, 'string(//Party/PartyId/ProprietaryId/@Namespace)')).toBe('DPID:PADPIDA2011072101T');
    expect(await xpath(xml, 'count(/*/PartyList//PartyId)')).toBe('1');
    expect(await partyIdsOf(xml, 'Mara Vey')).toEqual([]);
  });

  it("sends each store its own id: Apple Music's to Apple Music, never Spotify's", async () => {
    const xml = message({ recipient: { dpid: 'PADPIDA2005101901G', name: 'Apple Music' }, storeId: 'apple-music' });
    await expect(validateXml(xml, 'ern-4.3')).resolves.toBeUndefined();
    expect(await partyIdsOf(xml, 'Example Artist')).toEqual(['1451392236']);
    expect(xml).not.toContain(SPOTIFY_ID);
  });

  it('sends no id to a store where the artist asked for a new profile, or that takes none, or to no store', async () => {
    for (const storeId of ['deezer', 'local-folder', undefined]) {
      const xml = message({ storeId });
      expect(await xpath(xml, 'count(/*/PartyList//PartyId)')).toBe('0');
      expect(xml).not.toContain('1451392236');
    }
  });

  it('refuses a malformed id for the store with a clear message, before any XML', () => {
    const hostile = '4Z8W4fKeB5YxbusRsdQVPb"/><Party>';
    const build = () =>
      message({ release: sampleRelease(media, { artist: { id: 'art_1', name: 'Example Artist', storeIds: { spotify: hostile } } }) });
    expect(build).toThrow(FeedInputError);
    expect(build).toThrow("the artist's Spotify profile is not a Spotify artist id");
  });
});
