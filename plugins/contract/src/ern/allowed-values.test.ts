import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { xpathAll } from '../testing/xpath';
import { ddexSchemasDir } from '../validation/schemas-dir';
import { CONTRIBUTOR_ROLES, INSTRUMENT_TYPES } from './allowed-values';

describe('the allowed-value sets copied from ERN 4.3', () => {
  it('are exactly the ContributorRole and InstrumentType sets of the bundled schema', async () => {
    const avs = await readFile(join(ddexSchemasDir(), 'ern-4.3', 'allowed-value-sets.xsd'), 'utf8');
    const values = (type: string) =>
      xpathAll(avs, `/*/*[local-name()="simpleType" and @name="${type}"]/*[local-name()="restriction"]/*[local-name()="enumeration"]/@value`);
    expect(CONTRIBUTOR_ROLES).toEqual(await values('ContributorRole'));
    expect(INSTRUMENT_TYPES).toEqual(await values('InstrumentType'));
  });
});
