import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Transport } from '../batch/transport';
import { ddexStorePackage } from './ddex-store-package';
import { placeholderDpid } from './profile-parts';
import { sampleProfile } from './sample-profile';
import { StoreConfigError } from './store-config-error';

const deliveryDir = '/srv/slipcase/deliveries';
const acme = ddexStorePackage(sampleProfile('acme-music', { maxConcurrentDeliveries: 3 }));
const only = (env: Record<string, string>) => {
  const [store, ...rest] = acme.create({ env, deliveryDir });
  expect(rest).toEqual([]);
  return store!;
};

describe('ddexStorePackage', () => {
  it('runs in sandbox mode without a URL: into <deliveryDir>/<id>, awaiting no acknowledgement', () => {
    const store = only({});
    expect(store.transport).toEqual({ kind: 'folder', location: join(deliveryDir, 'acme-music') });
    expect(store.capabilities.acknowledgements).toBe(false);
    expect(acme.profiles({ env: {}, deliveryDir })[0]?.capabilities.acknowledgements).toBe(false);
  });

  it('delivers through SLIPCASE_STORE_<ID>_URL when set, awaiting acknowledgements as the profile says', () => {
    const url = pathToFileURL('/mnt/acme/inbox').href;
    const store = only({ SLIPCASE_STORE_ACME_MUSIC_URL: url });
    expect(store.transport).toEqual({ kind: 'folder', location: '/mnt/acme/inbox' });
    expect(store.capabilities).toEqual({ acknowledgements: true, takedowns: true, updates: true, trends: true });
  });

  it('takes the recipient, acknowledgements and concurrency from the environment, in profiles and stores alike', () => {
    const env = {
      SLIPCASE_STORE_ACME_MUSIC_URL: '/mnt/acme/inbox',
      SLIPCASE_STORE_ACME_MUSIC_DPID: 'PADPIDA2020010101A',
      SLIPCASE_STORE_ACME_MUSIC_NAME: 'Acme Music GmbH',
      SLIPCASE_STORE_ACME_MUSIC_ACKS: 'false',
      SLIPCASE_STORE_ACME_MUSIC_MAX_CONCURRENT: '8',
    };
    const expected = {
      recipient: { dpid: 'PADPIDA2020010101A', name: 'Acme Music GmbH' },
      capabilities: { acknowledgements: false, takedowns: true, updates: true, trends: true },
      maxConcurrentDeliveries: 8,
    };
    expect(acme.profiles({ env, deliveryDir })).toEqual([expect.objectContaining(expected)]);
    expect(only(env)).toMatchObject(expected);
    expect(only({ SLIPCASE_STORE_ACME_MUSIC_ACKS: 'true' }).capabilities.acknowledgements).toBe(true);
  });

  it('keeps the profile as it is when nothing is set', () => {
    expect(acme.profiles({ env: {}, deliveryDir })).toEqual([
      { ...sampleProfile('acme-music', { maxConcurrentDeliveries: 3 }), capabilities: { acknowledgements: false, takedowns: true, updates: true, trends: true } },
    ]);
  });

  it('refuses a URL while the recipient is still a placeholder party id', () => {
    const unpublished = ddexStorePackage(sampleProfile('acme-music', { recipient: { dpid: placeholderDpid('acme-music'), name: 'Acme' } }));
    expect(unpublished.create({ env: {}, deliveryDir })).toHaveLength(1);
    const live = { SLIPCASE_STORE_ACME_MUSIC_URL: '/mnt/acme' };
    expect(() => unpublished.profiles({ env: live, deliveryDir })).toThrow(
      /^SLIPCASE_STORE_ACME_MUSIC_DPID: Store acme-music does not publish its DDEX party id/,
    );
    const named = { ...live, SLIPCASE_STORE_ACME_MUSIC_DPID: 'PADPIDA2020010101A' };
    expect(unpublished.create({ env: named, deliveryDir })[0]?.recipient.dpid).toBe('PADPIDA2020010101A');
  });

  it('names the variable when the URL names no transport it knows', () => {
    const create = () => acme.create({ env: { SLIPCASE_STORE_ACME_MUSIC_URL: 'gopher://acme.example/inbox' }, deliveryDir });
    expect(create).toThrow(StoreConfigError);
    expect(create).toThrow(/^SLIPCASE_STORE_ACME_MUSIC_URL: /);
  });

  it('makes nothing for a disabled store, and wraps the transports it makes', () => {
    expect(acme.create({ env: { SLIPCASE_STORE_ACME_MUSIC_URL: 'gopher://x' }, deliveryDir, enabled: () => false })).toEqual([]);
    const wrapped: Transport[] = [];
    const wrapTransport = (transport: Transport): Transport => {
      wrapped.push(transport);
      return { kind: 's3', put: transport.put.bind(transport), location: (path) => `s3://wrapped/${path}` };
    };
    const [store] = acme.create({ env: {}, deliveryDir, enabled: (id) => id === 'acme-music', wrapTransport });
    expect(wrapped.map((transport) => transport.location(''))).toEqual([join(deliveryDir, 'acme-music')]);
    expect(store?.transport).toEqual({ kind: 's3', location: 's3://wrapped/' });
  });
});
