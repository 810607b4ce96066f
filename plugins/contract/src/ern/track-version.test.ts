import { describe, expect, it } from 'vitest';
import { trackVersion, versionInFeed } from './track-version';

describe('track versions', () => {
  it('knows the six versions whatever their case', () => {
    expect(trackVersion('Live')).toBe('live');
    expect(trackVersion('radio edit')).toBeUndefined();
  });

  it('maps each to what ERN 4.3 has for it', () => {
    expect(versionInFeed(undefined)).toEqual({});
    expect(versionInFeed('original')).toEqual({});
    expect(versionInFeed('remix')).toEqual({ subtitle: 'Remix', versionType: { value: 'RemixVersion' } });
    expect(versionInFeed('cover')).toEqual({ isCover: true });
    expect(versionInFeed('ACOUSTIC')).toEqual({ subtitle: 'Acoustic', versionType: { value: 'UserDefined', userDefined: 'Acoustic' } });
    expect(() => versionInFeed('demo')).toThrow(/Unknown track version/);
  });
});
