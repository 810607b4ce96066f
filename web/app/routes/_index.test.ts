import { isAvailable, type Capability } from '@slipcase/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/database';
import { renderPageMarkup } from '../testing/render-page';
import { settle } from '../testing/sign-in';
import LandingPage, { loader } from './_index';

let database: Awaited<ReturnType<typeof useTestDatabase>>;
const stores = process.env.SLIPCASE_STORES;
beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(() => database?.drop());
afterEach(() => {
  process.env.SLIPCASE_STORES = stores;
});

async function landing(lng: 'en' | 'es' = 'en') {
  const data = (await (await settle(loader({ request: new Request('http://localhost/'), params: {}, context: {} }))).json()) as {
    platforms: { name: string }[];
    reach: { plan: string; count: number }[];
  };
  return { data, html: await renderPageMarkup(LandingPage, data, lng) };
}

describe('the landing page', () => {
  it('counts the stores this installation delivers to, leaving out the operators’ sandbox, and claims no other figure', async () => {
    process.env.SLIPCASE_STORES = 'local-folder,spotify,deezer,tidal';
    const { data, html } = await landing();
    expect(data.platforms.map((platform) => platform.name)).toEqual(['Deezer', 'Spotify', 'TIDAL']);
    expect(html).toContain('3 stores');
    expect(html).toContain('This installation delivers to 3 stores in all.');
    expect(html).not.toContain('Local folder');
    expect(html).not.toMatch(/150/);
    expect((await landing('es')).html).toContain('3 tiendas');
  });

  it('says which stores each plan reaches, from the stores’ tiers, in every language', async () => {
    // TIDAL and TikTok are premium: the free plan reaches two of the four.
    process.env.SLIPCASE_STORES = 'spotify,deezer,tidal,tiktok';
    const { data, html } = await landing();
    expect(data.reach).toEqual([
      { plan: 'free', count: 2 },
      { plan: 'pro', count: 4 },
      { plan: 'advanced', count: 4 },
    ]);
    expect(html).toContain('Free reaches 2 of the 4: those not marked PRO.');
    expect(html).toContain('PRO reaches all 4.');
    expect(html).not.toContain('reaches the stores of every plan');
    expect((await landing('es')).html).toContain('Gratis alcanza 2 de las 4');
  });

  it('claims no capability that is not available and quotes nobody', async () => {
    process.env.SLIPCASE_STORES = 'spotify';
    const { html } = await landing();
    // The tools the page names follow capabilities.ts: each once it is built, none before.
    const claims: [Capability, string][] = [['smart_links', 'Smart links'], ['presave', 'Pre-save'], ['mastering', 'AI mastering'], ['banner_generator', 'banner generator']];
    for (const [capability, claim] of claims) expect(html.includes(claim), claim).toBe(isAvailable(capability));
    for (const claim of ['Promotional tools', 'What artists say', 'in a week']) expect(html).not.toContain(claim);
    expect(html).not.toContain('<blockquote');
  });
});
