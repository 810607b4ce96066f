import type { DeliveryTrack } from '../store-plugin';
import { allowedValueElement, contributorRole, instrumentType } from './allowed-value';
import type { Parties } from './parties';
import { el, type XmlElement } from './xml-writer';

/** A share as xs:decimal: 33.33, 50, 12.5 (never an exponent). */
export const percentage = (share: number): string => String(Number(share.toFixed(4)));

/**
 * A SoundRecording's Contributors: first everyone credited with a role (ContributorRole when the role is one of
 * ERN 4.3's, else UserDefined with the role as entered), then the performers: a Musician with the InstrumentType
 * they play, or a Vocalist when no instrument is given.
 */
export function contributors(track: DeliveryTrack, parties: Parties, namespace: string): XmlElement[] {
  const credited = (track.contributors ?? []).map(({ name, role }) => ({
    name,
    roles: [allowedValueElement('Role', contributorRole(role), namespace)],
  }));
  const performing = (track.performers ?? []).map(({ name, instrument }) => ({
    name,
    roles: instrument
      ? [el('Role', 'Musician'), allowedValueElement('InstrumentType', instrumentType(instrument), namespace)]
      : [el('Role', 'Vocalist')],
  }));
  return [...credited, ...performing].map(({ name, roles }, index) =>
    el('Contributor', { SequenceNumber: index + 1 }, el('ContributorPartyReference', parties.reference(name)), roles),
  );
}

/**
 * The contributors' shares, as WorkRightsControllers of the recorded work: ERN 4.3's Contributor has no share,
 * and the shares Slipcase collects are the split of the song between the people who made it.
 */
export function workRightsControllers(track: DeliveryTrack, parties: Parties): XmlElement[] {
  return (track.contributors ?? [])
    .filter((contributor) => contributor.sharePercent !== undefined)
    .map(({ name, sharePercent }) =>
      el(
        'WorkRightsController',
        el('RightsControllerPartyReference', parties.reference(name)),
        el('RightsControlType', 'RightsController'),
        el('RightSharePercentage', percentage(sharePercent ?? 0)),
      ),
    );
}
