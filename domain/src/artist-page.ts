import type { FieldError } from './errors';
import { isSocialLink, SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, type SocialLinks } from './artist-links';
import { ARTIST_FIELD_MAX } from './artist-rules';
import { isEmail } from './account-rules';
import { forbiddenCharacter } from './clean-text';
import { can } from './policy';
import type { Plan } from './plan';
import { plainWords } from './plain-words';

/**
 * Slipcase.Me artist pages (001 §3 "Artist page"): a public page per artist at /me/{handle}, its look (layout, one of
 * 15 named palettes, one of 7 background patterns), a featured YouTube video (PRO, 001 §5), and the artist's bio,
 * picture and social links, which are the artist profile's own (one truth for both).
 */

export const PAGE_LAYOUTS = ['default', 'centered', 'sidebar'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

export const PAGE_PATTERNS = ['solid', 'dots', 'diagonal', 'geometric', 'waves', 'circuit', 'hexagons'] as const;
export type PagePattern = (typeof PAGE_PATTERNS)[number];

/** A palette's colours as #rrggbb: the page, its cards, the text on both, and the buttons. */
export interface PaletteColors {
  background: string;
  surface: string;
  text: string;
  muted: string;
  accent: string;
  accentText: string;
}

/** The 15 named palettes. Each passes WCAG AA (4.5:1) for every text it carries (artist-page-palettes.test.ts). */
export const PAGE_PALETTES = {
  midnight: { background: '#0f172a', surface: '#1e293b', text: '#f8fafc', muted: '#cbd5e1', accent: '#38bdf8', accentText: '#0f172a' },
  ivory: { background: '#fffbf2', surface: '#ffffff', text: '#1c1917', muted: '#57534e', accent: '#9a3412', accentText: '#ffffff' },
  ocean: { background: '#0c4a6e', surface: '#075985', text: '#f0f9ff', muted: '#bae6fd', accent: '#fde047', accentText: '#0c4a6e' },
  forest: { background: '#14281d', surface: '#1f3a2b', text: '#ecfdf5', muted: '#a7f3d0', accent: '#86efac', accentText: '#14281d' },
  sunset: { background: '#fff1e6', surface: '#ffffff', text: '#431407', muted: '#7c2d12', accent: '#c2410c', accentText: '#ffffff' },
  lavender: { background: '#f5f3ff', surface: '#ffffff', text: '#2e1065', muted: '#5b21b6', accent: '#6d28d9', accentText: '#ffffff' },
  rose: { background: '#fff1f2', surface: '#ffffff', text: '#4c0519', muted: '#9f1239', accent: '#be123c', accentText: '#ffffff' },
  sand: { background: '#f5ecd7', surface: '#fbf6ea', text: '#292524', muted: '#57534e', accent: '#854d0e', accentText: '#ffffff' },
  slate: { background: '#e2e8f0', surface: '#f8fafc', text: '#0f172a', muted: '#334155', accent: '#1e40af', accentText: '#ffffff' },
  neon: { background: '#09090b', surface: '#18181b', text: '#fafafa', muted: '#d4d4d8', accent: '#a3e635', accentText: '#09090b' },
  coffee: { background: '#2b1d14', surface: '#3b2a1e', text: '#fdf6ec', muted: '#e7d5c0', accent: '#f0b37e', accentText: '#2b1d14' },
  mint: { background: '#ecfdf5', surface: '#ffffff', text: '#064e3b', muted: '#065f46', accent: '#047857', accentText: '#ffffff' },
  crimson: { background: '#450a0a', surface: '#5f1212', text: '#fef2f2', muted: '#fecaca', accent: '#fca5a5', accentText: '#450a0a' },
  gold: { background: '#1c1917', surface: '#292524', text: '#fefce8', muted: '#e7e5e4', accent: '#facc15', accentText: '#1c1917' },
  mono: { background: '#ffffff', surface: '#f4f4f5', text: '#09090b', muted: '#3f3f46', accent: '#18181b', accentText: '#ffffff' },
} as const satisfies Record<string, PaletteColors>;
export type PagePalette = keyof typeof PAGE_PALETTES;
export const PALETTE_NAMES = Object.keys(PAGE_PALETTES) as PagePalette[];

/** How strongly a pattern's lines (in the text colour) show over the background: faint enough to keep text legible. */
export const PATTERN_INK_OPACITY = 0.08;

/** The look of a page that has not chosen one. */
export const DEFAULT_PAGE_LOOK = { layout: 'default', palette: 'midnight', pattern: 'solid' } as const satisfies {
  layout: PageLayout;
  palette: PagePalette;
  pattern: PagePattern;
};

/** A handle, the page's address /me/{handle}: 3 to 30 lowercase letters, digits and single hyphens inside. */
export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;
const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a typed handle is stored as: trimmed and lowercase (so "NovaLane" and "novalane" clash). */
export function normalizeHandle(value: string): string {
  return value.trim().toLowerCase();
}

export function isHandle(value: string): boolean {
  return value.length >= HANDLE_MIN && value.length <= HANDLE_MAX && HANDLE_PATTERN.test(value);
}

/** A handle suggested from the artist's name: "Nova Lane!" → "nova-lane" (accents dropped), or null if nothing is left. */
export function suggestHandle(name: string): string | null {
  const slug = plainWords(name, HANDLE_MAX);
  return isHandle(slug) ? slug : null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'];

/**
 * 001 §5 "featured video must be a valid YouTube URL": the video's 11-character id in an http(s) link of youtube.com
 * (watch?v=, /embed/, /shorts/, /live/), youtu.be or youtube-nocookie.com; null for anything else.
 */
export function parseYouTubeVideoId(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments.length === 1 ? segments[0] : null;
  else if (YOUTUBE_HOSTS.includes(host)) {
    if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(segments[0]!)) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The stored form of a featured video: its plain watch link. */
export const youTubeWatchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

/** The editor's form as typed: blank optional fields are '' or undefined. */
export interface ArtistPageInput {
  handle: string;
  layout: string;
  palette: string;
  pattern: string;
  videoUrl?: string | null;
  bio?: string | null;
  socialLinks?: Partial<Record<string, string | null | undefined>>;
}

/** What is stored: the page's own settings, and the bio and links written to the artist profile. */
export interface ArtistPageSettings {
  handle: string;
  layout: PageLayout;
  palette: PagePalette;
  pattern: PagePattern;
  /** The watch link (youTubeWatchUrl), or null. */
  videoUrl: string | null;
  bio: string | null;
  socialLinks: SocialLinks;
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';
const oneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * Every rule of the editor, each error on its field: the handle's shape, layout, palette and pattern from their
 * lists, the video a YouTube link and only on a plan with `featured_video`, the bio's length and characters, each
 * social link an http(s) address on its network (`socialLinks.<network>`). Whether the handle is free is the
 * database's to say (a unique index), not this function's.
 */
export function checkArtistPage(input: ArtistPageInput, plan: Plan): FieldError[] {
  const errors: FieldError[] = [];
  const handle = normalizeHandle(input.handle);
  if (handle === '') errors.push({ code: 'required', field: 'handle' });
  else if (!isHandle(handle)) errors.push({ code: 'invalid_handle', field: 'handle', params: { min: HANDLE_MIN, max: HANDLE_MAX } });
  if (!oneOf(PAGE_LAYOUTS, input.layout)) errors.push({ code: 'invalid_choice', field: 'layout' });
  if (!oneOf(PALETTE_NAMES, input.palette)) errors.push({ code: 'invalid_choice', field: 'palette' });
  if (!oneOf(PAGE_PATTERNS, input.pattern)) errors.push({ code: 'invalid_choice', field: 'pattern' });
  if (!blank(input.videoUrl)) {
    if (!can(plan, 'featured_video')) errors.push({ code: 'premium_required', field: 'videoUrl' });
    else if (parseYouTubeVideoId(input.videoUrl!) === null) errors.push({ code: 'invalid_youtube_url', field: 'videoUrl' });
  }
  if (!blank(input.bio)) {
    if (input.bio!.trim().length > ARTIST_FIELD_MAX.biography) errors.push({ code: 'too_long', field: 'bio', params: { max: ARTIST_FIELD_MAX.biography } });
    else if (forbiddenCharacter(input.bio!, 'lines') !== null) errors.push({ code: 'invalid_characters', field: 'bio' });
  }
  for (const network of SOCIAL_NETWORKS) {
    const link = input.socialLinks?.[network];
    if (blank(link)) continue;
    const field = `socialLinks.${network}`;
    if (link!.trim().length > ARTIST_FIELD_MAX.socialLink) errors.push({ code: 'too_long', field, params: { max: ARTIST_FIELD_MAX.socialLink } });
    else if (!isSocialLink(network, link!)) errors.push({ code: 'invalid_social_link', field, params: { network: SOCIAL_NETWORK_NAMES[network] } });
  }
  return errors;
}

/** The settings to store from input that checkArtistPage passed: trimmed, blanks as null, the video as its watch link. */
export function normalizeArtistPage(input: ArtistPageInput): ArtistPageSettings {
  const videoId = blank(input.videoUrl) ? null : parseYouTubeVideoId(input.videoUrl!);
  const socialLinks: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const link = input.socialLinks?.[network]?.trim();
    if (link) socialLinks[network] = link;
  }
  return {
    handle: normalizeHandle(input.handle),
    layout: input.layout as PageLayout,
    palette: input.palette as PagePalette,
    pattern: input.pattern as PagePattern,
    videoUrl: videoId ? youTubeWatchUrl(videoId) : null,
    bio: blank(input.bio) ? null : input.bio!.trim(),
    socialLinks,
  };
}

/** A stored look read back, anything unknown (an older value) falling back to the default. */
export function readPageLook(stored: { layout: string; palette: string; pattern: string }): {
  layout: PageLayout;
  palette: PagePalette;
  pattern: PagePattern;
} {
  return {
    layout: oneOf(PAGE_LAYOUTS, stored.layout) ? stored.layout : DEFAULT_PAGE_LOOK.layout,
    palette: oneOf(PALETTE_NAMES, stored.palette) ? stored.palette : DEFAULT_PAGE_LOOK.palette,
    pattern: oneOf(PAGE_PATTERNS, stored.pattern) ? stored.pattern : DEFAULT_PAGE_LOOK.pattern,
  };
}

/** The featured video a public page shows: only while the owner's plan has `featured_video` (a lapsed PRO keeps it stored). */
export function shownVideoId(plan: Plan, videoUrl: string | null): string | null {
  return videoUrl && can(plan, 'featured_video') ? parseYouTubeVideoId(videoUrl) : null;
}

/** A fan following a page: a valid e-mail address and the consent box ticked (no consent, nothing kept). */
export function checkPageFollow(input: { email: string; consent: boolean }): FieldError[] {
  const errors: FieldError[] = [];
  const email = input.email.trim();
  if (email === '') errors.push({ code: 'required', field: 'email' });
  else if (!isEmail(email)) errors.push({ code: 'invalid_email', field: 'email' });
  if (!input.consent) errors.push({ code: 'consent_required', field: 'consent' });
  return errors;
}
