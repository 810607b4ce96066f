import type { PrismaClient } from '@slipcase/db';
import { publicPageChanged } from '../public-pages/public-page-changed';

/** An artist page's public path: `/me/{handle}`. */
export const artistPagePath = (handle: string) => `/me/${handle}`;

/** After an edit of what `/me/{handle}` shows: every web server renders the page again (the shared render cache). */
export function artistPageChanged(prisma: PrismaClient, handle: string): Promise<void> {
  return publicPageChanged({ prisma }, artistPagePath(handle));
}
