import type { PresaveCampaignJson } from '@slipcase/api-contract/presave-schemas';
import { table } from '../format';
import { terminalText } from '../terminal-text';

/** A campaign as text: the release, the page, the counts by outcome, then one row per subscriber. */
export function formatPresave(campaign: PresaveCampaignJson): string {
  const { release, summary } = campaign;
  const counts = (['pending', 'saved', 'failed', 'revoked'] as const).map((outcome) => `${summary.byOutcome[outcome]} ${outcome}`).join(', ');
  const out = [
    `${terminalText(release.title)} by ${terminalText(release.artist)} (UPC ${release.upc}), live ${release.liveAt}${campaign.stage === 'out' ? ' (out)' : ''}`,
    `Page: ${campaign.path}`,
    `Subscribers: ${summary.total} (${counts})${campaign.completedAt ? `; release day done ${campaign.completedAt}` : ''}`,
  ];
  if (campaign.subscribers.length > 0) {
    const rows = campaign.subscribers.map((s) => [terminalText(s.name), s.provider, s.country ?? '-', String(s.followers), s.subscribedAt, s.outcome, terminalText(s.detail ?? '')]);
    out.push('', ...table([['Subscriber', 'Provider', 'Country', 'Followers', 'Subscribed', 'Outcome', 'Detail'], ...rows]));
  }
  return out.join('\n');
}
