import type { ServiceDeps } from '../deps';
import type { StreamingProviders } from '../streaming/streaming-providers';
import type { TokenSealer } from '../streaming/token-cipher';

/**
 * What the connection and pre-save use cases are given: the configured providers and the tokens' cipher, besides the
 * database and the moment. `publicPageChanged` is told the public page's path after an edit of what it shows (the
 * shared render cache's invalidation); without it nothing is told.
 */
export interface StreamingDeps extends Pick<ServiceDeps, 'prisma' | 'now'> {
  providers: StreamingProviders;
  cipher: TokenSealer;
  publicPageChanged?: (page: string) => Promise<void>;
}

/** The public page of a campaign. */
export const presavePagePath = (key: string) => `/release/${key}`;
