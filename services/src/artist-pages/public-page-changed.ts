/**
 * The seam between what edits a public page and whatever keeps rendered pages (the shared render cache): every use
 * case that changes what `/me/{handle}`, `/s/{slug}` or `/release/{key}` shows calls `publicPageChanged` with the
 * page's path, and a cache subscribes with `onPublicPageChanged`. With nobody subscribed it does nothing.
 */
type Listener = (path: string) => void | Promise<void>;

const listeners = new Set<Listener>();

/** Subscribes to changed pages; returns the unsubscribe. */
export function onPublicPageChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the subscribers that the public page at `path` (such as `/me/nova-lane`) changed. A failing one is logged. */
export async function publicPageChanged(path: string): Promise<void> {
  await Promise.all(
    [...listeners].map(async (listener) => {
      try {
        await listener(path);
      } catch (error) {
        console.error('[public pages] a listener failed on', path, error);
      }
    }),
  );
}

export const artistPagePath = (handle: string) => `/me/${handle}`;
