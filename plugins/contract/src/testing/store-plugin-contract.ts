import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from '../batch/transport';
import { inspectImage } from '../media/inspect-image';
import { probeAudio } from '../media/probe-audio';
import { sha256File, sha256 } from '../media/hash-file';
import type { DeliveryContext, DeliveryRelease, DeliveryStep, StorePlugin } from '../store-plugin';
import { validateXml } from '../validation/validate-xml';
import { acknowledgementFileName, buildAcknowledgement } from './build-acknowledgement';
import { RecordingTransport } from './recording-transport';
import { sampleContext, sampleRelease, SAMPLE_TITLE, type SampleMedia } from './sample-release';
import { writeCover, writeTone } from './test-media';
import { xpath, xpathAll } from './xpath';
import { trendsContractCase } from './trends-contract';
import { updateContractCase, type ContractDelivery } from './update-contract';

export interface ContractHarness {
  /** An empty folder of its own for this plugin instance, for a plugin that writes to the file system. */
  dir: string;
  /** The plugin must pass its transport through this, so the suite sees every file written, in order. */
  observe: (transport: Transport) => Transport;
}

export type MakePlugin = (harness: ContractHarness) => StorePlugin | Promise<StorePlugin>;

export interface ContractOptions {
  /** Time limit for the deliveries made before the checks (they transcode real audio). */
  timeoutMs?: number;
}

type Delivery = ContractDelivery;

const STEPS: readonly DeliveryStep[] = ['built', 'validated', 'uploaded', 'manifest_written'];

const SOURCE_SECONDS = 65;

/**
 * The suite every store plugin runs from its own test file. It makes real media (a 65 s 48 kHz / 24 bit stereo
 * WAV, a 1500 px PNG cover), delivers a release through the plugin, and checks the batch against the official
 * schemas and the DDEX cloud-storage choreography with the real ffprobe, sharp and libxml2.
 */
export function runStorePluginContract(makePlugin: MakePlugin, options: ContractOptions = {}): void {
  const timeout = options.timeoutMs ?? 120_000;

  describe('StorePlugin contract', () => {
    let tmp: string;
    let release: DeliveryRelease;
    let context: DeliveryContext;
    let first: Delivery;
    let second: Delivery;
    let media: SampleMedia;

    async function deliver(name: string, input: DeliveryRelease, ctx: DeliveryContext): Promise<Delivery> {
      const root = join(tmp, name);
      let recorder: RecordingTransport | undefined;
      const plugin = await makePlugin({
        dir: join(root, 'destination'),
        observe: (transport) => (recorder = new RecordingTransport(transport, join(root, 'mirror'))),
      });
      const steps: Delivery['steps'] = [];
      const onStep = (step: DeliveryStep) => void steps.push({ step, written: recorder?.writes.length ?? 0 });
      const receipt = await plugin.deliver(input, { ...ctx, onStep });
      if (!recorder) throw new Error('The plugin did not pass its transport through harness.observe');
      const observed = recorder;
      const local = (path: string) => observed.mirror.location(`${receipt.batchId}/${path}`);
      return { plugin, receipt, recorder: observed, local, file: (path) => readFile(local(path)), steps };
    }

    beforeAll(async () => {
      tmp = await mkdtemp(join(tmpdir(), 'slipcase-contract-'));
      const probe = await makePlugin({ dir: join(tmp, 'profile'), observe: (transport) => transport });
      const coverSizePx = Math.max(1500, probe.requirements.artwork.minPx);
      media = {
        audioPath: await writeTone(join(tmp, 'source.wav'), { seconds: SOURCE_SECONDS, sampleRate: 48_000, bitDepth: 24 }),
        coverPath: await writeCover(join(tmp, 'cover.png'), { sizePx: coverSizePx, format: 'png' }),
        coverFormat: 'png',
        coverSizePx,
        durationMs: SOURCE_SECONDS * 1000,
      };
      release = sampleRelease(media);
      context = sampleContext();
      first = await deliver('first', release, context);
      second = await deliver('second', release, context);
    }, timeout);

    afterAll(async () => {
      if (tmp) await rm(tmp, { recursive: true, force: true });
    });

    const messagePath = () => `${release.upc}/${release.upc}.xml`;
    const manifestPath = () => `BatchComplete_${first.receipt.batchId}.xml`;
    const messageXml = async (delivery = first) => (await delivery.file(messagePath())).toString('utf8');

    it('describes itself: id, name, a DDEX party id for the recipient, sane requirements', () => {
      const { plugin } = first;
      expect(plugin.id).toMatch(/^[a-z0-9-]+$/);
      expect(plugin.name.trim()).not.toBe('');
      expect(plugin.recipient.dpid).toMatch(/^PADPIDA[a-zA-Z0-9]+$/);
      const { audio, artwork, territories } = plugin.requirements;
      expect(audio.sampleRate).toBeGreaterThanOrEqual(44_100);
      expect(artwork.sizePx).toBeGreaterThanOrEqual(artwork.minPx);
      expect(territories.length).toBeGreaterThan(0);
    });

    it('names the batch after the delivery time and lays it out as the cloud-storage profile says', () => {
      const { receipt, recorder } = first;
      expect(receipt.batchId).toBe('20260115100000123');
      expect(receipt.messageId).toBe(context.deliveryId);
      const paths = recorder.writes.map((write) => write.path);
      expect(paths).toContain(`${receipt.batchId}/${messagePath()}`);
      expect(paths.filter((path) => path.startsWith(`${receipt.batchId}/${release.upc}/resources/`))).toHaveLength(2);
      expect(paths.every((path) => path.startsWith(`${receipt.batchId}/`))).toBe(true);
    });

    it('writes BatchComplete last, after every other file of the batch', () => {
      const paths = first.recorder.writes.map((write) => write.path);
      expect(paths.at(-1)).toBe(`${first.receipt.batchId}/${manifestPath()}`);
      expect(paths.filter((path) => path.includes('BatchComplete_'))).toHaveLength(1);
    });

    it('sends a NewReleaseMessage that the ERN 4.3 schema accepts (libxml2)', async () => {
      const xml = await messageXml();
      await expect(validateXml(xml, 'ern-4.3')).resolves.toBeUndefined();
      expect(await xpath(xml, 'local-name(/*)')).toBe('NewReleaseMessage');
    });

    it('carries the release data, titles in any script included', async () => {
      const xml = await messageXml();
      expect(await xpath(xml, 'string(/*/ReleaseList/Release/ReleaseId/ICPN)')).toBe(release.upc);
      expect(await xpath(xml, 'string(/*/ReleaseList/Release/DisplayTitleText)')).toBe(SAMPLE_TITLE);
      expect(await xpath(xml, 'string(/*/ResourceList/SoundRecording/DisplayTitleText)')).toBe(release.tracks[0]?.title);
      expect(await xpathAll(xml, '/*/ResourceList/SoundRecording/SoundRecordingEdition/ResourceId/ISRC')).toEqual(['QZABC2600001']);
      expect(await xpath(xml, 'string(/*/MessageHeader/MessageRecipient/PartyId)')).toBe(first.plugin.recipient.dpid);
      expect(await xpath(xml, 'count(/*/DealList/ReleaseDeal/Deal/DealTerms/ValidityPeriod/EndDate)')).toBe('0');
    });

    it('sends a manifest that ern-c-sftp 1.8 accepts and that holds the message hash', async () => {
      const manifest = (await first.file(manifestPath())).toString('utf8');
      await expect(validateXml(manifest, 'ern-c-sftp-1.8')).resolves.toBeUndefined();
      expect(await xpath(manifest, 'string(/*/RootDirectory)')).toBe(`/${first.receipt.batchId}`);
      expect(await xpath(manifest, 'string(/*/MessageInBatch/URL)')).toBe(messagePath());
      expect(await xpath(manifest, 'string(/*/MessageInBatch/MessageId)')).toBe(context.deliveryId);
      const hash = await xpath(manifest, 'string(/*/MessageInBatch/HashSum/HashSumValue)');
      expect(hash).toBe(sha256(await first.file(messagePath())));
    });

    it('states the true hash of every file the message names, and every named file was sent', async () => {
      const xml = await messageXml();
      const uris = await xpathAll(xml, '//File/URI');
      const hashes = await xpathAll(xml, '//File/HashSum/HashSumValue');
      expect(uris).toHaveLength(2);
      for (const [index, uri] of uris.entries()) {
        expect(await sha256File(first.local(`${release.upc}/${uri}`))).toBe(hashes[index]);
      }
    });

    it('sends audio exactly as the requirements say', async () => {
      const { audio } = first.plugin.requirements;
      const xml = await messageXml();
      const [uri] = await xpathAll(xml, '//SoundRecording//File/URI');
      const probe = await probeAudio(first.local(`${release.upc}/${uri}`));
      expect(probe.format).toBe(audio.codec);
      expect(probe.sampleRate).toBe(audio.sampleRate);
      expect(probe.bitsPerSample).toBe(audio.bitDepth);
      expect(probe.channels).toBe(2);
      expect(probe.durationSeconds).toBeCloseTo(SOURCE_SECONDS, 1);
    });

    it('sends the cover in the required format, resized down to the required size but never up', async () => {
      const { artwork } = first.plugin.requirements;
      const xml = await messageXml();
      const [uri] = await xpathAll(xml, '//Image//File/URI');
      const image = await inspectImage(first.local(`${release.upc}/${uri}`));
      const expected = Math.min(media.coverSizePx, artwork.sizePx);
      expect(image).toMatchObject({ format: artwork.format, width: expected, height: expected });
      expect(await xpath(xml, 'string(//Image//ImageWidth)')).toBe(String(expected));
    });

    it('offers every deal of its feed profile in every territory, on the release and on every track', async () => {
      const xml = await messageXml();
      const { feed, requirements } = first.plugin;
      expect(feed.deals.length).toBeGreaterThan(0);
      const references = await xpathAll(xml, '/*/ReleaseList/*/ReleaseReference');
      expect(references).toHaveLength(1 + release.tracks.length);
      for (const reference of references) {
        for (const territory of requirements.territories) {
          for (const { commercialModels, useTypes } of feed.deals) {
            const terms = [
              `TerritoryCode="${territory}"`,
              ...commercialModels.map((model) => `CommercialModelType="${model}"`),
              ...useTypes.map((use) => `UseType="${use}"`),
            ];
            const deal = `/*/DealList/ReleaseDeal[DealReleaseReference="${reference}"]/Deal/DealTerms[${terms.join(' and ')}]`;
            const found = Number(await xpath(xml, `count(${deal})`));
            expect(found, `a deal on ${reference} in ${territory}: ${commercialModels} / ${useTypes}`).toBeGreaterThan(0);
          }
        }
      }
    });

    it('reports its steps in order: built, validated, uploaded before the manifest, manifest written last', () => {
      const files = first.receipt.files.length;
      expect(first.steps.map(({ step }) => step)).toEqual(STEPS);
      expect(first.steps.map(({ written }) => written)).toEqual([0, 0, files - 1, files]);
    });

    it('reads back the acknowledgements the store writes into the batch, when it declares them', async () => {
      expect(Boolean(first.plugin.readAcknowledgements)).toBe(first.plugin.capabilities.acknowledgements);
      if (!first.plugin.capabilities.acknowledgements) return;
      const { plugin, receipt, recorder } = await deliver('acknowledged', release, sampleContext({ deliveryId: 'dlv_contract_ack' }));
      if (!plugin.readAcknowledgements) throw new Error('The plugin declares acknowledgements but cannot read them');
      expect(await plugin.readAcknowledgements(receipt.batchId)).toEqual([]);
      const createdAt = '2026-01-16T09:30:00.000Z';
      const file = acknowledgementFileName(receipt.messageId, createdAt);
      const ack = buildAcknowledgement({
        sender: plugin.recipient,
        recipient: context.sender,
        messageId: receipt.messageId,
        batchId: receipt.batchId,
        icpn: release.upc,
        status: 'ProcessingErrorAtReleaseDistributor',
        errorText: 'Cover art < 3000 px & "blurry"',
        createdAt,
      });
      await recorder.put(`${receipt.batchId}/${file}`, Buffer.from(ack));
      expect(await plugin.readAcknowledgements(receipt.batchId)).toEqual([
        {
          file,
          messageId: 'dlv_contract_ack',
          icpn: release.upc,
          accepted: false,
          status: 'ProcessingErrorAtReleaseDistributor',
          errorText: 'Cover art < 3000 px & "blurry"',
          createdAt: '2026-01-16T09:30:00Z',
        },
      ]);
    }, timeout);

    it('returns a receipt listing what was written, in order', () => {
      const { receipt, recorder } = first;
      expect(receipt.files.map((file) => `${receipt.batchId}/${file.path}`)).toEqual(recorder.writes.map((w) => w.path));
      expect(receipt.files.map((file) => file.sha256)).toEqual(recorder.writes.map((w) => w.sha256));
      expect(receipt.files.map((file) => file.bytes)).toEqual(recorder.writes.map((w) => w.bytes));
      expect(receipt.location).toBe(recorder.location(receipt.batchId));
    });

    it('gives identical bytes for the same input, binaries included', async () => {
      expect(await messageXml(second)).toBe(await messageXml(first));
      expect(second.recorder.writes).toEqual(first.recorder.writes);
    });

    it('sends a takedown as a valid message whose deals have ended, without binaries', async () => {
      const takedown = await deliver(
        'takedown',
        release,
        sampleContext({ deliveryId: 'dlv_contract_takedown', kind: 'takedown', createdAt: '2026-06-01T08:30:00.000Z' }),
      );
      const xml = await messageXml(takedown);
      await expect(validateXml(xml, 'ern-4.3')).resolves.toBeUndefined();
      const ends = await xpathAll(xml, '/*/DealList/ReleaseDeal/Deal/DealTerms/ValidityPeriod/EndDate');
      expect(ends.length).toBe(Number(await xpath(xml, 'count(/*/DealList/ReleaseDeal/Deal)')));
      expect(ends.every((end) => end < '2026-06-01')).toBe(true);
      expect(takedown.recorder.writes.map((write) => write.path)).toEqual([
        `20260601083000000/${messagePath()}`,
        '20260601083000000/BatchComplete_20260601083000000.xml',
      ]);
      const manifest = (await takedown.file('BatchComplete_20260601083000000.xml')).toString('utf8');
      expect(await xpath(manifest, 'string(//DeliveryType)')).toBe('TakeDown');
    }, timeout);

    updateContractCase({ deliver, release: () => release, timeoutMs: timeout });
    trendsContractCase({ tmp: () => tmp, makePlugin });

    it('writes nothing at all when the release cannot make a valid feed', async () => {
      const cases: Array<[string, DeliveryRelease, RegExp]> = [
        ['bad-isrc', sampleRelease(media, { tracks: release.tracks.map((t) => ({ ...t, isrc: 'NOT-AN-ISRC' })) }), /ISRC/],
        // Only the schema knows a language tag's shape: this one fails after the media work, before any write.
        ['bad-language', sampleRelease(media, { language: 'English (UK)' }), /LanguageAndScriptCode/],
      ];
      for (const [name, broken, reason] of cases) {
        let recorder: RecordingTransport | undefined;
        const plugin = await makePlugin({
          dir: join(tmp, name, 'destination'),
          observe: (transport) => (recorder = new RecordingTransport(transport, join(tmp, name, 'mirror'))),
        });
        const steps: DeliveryStep[] = [];
        const onStep = (step: DeliveryStep) => void steps.push(step);
        await expect(plugin.deliver(broken, sampleContext({ deliveryId: `dlv_contract_${name}`, onStep }))).rejects.toThrow(reason);
        expect(recorder?.writes ?? []).toEqual([]);
        expect(steps).not.toContain('validated');
      }
    }, timeout);
  });
}
