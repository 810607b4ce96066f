import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_DEAL, STREAMING_DEAL, StoreConfigError } from '@slipcase/plugin-contract';
import { storePlugins } from './index';
import { readRecipients } from './recipients';

const radio = { id: 'label-radio', name: 'Label Radio', dpid: 'PADPIDA2020010101A', url: '/srv/ddex/label-radio' };
const env = (recipients: unknown) => ({ SLIPCASE_DDEX_RECIPIENTS: JSON.stringify(recipients) });
const deliveryDir = '/srv/out';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-recipients-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('the generic DDEX store', () => {
  it('provides no store while SLIPCASE_DDEX_RECIPIENTS is unset or blank', () => {
    expect(storePlugins.profiles({ env: {}, deliveryDir })).toEqual([]);
    expect(storePlugins.create({ env: { SLIPCASE_DDEX_RECIPIENTS: '  ' }, deliveryDir })).toEqual([]);
  });

  it('makes one premium store per recipient, with the safe common target unless told otherwise', () => {
    const other = { ...radio, id: 'hifi-shop', name: 'HiFi Shop', url: 'file:///srv/ddex/hifi', tier: 'free', deals: ['streaming', 'download'],
      audio: { bitDepth: 24 }, artwork: { format: 'png' }, territories: ['DE', 'AT'], acknowledgements: false, maxConcurrentDeliveries: 5 };
    expect(storePlugins.profiles({ env: env([radio, other]), deliveryDir })).toEqual([
      {
        id: 'label-radio',
        name: 'Label Radio',
        tier: 'premium',
        recipient: { dpid: 'PADPIDA2020010101A', name: 'Label Radio' },
        requirements: {
          audio: { codec: 'flac', sampleRate: 44_100, bitDepth: 16 },
          artwork: { minPx: 1400, sizePx: 3000, format: 'jpeg' },
          leadTimeDays: 7,
          territories: ['Worldwide'],
        },
        feed: { standard: 'ern-4.3', deals: [STREAMING_DEAL] },
        capabilities: { acknowledgements: true, takedowns: true, updates: true, trends: true },
        maxConcurrentDeliveries: 2,
      },
      expect.objectContaining({
        id: 'hifi-shop',
        tier: 'free',
        requirements: expect.objectContaining({
          audio: { codec: 'flac', sampleRate: 44_100, bitDepth: 24 },
          artwork: { minPx: 1400, sizePx: 3000, format: 'png' },
          territories: ['DE', 'AT'],
        }),
        feed: { standard: 'ern-4.3', deals: [STREAMING_DEAL, DOWNLOAD_DEAL] },
        capabilities: { acknowledgements: false, takedowns: true, updates: true, trends: true },
        maxConcurrentDeliveries: 5,
      }),
    ]);
    const stores = storePlugins.create({ env: env([radio, other]), deliveryDir });
    expect(stores.map((store) => [store.id, store.transport])).toEqual([
      ['label-radio', { kind: 'folder', location: '/srv/ddex/label-radio' }],
      ['hifi-shop', { kind: 'folder', location: '/srv/ddex/hifi' }],
    ]);
  });

  it('makes only the enabled recipients', () => {
    const stores = storePlugins.create({ env: env([radio, { ...radio, id: 'other', url: 'gopher://x' }]), deliveryDir, enabled: (id) => id === 'label-radio' });
    expect(stores.map((store) => store.id)).toEqual(['label-radio']);
  });

  it('reads the recipients from a file when the variable holds its path', async () => {
    const file = join(tmp, 'recipients.json');
    await writeFile(file, JSON.stringify([radio]));
    expect(readRecipients({ SLIPCASE_DDEX_RECIPIENTS: file }).map((recipient) => recipient.id)).toEqual(['label-radio']);
    expect(() => readRecipients({ SLIPCASE_DDEX_RECIPIENTS: join(tmp, 'missing.json') })).toThrow(
      /^SLIPCASE_DDEX_RECIPIENTS: neither a JSON array nor a readable file: ENOENT/,
    );
    await writeFile(join(tmp, 'broken.json'), '[{"id": ');
    expect(() => readRecipients({ SLIPCASE_DDEX_RECIPIENTS: join(tmp, 'broken.json') })).toThrow(
      /^SLIPCASE_DDEX_RECIPIENTS: not valid JSON \(.*broken\.json\): /,
    );
  });

  it.each([
    ['a bad party id', [{ ...radio, dpid: 'DPID-1' }], 'recipient 1 ("label-radio") dpid: a DDEX party id: PADPIDA followed by letters and digits'],
    ['a missing url', [{ ...radio, url: undefined }], 'recipient 1 ("label-radio") url: '],
    ['an id that cannot name a store', [{ ...radio, id: 'Label Radio' }], 'recipient 1 ("Label Radio") id: lower-case letters and digits joined by -'],
    ['an unknown field', [{ ...radio, sftpPassword: 'secret' }], 'recipient 1 ("label-radio"): Unrecognized key: "sftpPassword"'],
    ['a cover smaller than its minimum', [{ ...radio, artwork: { minPx: 3000, sizePx: 1400 } }], 'recipient 1 ("label-radio") artwork.sizePx: sizePx must be at least minPx'],
    ['an unknown deal', [{ ...radio, deals: ['rental'] }], 'recipient 1 ("label-radio") deals.0: '],
    ['a sample rate below CD', [{ ...radio, audio: { sampleRate: 22_050 } }], 'recipient 1 ("label-radio") audio.sampleRate: '],
    ['one id twice', [radio, { ...radio, name: 'Again' }], 'recipient 2 ("label-radio") id: the id "label-radio" is used twice'],
    ['not an array', { recipients: [radio] }, 'Invalid input: expected array, received object'],
  ])('refuses %s, saying which recipient and field', (_, recipients, message) => {
    const read = () => readRecipients(env(recipients));
    expect(read).toThrow(StoreConfigError);
    expect(read).toThrow(`SLIPCASE_DDEX_RECIPIENTS: ${message}`);
  });
});
