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
  const data = (await (await settle(loader({ request: new Request('http://localhost/'), params: {}, context: {} }))).json()) as { platforms: { name: string }[] };
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
});
