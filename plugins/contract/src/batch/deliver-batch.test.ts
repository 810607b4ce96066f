import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedInputError } from '../ern/feed-input-error';
import { inspectImage } from '../media/inspect-image';
import { probeAudio } from '../media/probe-audio';
import type { DeliveryStep, FeedProfile, StoreRequirements } from '../store-plugin';
import { HOSTILE_TITLES, hostileAlbum } from '../testing/hostile-album';
import { RecordingTransport } from '../testing/recording-transport';
import { sampleContext, sampleRelease, type SampleMedia } from '../testing/sample-release';
import { writeCover, writeTone } from '../testing/test-media';
import { xpathAll } from '../testing/xpath';
import { validateXml, XmlValidationError } from '../validation/validate-xml';
import { deliverBatch } from './deliver-batch';
import { LocalFolderTransport } from './local-folder-transport';

const requirements = (overrides: Partial<StoreRequirements> = {}): StoreRequirements => ({
  audio: { codec: 'wav', sampleRate: 48_000, bitDepth: 24 },
  artwork: { minPx: 1000, sizePx: 1200, format: 'png' },
  leadTimeDays: 0,
  territories: ['Worldwide'],
  ...overrides,
});
const recipient = { dpid: 'PADPIDA0000000002Y', name: 'Test store' };
const feed: FeedProfile = { standard: 'ern-4.3', deals: [{ commercialModels: ['SubscriptionModel'], useTypes: ['OnDemandStream'] }] };

describe('deliverBatch', () => {
  let tmp: string;
  let media: SampleMedia;
  let count = 0;
  const fresh = () => {
    count += 1;
    const root = join(tmp, `run-${count}`);
    return {
      transport: new RecordingTransport(new LocalFolderTransport(join(root, 'store')), join(root, 'mirror')),
      workRoot: join(tmp, 'work'),
    };
  };

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-deliver-'));
    await mkdir(join(tmp, 'work'));
    media = {
      audioPath: await writeTone(join(tmp, 'a.flac'), { format: 'flac', seconds: 3, sampleRate: 44_100, bitDepth: 16 }),
      coverPath: await writeCover(join(tmp, 'cover.jpg'), { sizePx: 1500, format: 'jpeg' }),
      coverFormat: 'jpeg',
      coverSizePx: 1500,
      durationMs: 3000,
    };
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('follows the store\'s requirements, not the source\'s format (never raising a CD-quality upload), and removes its work folder', async () => {
    const { transport, workRoot } = fresh();
    const receipt = await deliverBatch({
      release: sampleRelease(media),
      context: sampleContext(),
      store: { recipient, requirements: requirements(), feed },
      transport,
      workRoot,
    });
    expect(receipt.files.map((file) => file.path)).toEqual([
      '0199990000012/resources/0199990000012_01_01.wav',
      '0199990000012/resources/0199990000012.png',
      '0199990000012/0199990000012.xml',
      'BatchComplete_20260115100000123.xml',
    ]);
    expect(receipt.location).toBe(join(tmp, `run-${count}`, 'store', '20260115100000123'));
    const local = (path: string) => transport.mirror.location(`${receipt.batchId}/${path}`);
    expect(await probeAudio(local(receipt.files[0]?.path ?? ''))).toMatchObject({ format: 'wav', sampleRate: 44_100, bitsPerSample: 16 });
    expect(await inspectImage(local(receipt.files[1]?.path ?? ''))).toMatchObject({ format: 'png', width: 1200, height: 1200 });
    expect(await readdir(workRoot)).toEqual([]);
  });

  it('reports each step once it is done: built, validated, uploaded (all but the manifest), manifest written', async () => {
    const { transport, workRoot } = fresh();
    const steps: Array<[DeliveryStep, number]> = [];
    const receipt = await deliverBatch({
      release: sampleRelease(media),
      context: sampleContext({ onStep: (step) => void steps.push([step, transport.writes.length]) }),
      store: { recipient, requirements: requirements(), feed },
      transport,
      workRoot,
    });
    expect(steps).toEqual([
      ['built', 0],
      ['validated', 0],
      ['uploaded', receipt.files.length - 1],
      ['manifest_written', receipt.files.length],
    ]);
  });

  it('writes the store\'s deals into the message', async () => {
    const { transport, workRoot } = fresh();
    const receipt = await deliverBatch({
      release: sampleRelease(media),
      context: sampleContext(),
      store: { recipient, requirements: requirements({ territories: ['FR', 'BE'] }), feed },
      transport,
      workRoot,
    });
    const xml = (await transport.mirror.read(`${receipt.batchId}/0199990000012/0199990000012.xml`)).toString();
    expect(xml.match(/<Deal>/g)).toHaveLength(2);
    expect(xml).toContain('<TerritoryCode>FR</TerritoryCode>');
    expect(xml).not.toContain('PermanentDownload');
  });

  it('writes nothing when the message fails the schema, and still removes its work folder', async () => {
    const { transport, workRoot } = fresh();
    const steps: DeliveryStep[] = [];
    const delivery = deliverBatch({
      release: sampleRelease(media),
      context: sampleContext({ sender: { dpid: 'not-a-dpid', name: 'Slipcase' }, onStep: (step) => void steps.push(step) }),
      store: { recipient, requirements: requirements(), feed },
      transport,
      workRoot,
    });
    await expect(delivery).rejects.toBeInstanceOf(XmlValidationError);
    expect(transport.writes).toEqual([]);
    expect(steps).toEqual(['built']);
    expect(await readdir(workRoot)).toEqual([]);
  });

  it('refuses a cover below the store\'s minimum rather than send it', async () => {
    const { transport, workRoot } = fresh();
    const delivery = deliverBatch({
      release: sampleRelease(media),
      context: sampleContext(),
      store: { recipient, requirements: requirements({ artwork: { minPx: 3000, sizePx: 3000, format: 'jpeg' } }), feed },
      transport,
      workRoot,
    });
    await expect(delivery).rejects.toBeInstanceOf(FeedInputError);
    await expect(delivery).rejects.toThrow(/1500x1500 px; the store needs at least 3000 px/);
    expect(transport.writes).toEqual([]);
  });

  it('delivers a 20-track album of hostile metadata: a valid message naming every track and its file', async () => {
    const { transport, workRoot } = fresh();
    const album = hostileAlbum({ audioPath: media.audioPath, coverPath: media.coverPath, durationMs: media.durationMs });
    const receipt = await deliverBatch({
      release: album,
      context: sampleContext(),
      store: { recipient, requirements: requirements(), feed },
      transport,
      workRoot,
    });
    expect(receipt.files).toHaveLength(20 + 1 + 2);
    const xml = (await transport.mirror.read(`${receipt.batchId}/${album.upc}/${album.upc}.xml`)).toString('utf8');
    await validateXml(xml, 'ern-4.3');
    expect(await xpathAll(xml, '/*/ResourceList/SoundRecording/DisplayTitle/TitleText')).toEqual(HOSTILE_TITLES);
    const hashes = await xpathAll(xml, '//SoundRecording//File/HashSum/HashSumValue');
    expect(hashes).toEqual(receipt.files.slice(0, 20).map((file) => file.sha256));
  }, 60_000);

  it('marks an update as a redelivery in the manifest', async () => {
    const { transport, workRoot } = fresh();
    const receipt = await deliverBatch({
      release: sampleRelease(media),
      context: sampleContext({ kind: 'update' }),
      store: { recipient, requirements: requirements(), feed },
      transport,
      workRoot,
    });
    const manifest = await transport.mirror.read(`${receipt.batchId}/BatchComplete_${receipt.batchId}.xml`);
    expect(manifest.toString()).toContain('<DeliveryType>ReDelivery</DeliveryType>');
  });
});
