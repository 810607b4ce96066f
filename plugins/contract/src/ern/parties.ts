import { el, type XmlElement } from './xml-writer';

/** Names that differ only in surrounding spaces or Unicode normalisation are one party. */
export const partyKey = (name: string) => name.trim().normalize('NFC');

export interface Parties {
  /** The PartyReference of a name given to collectParties; throws for any other. */
  reference(name: string): string;
  /** The PartyList: one Party per distinct name, written as first met. */
  list: XmlElement;
}

/** A store's own id of a party (an artist's profile there): a PartyId whose ProprietaryId is in the store's namespace. */
export interface ProprietaryPartyId {
  /** The party's name, as given to collectParties. */
  name: string;
  /** `DPID:<the store's DPID>`. */
  namespace: string;
  id: string;
}

/**
 * One Party per distinct name (artists, featured artists, contributors, performers, label), referenced P1, P2, ...
 * in the order the names are first met, so the same release always gets the same references; a party with a
 * proprietary id carries it after its name.
 */
export function collectParties(names: Iterable<string>, ids: readonly ProprietaryPartyId[] = []): Parties {
  const byKey = new Map<string, { reference: string; name: string }>();
  // Each name as given, normalised once: the message asks for the same names' references again and again.
  const byName = new Map<string, { reference: string; name: string }>();
  for (const name of names) {
    if (byName.has(name)) continue;
    const key = partyKey(name);
    let party = byKey.get(key);
    if (!party) {
      party = { reference: `P${byKey.size + 1}`, name: name.trim() };
      byKey.set(key, party);
    }
    byName.set(name, party);
  }
  const keyedIds = ids.map((id) => ({ ...id, key: partyKey(id.name) }));
  return {
    reference(name) {
      const party = byName.get(name) ?? byKey.get(partyKey(name));
      if (!party) throw new Error(`No party was collected for ${JSON.stringify(name)}`);
      return party.reference;
    },
    list: el(
      'PartyList',
      [...byKey.entries()].map(([key, { reference, name }]) =>
        el(
          'Party',
          el('PartyReference', reference),
          el('PartyName', el('FullName', name)),
          keyedIds
            .filter((id) => id.key === key)
            .map(({ namespace, id }) => el('PartyId', el('ProprietaryId', { Namespace: namespace }, id))),
        ),
      ),
    ),
  };
}
