import { describe, expect, it } from 'vitest';
import { allowedValueElement, contributorRole, instrumentType } from './allowed-value';
import { renderXmlDocument } from './xml-writer';

describe('allowed values', () => {
  it('finds a DDEX value whatever its case, spaces or hyphens', () => {
    expect(contributorRole('Composer')).toEqual({ value: 'Composer' });
    expect(contributorRole('mixing engineer')).toEqual({ value: 'MixingEngineer' });
    expect(contributorRole('Mastering-Engineer')).toEqual({ value: 'MasteringEngineer' });
    expect(instrumentType('acoustic guitar')).toEqual({ value: 'AcousticGuitar' });
    expect(instrumentType('12-string guitar')).toEqual({ value: '12-StringGuitar' });
  });

  it('keeps any other text, as written, as a user-defined value', () => {
    expect(contributorRole('Producer')).toEqual({ value: 'UserDefined', userDefined: 'Producer' });
    expect(contributorRole('UserDefined')).toEqual({ value: 'UserDefined', userDefined: 'UserDefined' });
    expect(instrumentType('Drums & <Bells>')).toEqual({ value: 'UserDefined', userDefined: 'Drums & <Bells>' });
  });

  it('writes a user-defined value with its namespace, escaped', () => {
    const xml = renderXmlDocument(allowedValueElement('Role', contributorRole('Beat "Maker"'), 'DPID:PADPIDA1'));
    expect(xml).toContain('<Role Namespace="DPID:PADPIDA1" UserDefinedValue="Beat &quot;Maker&quot;">UserDefined</Role>');
    expect(renderXmlDocument(allowedValueElement('Role', contributorRole('lyricist'), 'DPID:PADPIDA1'))).toContain('<Role>Lyricist</Role>');
  });
});
