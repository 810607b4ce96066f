import type { ReviewQueueItem } from '@slipcase/services/releases/release-view';
import { SlipcaseCommand } from '../../lib/base-command';
import { formatReviewQueue } from '../../lib/format';
import { RETRY_LATER_EXIT } from '../../lib/mode-help';
import { reviewActionsFor } from '../../lib/review-actions/review-actions-for';

export default class ReviewList extends SlipcaseCommand {
  static override summary = 'List the releases waiting for review, the longest-waiting first.';
  static override description = [
    'Signed in (`slipcase login`, or SLIPCASE_URL and SLIPCASE_TOKEN), it asks the server (a staff account\'s token with the review scope); otherwise it reads the platform\'s database.',
    `Exit codes: 0 listed (also when the queue is empty), 1 unexpected error, 2 usage error, 4 refused (not staff, a token without the scope), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %>', '<%= config.bin %> <%= command.id %> --json'];
  static override enableJsonFlag = true;

  async run(): Promise<ReviewQueueItem[]> {
    const parsed = await this.parse(ReviewList);
    const reviews = await reviewActionsFor(parsed, async () => ({ prisma: await this.database(), as: undefined }));
    const items = await reviews.list();
    this.log(formatReviewQueue(items));
    return items;
  }
}
