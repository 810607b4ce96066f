import { DASHBOARD_CURRENCY, loadDashboard as dashboardOf } from '@slipcase/services';
import { royaltiesByMonth } from '../lib/royalty-months';
import { serviceDeps } from './deps.server';
import type { SessionUser } from './session.server';

/** The revenue overview's chart: the last months with royalties. */
const REVENUE_MONTHS = 6;

/** The dashboard's widgets (000 §2) as the page shows them. */
export async function loadDashboard(user: SessionUser, now = new Date()) {
  const { ledger, royaltyMonths, upcoming, ...dashboard } = await dashboardOf(await serviceDeps(now), user);
  return {
    ...dashboard,
    upcoming: upcoming.map((release) => ({ ...release, releaseDate: release.releaseDate.toISOString().slice(0, 10) })),
    revenue: {
      currency: DASHBOARD_CURRENCY,
      totalCents: ledger.royaltiesCents,
      availableCents: ledger.availableCents,
      months: royaltiesByMonth(royaltyMonths.map((row) => ({ period: row.period, date: `${row.period}-01`, amountCents: row.cents }))).slice(-REVENUE_MONTHS),
    },
  };
}
