import { describe, expect, it } from 'vitest';
import { AppError } from '@slipcase/domain';
import { FeedInputError, XmlValidationError } from '@slipcase/plugin-contract';
import { feedProblems } from './build-feed';

describe('the problems of a feed that cannot be built', () => {
  it('lists each message of the schema that refused the feed, under its name', () => {
    const error = new XmlValidationError('ern-c-sftp-1.8', ['line 4: Element \'BatchId\': [facet \'pattern\'] not accepted', 'line 9: missing MessageId']);
    expect(feedProblems(error)).toEqual([
      { field: 'ern-c-sftp-1.8', code: 'invalid_feed', message: 'line 4: Element \'BatchId\': [facet \'pattern\'] not accepted' },
      { field: 'ern-c-sftp-1.8', code: 'invalid_feed', message: 'line 9: missing MessageId' },
    ]);
  });

  it('lists each problem of the release data, and names what an incomplete release lacks', () => {
    expect(feedProblems(new FeedInputError(['genre is empty', 'the release has no tracks']))?.map((problem) => problem.message)).toEqual([
      'genre is empty',
      'the release has no tracks',
    ]);
    expect(feedProblems(new AppError('release_incomplete', 'artwork'))).toEqual([
      { field: 'artwork', code: 'release_incomplete', message: 'The release is incomplete: artwork.' },
    ]);
  });

  it('leaves other failures alone', () => {
    expect(feedProblems(new AppError('not_found', 'releaseId'))).toBeNull();
    expect(feedProblems(new Error('ffmpeg crashed'))).toBeNull();
  });
});
