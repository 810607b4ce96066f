import { expect, it } from 'vitest';
import { audioResourcePath, coverResourcePath } from '../batch/resource-paths';
import type { DeliveryContext, DeliveryReceipt, DeliveryRelease, DeliveryStep, StorePlugin } from '../store-plugin';
import { validateXml } from '../validation/validate-xml';
import type { RecordingTransport } from './recording-transport';
import { sampleContext } from './sample-release';
import { xpath } from './xpath';

/** One delivery the contract suite made through the plugin, with what it wrote. */
export interface ContractDelivery {
  plugin: StorePlugin;
  receipt: DeliveryReceipt;
  recorder: RecordingTransport;
  /** Reads a file of the batch, by its path relative to the batch folder, from the recorder's mirror. */
  file: (pathInBatch: string) => Promise<Buffer>;
  local: (pathInBatch: string) => string;
  /** The steps the plugin reported, each with the number of files written by then. */
  steps: Array<{ step: DeliveryStep; written: number }>;
}

export interface UpdateCaseInput {
  deliver: (name: string, release: DeliveryRelease, context: DeliveryContext) => Promise<ContractDelivery>;
  release: () => DeliveryRelease;
  timeoutMs: number;
}

/**
 * The contract's update case: a live release whose credits and cover changed goes again as a complete message (a
 * ReDelivery), schema-valid, with only the changed resource (the cover) re-sent, identical bytes for the same input.
 */
export function updateContractCase({ deliver, release, timeoutMs }: UpdateCaseInput): void {
  it('sends an update as a complete valid message re-sending only the changed cover, the same bytes each time', async () => {
    const live = release();
    const [first, ...rest] = live.tracks;
    const updated: DeliveryRelease = { ...live, tracks: [{ ...first!, contributors: [{ name: 'Ana Lima Souza', role: 'Composer', sharePercent: 100 }] }, ...rest] };
    const context = sampleContext({ deliveryId: 'dlv_contract_update', kind: 'update', createdAt: '2026-06-02T08:30:00.000Z', resend: { cover: true, trackIds: [] } });
    const [update, again] = [await deliver('update', updated, context), await deliver('update-again', updated, context)];
    const messagePath = `${live.upc}/${live.upc}.xml`;
    const xml = (await update.file(messagePath)).toString('utf8');
    await expect(validateXml(xml, 'ern-4.3')).resolves.toBeUndefined();
    expect(xml).toContain('Ana Lima Souza');
    expect(await xpath(xml, 'count(//SoundRecording)')).toBe(String(live.tracks.length));
    expect(await xpath(xml, 'count(//SoundRecording//File)')).toBe('0');
    expect(await xpath(xml, 'count(//Image//File)')).toBe('1');

    const batch = update.receipt.batchId;
    const paths = update.recorder.writes.map((write) => write.path);
    const cover = coverResourcePath(live.upc, update.plugin.requirements.artwork.format);
    expect(paths).toEqual([`${batch}/${live.upc}/${cover}`, `${batch}/${messagePath}`, `${batch}/BatchComplete_${batch}.xml`]);
    expect(paths.some((path) => path.includes(audioResourcePath(live.upc, 1, update.plugin.requirements.audio.codec)))).toBe(false);
    const manifest = (await update.file(`BatchComplete_${batch}.xml`)).toString('utf8');
    expect(await xpath(manifest, 'string(//DeliveryType)')).toBe('ReDelivery');
    await expect(validateXml(manifest, 'ern-c-sftp-1.8')).resolves.toBeUndefined();
    expect(again.recorder.writes).toEqual(update.recorder.writes);
  }, timeoutMs);
}
