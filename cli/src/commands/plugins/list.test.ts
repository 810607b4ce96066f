import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../testing/run-cli';

const OUT = '/srv/slipcase-test/deliveries';
const WATCHED = /^SLIPCASE_(STORES|STORE_|DDEX_RECIPIENTS|DELIVERY_DIR|DATA_DIR)/;
let saved: Record<string, string | undefined>;

beforeEach(() => {
  saved = { ...process.env };
  for (const name of Object.keys(process.env)) if (WATCHED.test(name)) delete process.env[name];
  process.env.SLIPCASE_DELIVERY_DIR = OUT;
});

afterEach(() => {
  for (const name of Object.keys(process.env)) if (WATCHED.test(name)) delete process.env[name];
  Object.assign(process.env, Object.fromEntries(Object.entries(saved).filter(([name]) => WATCHED.test(name))));
});

interface Listed {
  id: string;
  tier: string;
  enabled: boolean;
  package: { name: string; source: string };
  transport: { kind: string; location: string; sandbox: boolean } | null;
  problem?: string;
  recipient: { dpid: string; name: string };
  capabilities: { acknowledgements: boolean };
  placeholderDpid: boolean;
  operatorsOnly?: boolean;
}

async function listJson(): Promise<{ deliveryDir: string; packages: Array<{ name: string; stores: string[] }>; stores: Listed[] }> {
  const { stdout, exit, error } = await runCli(['plugins', 'list', '--json']);
  expect(error?.message).toBeUndefined();
  expect(exit).toBe(0);
  return JSON.parse(stdout);
}
const byId = (stores: Listed[], id: string) => stores.find((store) => store.id === id);

describe('slipcase plugins list', () => {
  it("lists this repository's stores: the major platforms free, all in sandbox folders until given a URL", async () => {
    const list = await listJson();
    expect(list.deliveryDir).toBe(OUT);
    expect(list.stores.map(({ id, tier, enabled, package: pkg, transport }) => ({ id, tier, enabled, pkg: pkg.name, transport }))).toEqual(
      [
        ['amazon-music', 'free'],
        ['apple-music', 'free'],
        ['deezer', 'free'],
        ['local-folder', 'free'],
        ['spotify', 'free'],
        ['tidal', 'premium'],
        ['tiktok', 'premium'],
        ['youtube-music', 'free'],
      ].map(([id, tier]) => ({
        id,
        tier,
        enabled: true,
        pkg: `@slipcase/store-${id}`,
        transport: { kind: 'folder', location: `${OUT}/${id}`, sandbox: true },
      })),
    );
    expect(list.stores.every((store) => store.package.source === 'workspace' && !store.capabilities.acknowledgements)).toBe(true);
    expect(list.packages).toContainEqual(expect.objectContaining({ name: '@slipcase/store-generic-ddex', stores: [] }));
    expect(byId(list.stores, 'youtube-music')?.recipient.dpid).toBe('PADPIDA2013020802I');
    expect(byId(list.stores, 'deezer')?.placeholderDpid).toBe(true);
    // The local folder is the operators' sandbox: said so, and no other store is.
    expect(list.stores.filter((store) => store.operatorsOnly).map((store) => store.id)).toEqual(['local-folder']);
  });

  it('shows a store delivering through its URL, the generic recipients, and what SLIPCASE_STORES enables', async () => {
    process.env.SLIPCASE_STORE_SPOTIFY_URL = 'file:///srv/spotify-inbox';
    process.env.SLIPCASE_DDEX_RECIPIENTS = JSON.stringify([{ id: 'label-radio', name: 'Label Radio', dpid: 'PADPIDA2020010101A', url: '/srv/radio' }]);
    process.env.SLIPCASE_STORES = 'spotify, label-radio';
    const { stores, packages } = await listJson();
    expect(byId(stores, 'spotify')).toMatchObject({
      enabled: true,
      transport: { kind: 'folder', location: '/srv/spotify-inbox', sandbox: false },
      capabilities: { acknowledgements: true },
    });
    expect(byId(stores, 'label-radio')).toMatchObject({
      tier: 'premium',
      enabled: true,
      package: { name: '@slipcase/store-generic-ddex', source: 'workspace' },
      transport: { kind: 'folder', location: '/srv/radio', sandbox: false },
    });
    expect(stores.filter((store) => store.enabled).map((store) => store.id)).toEqual(['label-radio', 'spotify']);
    expect(packages).toContainEqual(expect.objectContaining({ name: '@slipcase/store-generic-ddex', stores: ['label-radio'] }));
  });

  it('prints each store with its transport, recipient, media, lead time, deals, capabilities and concurrency', async () => {
    process.env.SLIPCASE_STORES = 'spotify';
    const { stdout, exit } = await runCli(['plugins', 'list']);
    expect(exit).toBe(0);
    const lines = stdout.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      '8 stores found, 1 enabled (SLIPCASE_STORES: spotify)',
      `Delivery folder: ${OUT}`,
      'Packages providing no store as configured: @slipcase/store-generic-ddex (workspace)',
    ]);
    const spotify = lines.indexOf('spotify  Spotify  free  enabled');
    expect(lines.slice(spotify + 1, spotify + 10)).toEqual([
      '  package       @slipcase/store-spotify (workspace)',
      `  transport     sandbox folder ${OUT}/spotify (set SLIPCASE_STORE_SPOTIFY_URL to deliver to the store)`,
      '  recipient     Spotify, PADPIDA2011072101T',
      '  audio         FLAC, 24 bit / 44.1 kHz',
      '  artwork       PNG 3000 px, at least 640 px',
      '  lead time     7 days',
      '  deals         streaming in Worldwide',
      '  capabilities  acknowledgements no, takedowns yes, updates yes',
      '  concurrency   4 at once',
    ]);
    expect(stdout).toContain('deezer  Deezer  free  disabled\n');
    expect(stdout).toContain('  recipient     Deezer, PADPIDAPLACEHOLDERDEEZER (placeholder: set SLIPCASE_STORE_DEEZER_DPID)\n');
    expect(stdout).toContain('  deals         streaming, download in Worldwide\n');
  });

  it('lists a store whose transport cannot be built with the reason, and exits 0', async () => {
    process.env.SLIPCASE_STORE_TIDAL_URL = 'gopher://tidal.example/inbox';
    process.env.SLIPCASE_STORE_TIDAL_DPID = 'PADPIDA2020010101A';
    const { stores } = await listJson();
    expect(byId(stores, 'tidal')).toMatchObject({ transport: null, problem: expect.stringMatching(/^SLIPCASE_STORE_TIDAL_URL: /) });
    const { stdout } = await runCli(['plugins', 'list']);
    expect(stdout).toMatch(/\n {2}transport {5}cannot be built: SLIPCASE_STORE_TIDAL_URL: /);
  });

  it('exits 5 naming the variable when the configuration is refused', async () => {
    process.env.SLIPCASE_STORES = 'spotify,napster';
    const refused = await runCli(['plugins', 'list']);
    expect(refused.exit).toBe(5);
    expect(refused.error?.message).toMatch(/^SLIPCASE_STORES: no store plugin provides "napster"; found: amazon-music, /);

    delete process.env.SLIPCASE_STORES;
    process.env.SLIPCASE_STORE_DEEZER_URL = 'sftp://slipcase@deezer.example/inbox';
    const json = await runCli(['plugins', 'list', '--json']);
    expect(json.exit).toBe(5);
    expect(JSON.parse(json.stdout)).toEqual({
      error: { code: 'store_config', exit: 5, message: expect.stringMatching(/^SLIPCASE_STORE_DEEZER_DPID: Deezer does not publish its DDEX party id/) },
    });
  });
});
