import { CONTRIBUTOR_ROLES, INSTRUMENT_TYPES } from './allowed-values';
import { el, type XmlElement } from './xml-writer';

/** A value of an ERN allowed-value set, or UserDefined carrying the text as it was written. */
export type AllowedValue = { value: string; userDefined?: undefined } | { value: 'UserDefined'; userDefined: string };

// 'Mixing engineer', 'mixing-engineer' and 'MixingEngineer' are the same value; no two values of a set collide.
const key = (text: string) => text.replace(/[\s_-]/g, '').toLowerCase();

function lookup(values: readonly string[]): (text: string) => AllowedValue {
  const byKey = new Map(values.filter((value) => value !== 'UserDefined').map((value) => [key(value), value]));
  return (text) => {
    const value = byKey.get(key(text));
    return value ? { value } : { value: 'UserDefined', userDefined: text };
  };
}

/** A DDEX ContributorRole for a role as entered: 'Composer', 'mixing engineer'; 'Producer' is UserDefined in 4.3. */
export const contributorRole = lookup(CONTRIBUTOR_ROLES);

/** A DDEX InstrumentType for an instrument as entered: 'Guitar', 'acoustic guitar'; 'Drums' is UserDefined. */
export const instrumentType = lookup(INSTRUMENT_TYPES);

/** `<Tag>Value</Tag>`, or `<Tag Namespace="DPID:..." UserDefinedValue="text">UserDefined</Tag>`. */
export function allowedValueElement(tag: string, { value, userDefined }: AllowedValue, namespace: string): XmlElement {
  return userDefined === undefined ? el(tag, value) : el(tag, { Namespace: namespace, UserDefinedValue: userDefined }, value);
}
