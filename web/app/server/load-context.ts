import type { AppLoadContext } from '@remix-run/node';

/** What web/server/index.ts passes to every loader and action. */
export interface SlipcaseLoadContext {
  /** The caller's IP address (the proxy's X-Forwarded-For when SLIPCASE_TRUST_PROXY=1). */
  clientAddress: string;
  /** The page is rendered for the public-page cache (web/server/public-pages.ts): for everyone, not this caller. */
  renderingForCache?: boolean;
}

/** The caller's address, or '' where no server put one in the context (tests that call actions directly). */
export function clientAddress(context: AppLoadContext | undefined): string {
  const value = (context as Partial<SlipcaseLoadContext> | undefined)?.clientAddress;
  return typeof value === 'string' ? value : '';
}

/** Whether this render goes into the public-page cache. */
export function renderingForCache(context: AppLoadContext | undefined): boolean {
  return (context as Partial<SlipcaseLoadContext> | undefined)?.renderingForCache === true;
}
