import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { schemaResolver } from './schema-input-provider';

describe('schemaResolver', () => {
  const dir = '/opt/schemas';
  const resolve = schemaResolver(dir, new Map([['http://ddex.net/xml/avs.xsd', '/opt/schemas/ern-4.3/avs.xsd']]));

  it('maps the catalog\'s URLs and serves paths and file URLs inside the schemas folder', () => {
    expect(resolve('http://ddex.net/xml/avs.xsd')).toBe('/opt/schemas/ern-4.3/avs.xsd');
    expect(resolve(join(dir, 'ern-4.3', 'release-notification.xsd'))).toBe('/opt/schemas/ern-4.3/release-notification.xsd');
    expect(resolve(pathToFileURL(join(dir, 'w3c', 'x.xsd')).href)).toBe('/opt/schemas/w3c/x.xsd');
  });

  it('serves nothing else: no network, no file outside the folder', () => {
    expect(resolve('http://example.com/other.xsd')).toBeUndefined();
    expect(resolve('/etc/passwd')).toBeUndefined();
    expect(resolve('/opt/schemas/../secrets.xsd')).toBeUndefined();
    expect(resolve('/opt/schemas-other/x.xsd')).toBeUndefined();
    expect(resolve('relative.xsd')).toBeUndefined();
    expect(resolve(dir)).toBeUndefined();
  });
});
