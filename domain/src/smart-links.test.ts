import { describe, expect, it } from 'vitest';
import { checkCustomLink, checkSmartLinkSlug, clickRate, countryCode, deviceOf, nextCustomKey, orderForDevice, suggestedSlug, webAddress } from './smart-links';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

describe('smart links', () => {
  it('tells devices apart by their User-Agent', () => {
    expect([deviceOf(IPHONE), deviceOf(PIXEL), deviceOf('Mozilla/5.0 (X11; Linux x86_64)'), deviceOf('')]).toEqual(['ios', 'android', 'desktop', 'desktop']);
  });

  it("puts the device's usual stores first, then the rest in the artist's order, custom links last", () => {
    const entries = [
      { key: 'custom-1', position: 0, custom: true },
      { key: 'tiktok', position: 1, custom: false },
      { key: 'spotify', position: 2, custom: false },
      { key: 'apple-music', position: 3, custom: false },
      { key: 'generic-ddex', position: 4, custom: false },
    ];
    expect(orderForDevice(entries, 'ios').map((entry) => entry.key)).toEqual(['apple-music', 'spotify', 'tiktok', 'generic-ddex', 'custom-1']);
    expect(orderForDevice(entries, 'android').map((entry) => entry.key)).toEqual(['spotify', 'apple-music', 'tiktok', 'generic-ddex', 'custom-1']);
  });

  it('suggests a plain address and refuses one that is not', () => {
    expect(suggestedSlug('Beyoncé & Co', 'Ça va? (Remix)')).toBe('beyonce-co-ca-va-remix');
    expect(suggestedSlug('数', '字')).toBe('release-link');
    expect(suggestedSlug('A', 'x'.repeat(100))).toHaveLength(60);
    for (const good of ['my-song-2', 'a-b', 'abc', 'x1-y', 'x'.repeat(60)]) expect(checkSmartLinkSlug(good)).toBe(good);
    for (const bad of ['ab', 'a', '', 'a-', '-ab', '-song', 'song-', 'So-ng', 'a--b', 'song\u0000', 'x'.repeat(61), '../admin']) {
      expect(() => checkSmartLinkSlug(bad), bad).toThrow(expect.objectContaining({ code: 'smartlink_invalid_slug' }));
    }
  });

  it('takes only http and https addresses for a custom link', () => {
    expect(checkCustomLink({ name: ' Bandcamp ', url: 'https://artist.bandcamp.com/album/x' })).toEqual({ name: 'Bandcamp', url: 'https://artist.bandcamp.com/album/x' });
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<b>', 'file:///etc/passwd', 'https://user:pw@example.com', 'https://exa mple.com', 'not a url', 'https://example.com/\u001b[31m']) {
      expect(() => checkCustomLink({ name: 'Mine', url }), url).toThrow(expect.objectContaining({ code: 'invalid_url', field: 'url' }));
    }
    expect(() => checkCustomLink({ name: '', url: 'https://example.com' })).toThrow(expect.objectContaining({ code: 'smartlink_link_required', field: 'name' }));
    expect(() => checkCustomLink({ name: 'Mine', url: ' ' })).toThrow(expect.objectContaining({ code: 'smartlink_link_required', field: 'url' }));
    expect(webAddress('http://example.com')).toBe('http://example.com/');
  });

  it('counts the click rate, numbers custom links and reads country codes', () => {
    expect([clickRate(0, 0), clickRate(4, 1)]).toEqual([0, 0.25]);
    expect([nextCustomKey([]), nextCustomKey(['spotify', 'custom-2', 'custom-9'])]).toEqual(['custom-1', 'custom-10']);
    expect([countryCode('DE'), countryCode(undefined), countryCode('de'), countryCode('XYZ')]).toEqual(['DE', 'ZZ', 'ZZ', 'ZZ']);
  });
});
