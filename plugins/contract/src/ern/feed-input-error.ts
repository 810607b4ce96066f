import { AppError } from '@slipcase/domain';

/** A release whose data cannot make a valid feed; retrying will not help, fixing the release will. */
export class FeedInputError extends AppError {
  constructor(readonly problems: readonly string[]) {
    super('release_incomplete', 'release', { problems: problems.join('; ') }, `Cannot build the DDEX feed: ${problems.join('; ')}`);
    this.name = 'FeedInputError';
  }
}
