import type { PrismaClient } from '@slipcase/db';
import { analyticsReportSchema } from '@slipcase/api-contract/analytics-schemas';
import type { AnalyticsReport } from '@slipcase/services/analytics/analytics-report';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';

/** What the command's flags ask for (the server, or the contract's schema locally, checks them). */
export interface AnalyticsSelection {
  artistId?: string;
  range?: string;
  releaseId?: string;
  trackId?: string;
}

export type AnalyticsReader = (selection: AnalyticsSelection) => Promise<AnalyticsReport>;

/**
 * Where `slipcase analytics` reads: `GET /v1/analytics` on the server signed in to, else the local database as the
 * account `--as` names (loaded only then). Either way the same report the page shows.
 */
export async function analyticsReaderFor(commandLine: TypedCommandLine, local: () => Promise<{ prisma: PrismaClient; as: string | undefined }>): Promise<AnalyticsReader> {
  const defined = (selection: AnalyticsSelection) => Object.fromEntries(Object.entries(selection).filter(([, value]) => value !== undefined));
  const api = await signedInClient(commandLine);
  if (api) return async (selection) => analyticsReportSchema.parse(await api.request<unknown>('GET', 'analytics', { query: defined(selection) })) as AnalyticsReport;
  const [{ localAnalytics }, { prisma, as }] = await Promise.all([import('./local-analytics'), local()]);
  return (selection) => localAnalytics(prisma, as, defined(selection));
}
