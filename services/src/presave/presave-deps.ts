import type { PrismaClient } from '@slipcase/db';
import type { ServiceDeps } from '../deps';
import { publicPageChanged } from '../public-pages/public-page-changed';
import type { StreamingProviders } from '../streaming/streaming-providers';
import type { TokenSealer } from '../streaming/token-cipher';

/**
 * What the connection and pre-save use cases are given: the configured providers and the tokens' cipher, besides the
 * database and the moment.
 */
export interface StreamingDeps extends Pick<ServiceDeps, 'prisma' | 'now'> {
  providers: StreamingProviders;
  cipher: TokenSealer;
}

/** The public page of a campaign. */
export const presavePagePath = (key: string) => `/release/${key}`;

/** After a change of what `/release/{key}` shows: every web server renders the page again (the shared render cache). */
export function presavePageChanged(prisma: PrismaClient, key: string): Promise<void> {
  return publicPageChanged({ prisma }, presavePagePath(key));
}
