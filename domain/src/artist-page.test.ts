import { describe, expect, it } from 'vitest';
import { checkArtistPage, checkPageFollow, normalizeArtistPage, parseYouTubeVideoId, readPageLook, shownVideoId, suggestHandle, type ArtistPageInput } from './artist-page';

const valid = (over: Partial<ArtistPageInput> = {}): ArtistPageInput => ({
  handle: 'nova-lane',
  layout: 'centered',
  palette: 'ocean',
  pattern: 'hexagons',
  ...over,
});

describe('parseYouTubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    [' http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ', 'dQw4w9WgXcQ'],
  ])('reads %s', (url, id) => {
    expect(parseYouTubeVideoId(url)).toBe(id);
  });

  it.each([
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ<script>',
    'https://www.youtube.com/channel/UC1234567890',
    'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'dQw4w9WgXcQ',
    '',
  ])('refuses %s', (url) => {
    expect(parseYouTubeVideoId(url)).toBeNull();
  });
});

describe('checkArtistPage', () => {
  it('passes a valid page, with the video on PRO', () => {
    expect(checkArtistPage(valid({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }), 'pro')).toEqual([]);
  });

  it('keeps the featured video for PRO (001 §5)', () => {
    expect(checkArtistPage(valid({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }), 'free')).toEqual([{ code: 'premium_required', field: 'videoUrl' }]);
    expect(checkArtistPage(valid({ videoUrl: 'https://vimeo.com/1' }), 'pro')).toEqual([{ code: 'invalid_youtube_url', field: 'videoUrl' }]);
  });

  it.each(['ab', 'a'.repeat(31), 'nova lane', 'nova--lane', '-nova', 'nova_lane', 'nóva', 'nova\u0000'])('refuses the handle %j', (handle) => {
    expect(checkArtistPage(valid({ handle }), 'free')).toEqual([{ code: 'invalid_handle', field: 'handle', params: { min: 3, max: 30 } }]);
  });

  it('requires a handle, and takes it in any case', () => {
    expect(checkArtistPage(valid({ handle: '  ' }), 'free')).toEqual([{ code: 'required', field: 'handle' }]);
    expect(checkArtistPage(valid({ handle: ' NovaLane ' }), 'free')).toEqual([]);
    expect(normalizeArtistPage(valid({ handle: ' NovaLane ' })).handle).toBe('novalane');
  });

  it('refuses a layout, palette or pattern off the lists', () => {
    expect(checkArtistPage(valid({ layout: 'grid', palette: 'beige', pattern: 'plaid' }), 'pro').map((e) => e.field)).toEqual(['layout', 'palette', 'pattern']);
  });

  it('takes only http(s) social links on their network, and a clean bio', () => {
    const errors = checkArtistPage(
      valid({
        bio: 'Line one\r\nline two\u001b[31m',
        socialLinks: { spotify: 'javascript:alert(1)', bandcamp: 'https://novalane.bandcamp.com', x: 'https://twitter.com/novalane' },
      }),
      'free',
    );
    expect(errors).toEqual([
      { code: 'invalid_characters', field: 'bio' },
      { code: 'invalid_social_link', field: 'socialLinks.spotify', params: { network: 'Spotify' } },
    ]);
  });
});

describe('normalizeArtistPage', () => {
  it('stores the video as its watch link and blanks as null', () => {
    expect(normalizeArtistPage(valid({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ?t=3', bio: '  ', socialLinks: { tiktok: ' https://tiktok.com/@nova ', x: '' } }))).toEqual({
      handle: 'nova-lane',
      layout: 'centered',
      palette: 'ocean',
      pattern: 'hexagons',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      bio: null,
      socialLinks: { tiktok: 'https://tiktok.com/@nova' },
    });
  });
});

describe('what a page shows', () => {
  it('shows the video only while the plan has it', () => {
    const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    expect(shownVideoId('pro', url)).toBe('dQw4w9WgXcQ');
    expect(shownVideoId('free', url)).toBeNull();
  });

  it('falls back to the default look for unknown stored values', () => {
    expect(readPageLook({ layout: 'grid', palette: 'ocean', pattern: '' })).toEqual({ layout: 'default', palette: 'ocean', pattern: 'solid' });
  });

  it('suggests a handle from the artist name', () => {
    expect(suggestHandle('Nova Lane!')).toBe('nova-lane');
    expect(suggestHandle('Beyoncé & Co')).toBe('beyonce-co');
    expect(suggestHandle('!!')).toBeNull();
  });
});

describe('checkPageFollow', () => {
  it('wants a valid e-mail and the consent', () => {
    expect(checkPageFollow({ email: ' fan@example.com ', consent: true })).toEqual([]);
    expect(checkPageFollow({ email: 'fan@example.com\u0000', consent: false })).toEqual([
      { code: 'invalid_email', field: 'email' },
      { code: 'consent_required', field: 'consent' },
    ]);
    expect(checkPageFollow({ email: '', consent: true })).toEqual([{ code: 'required', field: 'email' }]);
  });
});
