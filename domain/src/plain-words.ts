/**
 * Text as an address or file name can hold it: accents dropped, lower-cased, every run of anything but a–z and
 * 0–9 one hyphen, none at either end, cut to `max` characters (never ending on a hyphen). "" when nothing is left.
 * Blog posts, smart links, artist handles and banner files all name themselves this way.
 */
export function plainWords(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
