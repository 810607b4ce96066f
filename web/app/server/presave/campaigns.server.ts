import { can } from '@slipcase/domain';
import { createPresaveCampaign, listPresaveCampaigns, presaveCampaignDetail, type PresaveCampaignDetail } from '@slipcase/services';
import { presaveWorkflows } from '@slipcase/workflows/client';
import type { SessionUser } from '../session.server';
import { streamingDeps } from './streaming.server';

/** `/tools/presave`: the list for a PRO user; a free user's page offers the upgrade instead (the service refuses them too). */
export async function presaveToolsPage(user: SessionUser) {
  if (!can(user.plan, 'presave')) return { upgrade: true as const, rows: [] };
  return { upgrade: false as const, rows: await listPresaveCampaigns(streamingDeps(), { userId: user.id }) };
}

export function startCampaign(user: SessionUser, releaseId: string) {
  return createPresaveCampaign({ ...streamingDeps(), presaves: presaveWorkflows() }, { userId: user.id, releaseId });
}

export function campaignDetail(user: SessionUser, campaignId: string): Promise<PresaveCampaignDetail> {
  return presaveCampaignDetail(streamingDeps(), { userId: user.id, campaignId });
}

const CSV_COLUMNS = ['subscriber', 'provider', 'country', 'followers', 'subscribed_at', 'outcome', 'detail'] as const;

/** A cell as CSV keeps it: quoted when it must be, and never read as a formula by a spreadsheet. */
function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The subscribers as CSV, one row each, in the table's order. */
export function subscribersCsv(detail: PresaveCampaignDetail): string {
  const rows = detail.subscribers.map((s) => [s.name, s.provider, s.country, s.followers, s.subscribedAt, s.outcome, s.detail]);
  return [CSV_COLUMNS.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
}
