import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AudioQuality } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeAudio } from '../media/probe-audio';
import { validateXml } from '../validation/validate-xml';
import { RecordingTransport } from './recording-transport';
import { sampleContext, sampleRelease, type SampleMedia } from './sample-release';
import type { ContractOptions, MakePlugin } from './store-plugin-contract';
import { writeCover, writeTone } from './test-media';
import { xpath } from './xpath';

/**
 * The plan's audio quality through a plugin (001 §1): from a 24 bit / 96 kHz upload, standard quality sends
 * 16 bit / 44.1 kHz and high quality the most the store's profile takes; the file and the feed's technical details
 * say the same.
 */
export function runAudioQualityContract(makePlugin: MakePlugin, options: ContractOptions = {}): void {
  const timeout = options.timeoutMs ?? 120_000;

  describe("StorePlugin contract: the plan's audio quality", () => {
    let tmp: string;
    let media: SampleMedia;

    beforeAll(async () => {
      tmp = await mkdtemp(join(tmpdir(), 'slipcase-contract-quality-'));
      const probe = await makePlugin({ dir: join(tmp, 'profile'), observe: (transport) => transport });
      const coverSizePx = Math.max(1000, probe.requirements.artwork.minPx);
      media = {
        audioPath: await writeTone(join(tmp, 'hi-res.flac'), { format: 'flac', seconds: 3, sampleRate: 96_000, bitDepth: 24 }),
        coverPath: await writeCover(join(tmp, 'cover.png'), { sizePx: coverSizePx }),
        coverFormat: 'png',
        coverSizePx,
        durationMs: 3000,
      };
    }, timeout);

    afterAll(async () => {
      if (tmp) await rm(tmp, { recursive: true, force: true });
    });

    async function deliver(audioQuality: AudioQuality) {
      const root = join(tmp, audioQuality);
      let recorder: RecordingTransport | undefined;
      const plugin = await makePlugin({
        dir: join(root, 'destination'),
        observe: (transport) => (recorder = new RecordingTransport(transport, join(root, 'mirror'))),
      });
      const release = sampleRelease(media, { audioQuality });
      const receipt = await plugin.deliver(release, sampleContext({ deliveryId: `dlv_contract_${audioQuality}` }));
      const local = (path: string) => recorder!.mirror.location(`${receipt.batchId}/${release.upc}/${path}`);
      const xml = await readFile(local(`${release.upc}.xml`), 'utf8');
      await validateXml(xml, 'ern-4.3');
      const file = await probeAudio(local(await xpath(xml, 'string(//SoundRecording//File/URI)')));
      const stated = {
        sampleRate: Number(await xpath(xml, 'string(//SoundRecording//SamplingRate)')),
        bitDepth: Number(await xpath(xml, 'string(//SoundRecording//BitsPerSample)')),
      };
      return { plugin, file: { format: file.format, sampleRate: file.sampleRate, bitDepth: file.bitsPerSample }, stated };
    }

    it('sends standard quality as 16 bit / 44.1 kHz and says so in the feed', async () => {
      const { plugin, file, stated } = await deliver('standard');
      expect(file).toEqual({ format: plugin.requirements.audio.codec, sampleRate: 44_100, bitDepth: 16 });
      expect(stated).toEqual({ sampleRate: 44_100, bitDepth: 16 });
    }, timeout);

    it("sends high quality at the most the store takes from a 24 bit / 96 kHz upload, and says so in the feed", async () => {
      const { plugin, file, stated } = await deliver('high');
      const { codec, sampleRate, bitDepth } = plugin.requirements.audio;
      const expected = { sampleRate: Math.min(sampleRate, 96_000), bitDepth };
      expect(file).toEqual({ format: codec, ...expected });
      expect(stated).toEqual(expected);
    }, timeout);
  });
}
