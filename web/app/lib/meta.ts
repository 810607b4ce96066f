import type { MetaDescriptor } from '@remix-run/node';
import { fixedT } from './translate';

export const BRAND = 'Slipcase';

interface MetaMatch {
  id: string;
  data: unknown;
}

/** The locale the root loader detected, read from the route matches that meta functions receive. */
export function localeOf(matches: readonly MetaMatch[]): string | undefined {
  const root = matches.find((match) => match.id === 'root')?.data as { locale?: string } | undefined;
  return root?.locale;
}

/** "<Route name> | Slipcase", the route name translated. */
export function titleMeta(key: string) {
  return ({ matches }: { matches: readonly MetaMatch[] }): MetaDescriptor[] => [
    { title: `${fixedT(localeOf(matches))(key)} | ${BRAND}` },
  ];
}

/** "<text> | Slipcase" for titles that come from data (a release's title); the brand alone without it. */
export function titleWith(text: string | undefined): MetaDescriptor[] {
  return [{ title: text ? `${text} | ${BRAND}` : BRAND }];
}
