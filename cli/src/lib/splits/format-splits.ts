import type { SplitView } from '@slipcase/services';
import type { SplitSaved } from './split-actions';

const periods = (split: SplitView) => `${split.fromPeriod} – ${split.toPeriod ?? 'open'}`;

function formatSplit(split: SplitView): string[] {
  const target = split.trackTitle ? `track "${split.trackTitle}" (${split.trackId})` : `release "${split.releaseTitle}"`;
  const lines = [`Split ${split.id} of ${target}: ${periods(split)} (${split.state})`, `  Owner  ${split.ownerPercent}%`];
  for (const payee of split.payees) {
    const recoup = payee.recoups && split.recoupAmount ? `, recoups ${split.recoupAmount} USD first (${split.recoupedAmount} done)` : '';
    lines.push(`  ${payee.email}  ${payee.percent}% (${payee.status})${recoup}`);
  }
  return lines;
}

/** Every split, newest first per release and track, with each payee's share and status. */
export function formatSplits(splits: readonly SplitView[]): string {
  if (splits.length === 0) return 'No splits: the owner gets the whole share.';
  return splits.flatMap((split) => [...formatSplit(split), '']).join('\n').trimEnd();
}

export function formatSplitSaved(saved: SplitSaved): string {
  const lines = formatSplit(saved.split);
  if (saved.unsent.length > 0) {
    lines.push('', 'Invitations (this machine sends no mail: hand each payee their link):');
    for (const invitation of saved.unsent) lines.push(`  ${invitation.email}  ${invitation.link}`);
  } else if (saved.invited.length > 0) {
    lines.push('', `Invitations mailed to: ${saved.invited.join(', ')}`);
  }
  return lines.join('\n');
}
