import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProfile } from '../store-plugin';
import { sampleProfile } from '../registry/sample-profile';
import { acknowledgementFileName, buildAcknowledgement } from '../testing/build-acknowledgement';
import { createDdexStore } from './ddex-store';
import { LocalFolderTransport } from './local-folder-transport';
import type { Transport } from './transport';

const profile = (acknowledgements: boolean): StoreProfile =>
  sampleProfile('test-store', {
    requirements: { ...sampleProfile('test-store').requirements, artwork: { minPx: 1000, sizePx: 1000, format: 'jpeg' } },
    capabilities: { acknowledgements, takedowns: true, updates: true },
  });

describe('createDdexStore', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-ddex-store-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('reads acknowledgements back through its transport when the store writes them', async () => {
    const transport = new LocalFolderTransport(tmp);
    const store = createDdexStore(profile(true), transport);
    expect(store.readAcknowledgements).toBeTypeOf('function');
    const createdAt = '2026-01-16T08:00:00Z';
    const xml = buildAcknowledgement({
      sender: store.recipient,
      recipient: { dpid: 'PADPIDA0000000001X', name: 'Slipcase' },
      messageId: 'dlv_9',
      icpn: '0199990000012',
      createdAt,
    });
    await transport.put(`B1/${acknowledgementFileName('dlv_9', createdAt)}`, Buffer.from(xml));
    expect(await store.readAcknowledgements?.('B1')).toMatchObject([{ messageId: 'dlv_9', accepted: true }]);
  });

  it('offers no acknowledgements when the store sends none, or the transport cannot list and read', () => {
    expect(createDdexStore(profile(false), new LocalFolderTransport(tmp)).readAcknowledgements).toBeUndefined();
    const writeOnly: Transport = { kind: 'folder', put: async () => {}, location: (path) => path };
    const unreadable = createDdexStore(profile(true), writeOnly);
    expect(unreadable.readAcknowledgements).toBeUndefined();
    expect(unreadable.capabilities.acknowledgements).toBe(false);
  });
});
