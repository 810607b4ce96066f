import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isArtistIdStore, type ArtistIdStore } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryRelease, StorePlugin } from '../store-plugin';
import { validateXml } from '../validation/validate-xml';
import { RecordingTransport } from './recording-transport';
import { sampleContext, sampleRelease, type SampleMedia } from './sample-release';
import type { ContractOptions, MakePlugin } from './store-plugin-contract';
import { writeCover, writeTone } from './test-media';
import { xpath, xpathAll } from './xpath';

/** A valid profile id in each store that takes one, in the form the store is sent. */
export const SAMPLE_STORE_ARTIST_IDS: Record<ArtistIdStore, string> = {
  spotify: 'spotify:artist:4Z8W4fKeB5YxbusRsdQVPb',
  'apple-music': '1451392236',
  deezer: '27',
  tidal: '3346',
  'amazon-music': 'B000QJR2RW',
  'youtube-music': 'UCBR8-60-B28hp2BmDPdntcQ',
};

/** What a profile id must never smuggle into the XML. */
const HOSTILE_ID = '1"/></PartyName><PartyId>evil</PartyId><x a="';

/**
 * The artist's store profiles (000 §3) through a plugin: the feed names the artist by its profile id in this store
 * (a PartyId in the store's namespace, schema-valid), never by another store's; a store that takes no ids gets
 * none; a malformed id for this store refuses the delivery before anything is written, and never reaches the XML.
 */
export function runArtistProfileContract(makePlugin: MakePlugin, options: ContractOptions = {}): void {
  const timeout = options.timeoutMs ?? 120_000;

  describe("StorePlugin contract: the artist's store profile", () => {
    let tmp: string;
    let media: SampleMedia;
    let deliveries = 0;

    beforeAll(async () => {
      tmp = await mkdtemp(join(tmpdir(), 'slipcase-contract-artist-'));
      const probe = await makePlugin({ dir: join(tmp, 'profile'), observe: (transport) => transport });
      const coverSizePx = Math.max(1000, probe.requirements.artwork.minPx);
      media = {
        audioPath: await writeTone(join(tmp, 'source.wav'), { seconds: 3 }),
        coverPath: await writeCover(join(tmp, 'cover.png'), { sizePx: coverSizePx }),
        coverFormat: 'png',
        coverSizePx,
        durationMs: 3000,
      };
    }, timeout);

    afterAll(async () => {
      if (tmp) await rm(tmp, { recursive: true, force: true });
    });

    async function deliver(storeIds: (plugin: StorePlugin) => Record<string, string>) {
      const root = join(tmp, `delivery-${++deliveries}`);
      let recorder: RecordingTransport | undefined;
      const plugin = await makePlugin({
        dir: join(root, 'destination'),
        observe: (transport) => (recorder = new RecordingTransport(transport, join(root, 'mirror'))),
      });
      const release: DeliveryRelease = sampleRelease(media, { artist: { id: 'art_contract', name: 'Example Artist', storeIds: storeIds(plugin) } });
      const writes = () => recorder?.writes ?? [];
      const outcome = plugin.deliver(release, sampleContext({ deliveryId: `dlv_contract_artist_${deliveries}` })).then(
        async (receipt) => {
          const xml = await readFile(recorder!.mirror.location(`${receipt.batchId}/${release.upc}/${release.upc}.xml`), 'utf8');
          return { xml };
        },
        (error: unknown) => ({ error }),
      );
      return { plugin, writes, outcome: await outcome };
    }

    it("names the artist by its profile id in this store, in the store's namespace, and by no other store's", async () => {
      const { plugin, outcome } = await deliver(() => SAMPLE_STORE_ARTIST_IDS);
      if (!('xml' in outcome)) throw outcome.error;
      await expect(validateXml(outcome.xml, 'ern-4.3')).resolves.toBeUndefined();
      const ids = await xpathAll(outcome.xml, '/*/PartyList/Party[PartyName/FullName="Example Artist"]/PartyId/ProprietaryId');
      const expected = isArtistIdStore(plugin.id) ? [SAMPLE_STORE_ARTIST_IDS[plugin.id]] : [];
      expect(ids).toEqual(expected);
      expect(await xpath(outcome.xml, 'count(/*/PartyList//PartyId)')).toBe(String(expected.length));
      if (expected.length > 0) {
        expect(await xpath(outcome.xml, 'string(/*/PartyList//PartyId/ProprietaryId/@Namespace)')).toBe(`DPID:${plugin.recipient.dpid}`);
      }
    }, timeout);

    it('never lets a hostile id reach the XML: refused before any write where the store takes ids', async () => {
      const { plugin, writes, outcome } = await deliver((store) => ({ [store.id]: HOSTILE_ID }));
      if (isArtistIdStore(plugin.id)) {
        expect('error' in outcome && String(outcome.error)).toMatch(/profile is not a .* artist id/);
        expect(writes()).toEqual([]);
      } else {
        if (!('xml' in outcome)) throw outcome.error;
        expect(outcome.xml).not.toContain('evil');
      }
    }, timeout);
  });
}
