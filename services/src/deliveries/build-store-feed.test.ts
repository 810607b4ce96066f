import { describe, expect, it } from 'vitest';
import { AppError } from '@slipcase/domain';
import { FeedInputError, XmlValidationError } from '@slipcase/plugin-contract';
import { storeFeedProblems, storeProfileOf } from './build-store-feed';

describe('the problems of a feed that cannot be built', () => {
  it('lists each message of the schema that refused the feed, under its name', () => {
    const error = new XmlValidationError('ern-c-sftp-1.8', ['line 4: Element \'BatchId\': [facet \'pattern\'] not accepted', 'line 9: missing MessageId']);
    expect(storeFeedProblems(error)).toEqual([
      { field: 'ern-c-sftp-1.8', code: 'release_incomplete', message: 'line 4: Element \'BatchId\': [facet \'pattern\'] not accepted' },
      { field: 'ern-c-sftp-1.8', code: 'release_incomplete', message: 'line 9: missing MessageId' },
    ]);
  });

  it('lists each problem of the release data, and names what an incomplete release lacks', () => {
    expect(storeFeedProblems(new FeedInputError(['genre is empty', 'the release has no tracks']))?.map((problem) => problem.message)).toEqual([
      'genre is empty',
      'the release has no tracks',
    ]);
    expect(storeFeedProblems(new AppError('release_incomplete', 'artwork'))).toEqual([
      { field: 'artwork', code: 'release_incomplete', message: 'The release is incomplete: artwork.' },
    ]);
  });

  it('leaves other failures alone', () => {
    expect(storeFeedProblems(new AppError('not_found', 'releaseId'))).toBeNull();
    expect(storeFeedProblems(new Error('ffmpeg crashed'))).toBeNull();
  });
});

describe('the store a feed is built for', () => {
  it('is found by id, else not found naming the stores there are', () => {
    const profiles = [{ id: 'local-folder' }, { id: 'spotify' }] as unknown as Parameters<typeof storeProfileOf>[0];
    expect(storeProfileOf(profiles, 'spotify')).toBe(profiles[1]);
    expect(() => storeProfileOf(profiles, 'tidal')).toThrow('Store tidal not found; the store plugins found: local-folder, spotify');
  });
});
