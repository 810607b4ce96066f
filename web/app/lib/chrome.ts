/**
 * What a route module's `handle` may say about the page around it. Pages the specification shows "without the
 * top navigation header" (000 §2: the public pre-save page, the streaming-provider connect page, the promotion,
 * cover editor and mastering landings) export `handle = BARE_PAGE`. The blocked account's page is bare too, and
 * the root knows it from the user (a blocked user sees no other page).
 */
export interface ChromeHandle {
  chrome?: 'bare';
}

export const BARE_PAGE: ChromeHandle = { chrome: 'bare' };

/** Whether a matched route asks for the bare page. */
export function hasBareHandle(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return matches.some((match) => (match.handle as ChromeHandle | undefined)?.chrome === 'bare');
}
