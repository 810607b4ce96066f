import type { MetaDescriptor } from '@remix-run/node';
import { errorPageKey } from './error-page';
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

/** A failed page's title: what its error boundary says happened ("Page not found | Slipcase"). */
export function errorTitle(matches: readonly MetaMatch[], error: unknown): MetaDescriptor[] {
  return [{ title: `${fixedT(localeOf(matches))(`errorPage.${errorPageKey(error)}.title`)} | ${BRAND}` }];
}

/** "<Route name> | Slipcase", the route name translated; the error's title when the page failed. */
export function titleMeta(key: string) {
  return ({ matches, error }: { matches: readonly MetaMatch[]; error?: unknown }): MetaDescriptor[] =>
    error ? errorTitle(matches, error) : [{ title: `${fixedT(localeOf(matches))(key)} | ${BRAND}` }];
}

/** "<text> | Slipcase" for titles that come from data (a release's title); the brand alone without it. */
export function titleWith(text: string | undefined): MetaDescriptor[] {
  return [{ title: text ? `${text} | ${BRAND}` : BRAND }];
}
