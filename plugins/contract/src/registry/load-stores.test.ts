import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { StorePlugin, StoreProfile } from '../store-plugin';
import { ddexStorePackage } from './ddex-store-package';
import type { DiscoveredStorePackage, StorePackageSource } from './discover-store-packages';
import { describeStorePlugins, loadStorePlugins, loadStoreProfiles } from './load-stores';
import { sampleProfile } from './sample-profile';
import type { StorePluginPackage } from './store-package';

const rootDir = '/srv/slipcase';
const deliveryDir = '/srv/out';

const pkg = (name: string, storePlugins: StorePluginPackage, source: StorePackageSource = 'workspace'): DiscoveredStorePackage => ({
  name,
  source,
  dir: `/pkgs/${name}`,
  storePlugins,
});

/** Two single-store packages and one providing two stores. */
const packages = [
  pkg('@slipcase/store-alpha', ddexStorePackage(sampleProfile('alpha'))),
  pkg('slipcase-plugin-pair', {
    profiles: (ctx) => [ddexStorePackage(sampleProfile('beta')), ddexStorePackage(sampleProfile('gamma'))].flatMap((p) => p.profiles(ctx)),
    create: (ctx) => [ddexStorePackage(sampleProfile('beta')), ddexStorePackage(sampleProfile('gamma'))].flatMap((p) => p.create(ctx)),
  }, 'npm'),
];
const ids = (stores: ReadonlyArray<{ id: string }>) => stores.map((store) => store.id);
/** A store that sends no acknowledgements. */
const silent = (id: string) => sampleProfile(id, { capabilities: { ...sampleProfile(id).capabilities, acknowledgements: false } });

describe('loadStorePlugins', () => {
  it('makes every store found, in sandbox folders of the delivery folder, when nothing is configured', async () => {
    const stores = await loadStorePlugins({ rootDir, env: {}, deliveryDir, packages });
    expect(ids(stores)).toEqual(['alpha', 'beta', 'gamma']);
    expect(stores.map((store) => store.transport.location)).toEqual(['alpha', 'beta', 'gamma'].map((id) => join(deliveryDir, id)));
    expect(stores.map((store) => store.sandbox)).toEqual([true, true, true]);
  });

  it('takes a store out of sandbox mode once it is given a URL', async () => {
    const stores = await loadStorePlugins({ rootDir, env: { SLIPCASE_STORE_BETA_URL: '/mnt/beta' }, deliveryDir, packages });
    expect(stores.map((store) => [store.id, store.sandbox])).toEqual([['alpha', true], ['beta', false], ['gamma', true]]);
  });

  it('delivers under the configured delivery folder by default (SLIPCASE_DELIVERY_DIR, else deliveries/ in SLIPCASE_DATA_DIR)', async () => {
    const location = async (variables: Record<string, string>) => {
      const saved = { ...process.env };
      delete process.env.SLIPCASE_DELIVERY_DIR;
      Object.assign(process.env, variables);
      try {
        return (await loadStorePlugins({ rootDir, env: {}, packages }))[0]?.transport.location;
      } finally {
        process.env = saved;
      }
    };
    expect(await location({ SLIPCASE_DELIVERY_DIR: '/d', SLIPCASE_DATA_DIR: '/data' })).toBe('/d/alpha');
    expect(await location({ SLIPCASE_DATA_DIR: '/data' })).toBe('/data/deliveries/alpha');
  });

  it('makes only the stores SLIPCASE_STORES enables, and never builds the transport of another', async () => {
    const env = { SLIPCASE_STORES: 'gamma,alpha', SLIPCASE_STORE_BETA_URL: 'gopher://not-a-transport' };
    expect(ids(await loadStorePlugins({ rootDir, env, deliveryDir, packages }))).toEqual(['alpha', 'gamma']);
    await expect(loadStorePlugins({ rootDir, env: { ...env, SLIPCASE_STORES: 'beta' }, deliveryDir, packages })).rejects.toThrow(
      /^SLIPCASE_STORE_BETA_URL: /,
    );
  });

  it('refuses SLIPCASE_STORES naming a store no package provides', async () => {
    await expect(loadStorePlugins({ rootDir, env: { SLIPCASE_STORES: 'alpha,delta' }, deliveryDir, packages })).rejects.toThrow(
      'SLIPCASE_STORES: no store plugin provides "delta"; found: alpha, beta, gamma',
    );
  });

  it('refuses two stores with one id, naming both packages', async () => {
    const twice = [...packages, pkg('slipcase-plugin-alpha', ddexStorePackage(sampleProfile('alpha')), 'npm')];
    await expect(loadStorePlugins({ rootDir, env: {}, deliveryDir, packages: twice })).rejects.toThrow(
      'Two store plugins have the id "alpha": @slipcase/store-alpha (workspace) and slipcase-plugin-alpha (npm); uninstall or rename one',
    );
  });

  it('refuses a store id that cannot name a variable or a task queue', async () => {
    const odd = [pkg('slipcase-plugin-odd', ddexStorePackage(sampleProfile('Odd Store')))];
    await expect(loadStorePlugins({ rootDir, env: {}, deliveryDir, packages: odd })).rejects.toThrow(
      'The store plugin package slipcase-plugin-odd provides a store with the id "Odd Store"',
    );
  });

  it('names the package whose code fails, and a package that does not make a store it lists', async () => {
    const failing = pkg('slipcase-plugin-failing', { profiles: () => { throw new TypeError('no profiles today'); }, create: () => [] });
    await expect(loadStorePlugins({ rootDir, env: {}, deliveryDir, packages: [failing] })).rejects.toThrow(
      'The store plugin package slipcase-plugin-failing failed: no profiles today',
    );
    const forgetful = pkg('slipcase-plugin-forgetful', { profiles: () => [sampleProfile('lost')], create: () => [] });
    await expect(loadStorePlugins({ rootDir, env: {}, deliveryDir, packages: [forgetful] })).rejects.toThrow(
      'The store plugin package slipcase-plugin-forgetful lists the store "lost" but did not create it',
    );
  });

  it('keeps only the enabled stores of a package that makes them all anyway', async () => {
    const eager = pkg('slipcase-plugin-eager', {
      profiles: () => [silent('one'), silent('two')],
      create: (ctx) => ['one', 'two'].map((id) => ({ ...silent(id), transport: { kind: 'folder', location: ctx.deliveryDir } }) as unknown as StorePlugin),
    });
    expect(ids(await loadStorePlugins({ rootDir, env: { SLIPCASE_STORES: 'two' }, deliveryDir, packages: [eager] }))).toEqual(['two']);
  });

  it('refuses a store that would wait for acknowledgements it cannot read, or whose profile says otherwise than its plugin', async () => {
    const made = (profile: StoreProfile, plugin: Partial<StorePlugin>) =>
      pkg('slipcase-plugin-acks', { profiles: () => [profile], create: () => [{ ...profile, transport: { kind: 'folder', location: '/x' }, ...plugin } as StorePlugin] });
    const load = (p: DiscoveredStorePackage) => loadStorePlugins({ rootDir, env: {}, deliveryDir, packages: [p] });
    const readAcknowledgements = async () => [];
    await expect(load(made(sampleProfile('deaf'), {}))).rejects.toThrow('The store "deaf" of slipcase-plugin-acks declares acknowledgements but cannot read them');
    await expect(load(made(sampleProfile('shy'), { capabilities: silent('shy').capabilities, readAcknowledgements }))).rejects.toThrow(
      'The store "shy" of slipcase-plugin-acks cannot read the acknowledgements its profile declares',
    );
    await expect(load(made(silent('chatty'), { capabilities: sampleProfile('chatty').capabilities, readAcknowledgements }))).rejects.toThrow(
      'The store "chatty" of slipcase-plugin-acks reads acknowledgements its profile does not declare',
    );
    expect(ids(await load(made(sampleProfile('heard'), { readAcknowledgements })))).toEqual(['heard']);
  });
});

describe('loadStoreProfiles', () => {
  it('gives the enabled stores as configured, without making any store', async () => {
    const create = vi.fn(() => { throw new Error('no transports for the web app'); });
    const profilesOnly = packages.map((p) => ({ ...p, storePlugins: { ...p.storePlugins, create } }));
    const env = { SLIPCASE_STORES: 'beta', SLIPCASE_STORE_BETA_DPID: 'PADPIDA2020010101A' };
    const profiles = await loadStoreProfiles({ rootDir, env, deliveryDir, packages: profilesOnly });
    expect(profiles.map((profile) => [profile.id, profile.recipient.dpid])).toEqual([['beta', 'PADPIDA2020010101A']]);
    expect(create).not.toHaveBeenCalled();
  });
});

describe('describeStorePlugins', () => {
  it('lists every store with its package, whether enabled, and where it delivers', async () => {
    const env = { SLIPCASE_STORES: 'alpha,beta', SLIPCASE_STORE_BETA_URL: '/mnt/beta' };
    const empty = pkg('@slipcase/store-empty', { profiles: () => [], create: () => [] });
    const described = await describeStorePlugins({ rootDir, env, deliveryDir, packages: [...packages, empty] });
    const { deliveryDir: dir, stores } = described;
    expect(dir).toBe(deliveryDir);
    expect(described.packages).toEqual([
      { name: '@slipcase/store-alpha', source: 'workspace', stores: ['alpha'] },
      { name: 'slipcase-plugin-pair', source: 'npm', stores: ['beta', 'gamma'] },
      { name: '@slipcase/store-empty', source: 'workspace', stores: [] },
    ]);
    expect(stores.map(({ profile, package: from, enabled, transport }) => ({ id: profile.id, from, enabled, transport }))).toEqual([
      { id: 'alpha', from: { name: '@slipcase/store-alpha', source: 'workspace' }, enabled: true, transport: { kind: 'folder', location: '/srv/out/alpha', sandbox: true } },
      { id: 'beta', from: { name: 'slipcase-plugin-pair', source: 'npm' }, enabled: true, transport: { kind: 'folder', location: '/mnt/beta', sandbox: false } },
      { id: 'gamma', from: { name: 'slipcase-plugin-pair', source: 'npm' }, enabled: false, transport: { kind: 'folder', location: '/srv/out/gamma', sandbox: true } },
    ]);
  });

  it("reports a store whose transport cannot be built, and still describes the others", async () => {
    const env = { SLIPCASE_STORE_GAMMA_URL: 'gopher://not-a-transport' };
    const { stores } = await describeStorePlugins({ rootDir, env, deliveryDir, packages });
    expect(stores.map((store) => [store.profile.id, store.transport?.location ?? null, store.problem])).toEqual([
      ['alpha', '/srv/out/alpha', undefined],
      ['beta', '/srv/out/beta', undefined],
      ['gamma', null, expect.stringMatching(/^SLIPCASE_STORE_GAMMA_URL: /)],
    ]);
  });
});
