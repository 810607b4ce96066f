import type { DealProfile } from '../store-plugin';
import type { DealWindow } from './deal-window';
import { el, type XmlElement } from './xml-writer';

/** One Deal per deal of the store's feed profile, each in every territory of the store, over the window. */
export function deals(profiles: readonly DealProfile[], territories: readonly string[], window: DealWindow): XmlElement[] {
  return profiles.map(({ commercialModels, useTypes }) =>
    el(
      'Deal',
      el(
        'DealTerms',
        territories.map((territory) => el('TerritoryCode', territory)),
        el('ValidityPeriod', el('StartDate', window.start), window.end && el('EndDate', window.end)),
        commercialModels.map((model) => el('CommercialModelType', model)),
        useTypes.map((use) => el('UseType', use)),
      ),
    ),
  );
}

/** A store whose profile cannot make a deal is misconfigured: say so before building anything. */
export function checkDealProfiles(profiles: readonly DealProfile[], territories: readonly string[]): void {
  if (territories.length === 0) throw new RangeError('A deal needs at least one territory');
  if (profiles.length === 0) throw new RangeError('The store offers no deal: its feed profile lists none');
  for (const [index, { commercialModels, useTypes }] of profiles.entries()) {
    if (commercialModels.length === 0 || useTypes.length === 0) {
      throw new RangeError(`Deal ${index + 1} of the store's feed profile needs a commercial model and a use type`);
    }
  }
}
