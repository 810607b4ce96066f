import type { StoreFeedBuild } from '@slipcase/services/deliveries/build-store-feed';

/** The batch `feed build` wrote: where, and every file with its size and SHA-256. */
export type FeedBuild = StoreFeedBuild;

/** Writes into `<outDir>/<batch id>/` the batch the store would get for the release, and says what it wrote. */
export type FeedBuilder = (input: { storeId: string; releaseId: string; outDir: string }) => Promise<FeedBuild>;
