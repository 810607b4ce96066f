import type { ReviewQueueItem } from '@slipcase/workflows/services/release-view';
import { listReleasesForReview } from '@slipcase/workflows/services/release-view';
import { SlipcaseCommand } from '../../lib/base-command';
import { formatReviewQueue } from '../../lib/format';

export default class ReviewList extends SlipcaseCommand {
  static override summary = 'List the releases waiting for review, the longest-waiting first.';
  static override description = 'Exit codes: 0 listed (also when the queue is empty), 1 unexpected error, 2 usage error.';
  static override examples = ['<%= config.bin %> <%= command.id %>', '<%= config.bin %> <%= command.id %> --json'];
  static override enableJsonFlag = true;

  async run(): Promise<ReviewQueueItem[]> {
    await this.parse(ReviewList);
    const items = await listReleasesForReview(this.prisma);
    this.log(formatReviewQueue(items));
    return items;
  }
}
