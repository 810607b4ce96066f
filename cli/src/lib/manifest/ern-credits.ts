import type { XmlNode } from 'libxml2-wasm';
import { text, valueAt, valueOf } from './ern-xml';
import { contributorRoleOf, instrumentOf, isPerformingRole } from './ern-values';

export interface ErnCredits {
  contributors: Record<string, unknown>[];
  performers: Record<string, unknown>[];
  /** The position of each one's Contributor element (from 1), for problems to point at. */
  contributorAt: number[];
  performerAt: number[];
  /** Credits Slipcase has no role for. */
  dropped: { field: string; name: string; role: string }[];
}

/**
 * A SoundRecording's Contributors as Slipcase's credits: a Musician or a Vocalist is a performer (with the
 * instrument of its InstrumentType), any other role a contributor when it is one of Slipcase's roles, with its share
 * from the WorkRightsController of the same party. Other credits (engineers, say) are dropped and listed.
 */
export function readCredits(recording: XmlNode, partyName: (reference: string | undefined) => string | undefined): ErnCredits {
  const credits: ErnCredits = { contributors: [], performers: [], contributorAt: [], performerAt: [], dropped: [] };
  const shares = recording.find('WorkRightsController');
  const sharesTaken = new Map<string | undefined, number>();
  recording.find('Contributor').forEach((contributor, index) => {
    const position = index + 1;
    const reference = text(contributor, 'ContributorPartyReference');
    const name = partyName(reference) ?? '';
    const roles = contributor.find('Role').map(valueOf);
    if (roles.some(isPerformingRole)) {
      const instrument = instrumentOf(valueAt(contributor, 'InstrumentType[1]'), roles);
      credits.performers.push({ name, ...(instrument && { instrument }) });
      credits.performerAt.push(position);
      return;
    }
    const role = roles.map(contributorRoleOf).find((known) => known !== null);
    if (!role) {
      credits.dropped.push({ field: `Contributor[${position}]`, name, role: roles.join(', ') });
      return;
    }
    // The n-th credit of a party takes the n-th of its shares: the builder writes them in the same order.
    const taken = sharesTaken.get(reference) ?? 0;
    sharesTaken.set(reference, taken + 1);
    const share = shares.filter((controller) => text(controller, 'RightsControllerPartyReference') === reference)[taken];
    const percent = share && text(share, 'RightSharePercentage');
    credits.contributors.push({ name, role, ...(percent !== undefined && { share: Number(percent) }) });
    credits.contributorAt.push(position);
  });
  return credits;
}
