import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryReceipt, DeliveryRelease } from '../store-plugin';
import { validateXml } from '../validation/validate-xml';
import { RecordingTransport } from './recording-transport';
import { sampleContext, sampleRelease } from './sample-release';
import type { ContractOptions, MakePlugin } from './store-plugin-contract';
import { writeCover, writeTone } from './test-media';
import { xpath, xpathAll } from './xpath';

const SENT_AT = '2026-12-31T00:00:05.000Z';

/**
 * A takedown of the release from this one store (one of several a takedown may choose): its feed, made twice from
 * the same input, is schema-valid, addressed to this store, ends every deal before the day it goes out, and is
 * the same bytes both times, so a retried takedown rewrites the same batch.
 */
export function runTakedownFeedContract(makePlugin: MakePlugin, options: ContractOptions = {}): void {
  const timeout = options.timeoutMs ?? 120_000;

  describe('StorePlugin contract: a takedown for this store', () => {
    let tmp: string;
    let release: DeliveryRelease;
    const sent: Array<{ recipient: string; receipt: DeliveryReceipt; writes: RecordingTransport['writes']; xml: string }> = [];

    beforeAll(async () => {
      tmp = await mkdtemp(join(tmpdir(), 'slipcase-takedown-contract-'));
      const probe = await makePlugin({ dir: join(tmp, 'profile'), observe: (transport) => transport });
      const coverSizePx = Math.max(1500, probe.requirements.artwork.minPx);
      release = sampleRelease({
        audioPath: await writeTone(join(tmp, 'source.wav'), { seconds: 5, sampleRate: 48_000, bitDepth: 24 }),
        coverPath: await writeCover(join(tmp, 'cover.png'), { sizePx: coverSizePx, format: 'png' }),
        coverFormat: 'png',
        coverSizePx,
        durationMs: 5000,
      });
      for (const run of ['first', 'again']) {
        let recorder: RecordingTransport | undefined;
        const plugin = await makePlugin({
          dir: join(tmp, run, 'destination'),
          observe: (transport) => (recorder = new RecordingTransport(transport, join(tmp, run, 'mirror'))),
        });
        const context = sampleContext({ deliveryId: 'dlv_contract_store_takedown', kind: 'takedown', createdAt: SENT_AT });
        const receipt = await plugin.deliver(release, context);
        if (!recorder) throw new Error('The plugin did not pass its transport through harness.observe');
        const xml = await readFile(recorder.mirror.location(`${receipt.batchId}/${release.upc}/${release.upc}.xml`), 'utf8');
        sent.push({ recipient: plugin.recipient.dpid, receipt, writes: recorder.writes, xml });
      }
    }, timeout);

    afterAll(async () => {
      if (tmp) await rm(tmp, { recursive: true, force: true });
    });

    it('is a message the ERN 4.3 schema accepts, addressed to this store, every deal ended before it is sent', async () => {
      const [{ xml, recipient }] = sent as [(typeof sent)[number]];
      await expect(validateXml(xml, 'ern-4.3')).resolves.toBeUndefined();
      expect(await xpath(xml, 'string(/*/MessageHeader/MessageRecipient/PartyId)')).toBe(recipient);
      const deals = Number(await xpath(xml, 'count(/*/DealList/ReleaseDeal/Deal)'));
      const ends = await xpathAll(xml, '/*/DealList/ReleaseDeal/Deal/DealTerms/ValidityPeriod/EndDate');
      expect(deals).toBeGreaterThan(0);
      expect(ends).toHaveLength(deals);
      expect(ends.every((end) => end < SENT_AT.slice(0, 10))).toBe(true);
    });

    it('is the same bytes when made again from the same input', () => {
      const [first, again] = sent as [(typeof sent)[number], (typeof sent)[number]];
      expect(again.xml).toBe(first.xml);
      expect(again.receipt.batchId).toBe(first.receipt.batchId);
      expect(again.writes).toEqual(first.writes);
      expect(first.writes.filter((write) => /\.(flac|wav|mp3|jpe?g|png)$/.test(write.path))).toEqual([]);
    });
  });
}
