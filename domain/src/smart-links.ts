import { AppError } from './errors';
import { plainWords } from './plain-words';

/** Smart links (001 §3, §5): the rules the editor, `/v1`, the CLI and the public page `/s/{slug}` share. */

export const DEVICES = ['ios', 'android', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** The visitor's kind of device, from the User-Agent alone (iPadOS that says "Macintosh" counts as a desktop). */
export function deviceOf(userAgent: string): Device {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/** The stores a device's owner most likely uses, first on the page; the others follow in the artist's order. */
const FIRST_FOR_DEVICE: Record<Device, readonly string[]> = {
  ios: ['apple-music', 'spotify', 'youtube-music', 'amazon-music', 'tidal', 'deezer'],
  android: ['spotify', 'youtube-music', 'amazon-music', 'deezer', 'tidal', 'apple-music'],
  desktop: ['spotify', 'apple-music', 'youtube-music', 'deezer', 'tidal', 'amazon-music'],
};

/** A smart link's buttons as a visitor on this device sees them: stores ranked for it, custom links last in their order. */
export function orderForDevice<T extends { key: string; position: number; custom: boolean }>(entries: readonly T[], device: Device): T[] {
  const first = FIRST_FOR_DEVICE[device];
  const rank = (entry: T) => {
    if (entry.custom) return first.length + 1;
    const at = first.indexOf(entry.key);
    return at === -1 ? first.length : at;
  };
  return [...entries].sort((a, b) => rank(a) - rank(b) || a.position - b.position);
}

export const SMARTLINK_SLUG_MIN = 3;
export const SMARTLINK_SLUG_MAX = 60;
/**
 * Lowercase letters and digits in words joined by single hyphens, at least SMARTLINK_SLUG_MIN (3) long: a first
 * word of three or more, or a shorter one followed by another. Written without lookahead so the OpenAPI document
 * can carry it and a fuzzer can generate from it.
 */
const SLUG_BODY = '[a-z0-9]{3,}(?:-[a-z0-9]+)*|[a-z0-9]{1,2}(?:-[a-z0-9]+)+';
export const SMARTLINK_SLUG_PATTERN = new RegExp(`^(?:${SLUG_BODY})$`);
/** The same, or blank (the form's "suggest one for me"). */
export const SMARTLINK_SLUG_OR_BLANK_PATTERN = new RegExp(`^(?:|${SLUG_BODY})$`);

export function isSmartLinkSlug(slug: string): boolean {
  return slug.length <= SMARTLINK_SLUG_MAX && SMARTLINK_SLUG_PATTERN.test(slug);
}

/** The address suggested for a release: `artist-title` in plain letters, cut to fit. */
export function suggestedSlug(artist: string, title: string): string {
  const cut = plainWords(`${artist} ${title}`, SMARTLINK_SLUG_MAX);
  return cut.length >= SMARTLINK_SLUG_MIN ? cut : `release-${cut || 'link'}`.replace(/-+$/, '');
}

/** A chosen address, or `smartlink_invalid_slug`. */
export function checkSmartLinkSlug(slug: string): string {
  if (!isSmartLinkSlug(slug)) throw new AppError('smartlink_invalid_slug', 'slug');
  return slug;
}

export const CUSTOM_LINK_NAME_MAX = 40;
export const CUSTOM_LINK_URL_MAX = 2000;

/**
 * A web address a fan may be sent to: http or https with a host, nothing else (no `javascript:`, `data:` or
 * `file:`), no credentials in it. Returns the address as the URL parser writes it, or null.
 */
export function webAddress(value: string): string | null {
  if (value.length > CUSTOM_LINK_URL_MAX || /[\s\p{Cc}]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href;
}

/** 001 §5: a custom link needs a platform name and a valid URL. Returns them cleaned. */
export function checkCustomLink(input: { name: string; url: string }): { name: string; url: string } {
  const name = input.name.trim();
  const url = input.url.trim();
  if (name === '' || url === '') throw new AppError('smartlink_link_required', name === '' ? 'name' : 'url');
  if (name.length > CUSTOM_LINK_NAME_MAX) throw new AppError('too_long', 'name', { max: CUSTOM_LINK_NAME_MAX });
  const address = webAddress(url);
  if (address === null) throw new AppError('invalid_url', 'url');
  return { name, url: address };
}

/** Clicks per view, 0 when nobody came: what the analytics tab shows as the click rate. */
export function clickRate(views: number, clicks: number): number {
  return views === 0 ? 0 : clicks / views;
}

/** The key of a custom link in `/s/{slug}/go/{key}`, after the highest one the link has had. */
export function nextCustomKey(keys: readonly string[]): string {
  const numbers = keys.map((key) => /^custom-(\d+)$/.exec(key)?.[1]).filter((n): n is string => n !== undefined).map(Number);
  return `custom-${Math.max(0, ...numbers) + 1}`;
}

/** A country code the lookup gave, or `ZZ` (unknown) for anything else. */
export function countryCode(value: string | null | undefined): string {
  return value && /^[A-Z]{2}$/.test(value) ? value : 'ZZ';
}
