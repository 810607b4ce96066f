import { describe, expect, it } from 'vitest';
import { collectParties } from './parties';
import { renderXmlDocument } from './xml-writer';

describe('collectParties', () => {
  it('gives each distinct name one reference, in the order first met', () => {
    const parties = collectParties(['Björk', 'Label', 'Bjo\u0308rk', ' Label ', 'Guest']);
    expect(parties.reference('Björk')).toBe('P1');
    expect(parties.reference('Bjo\u0308rk')).toBe('P1');
    expect(parties.reference('Label')).toBe('P2');
    expect(parties.reference('Guest')).toBe('P3');
    const xml = renderXmlDocument(parties.list);
    expect(xml.match(/<Party>/g)).toHaveLength(3);
    expect(xml).toContain('<FullName>Björk</FullName>');
  });

  it('refuses a name it was not given, rather than point at nobody', () => {
    expect(() => collectParties(['A']).reference('B')).toThrow(/No party/);
  });
});
