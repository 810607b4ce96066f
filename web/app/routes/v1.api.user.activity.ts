import { json, type LoaderFunctionArgs } from '@remix-run/node';
import {
  ACTIVITY_FEED_DEFAULT_LIMIT,
  ACTIVITY_FEED_MAX_LIMIT,
  ACTIVITY_FEED_TYPES,
  type ActivityFeedPage,
} from '@slipcase/services/feed/activity-feed';
import { z } from 'zod';
import { API_HEADERS, apiError, requireApiUser } from '../server/api-auth.server';
import { userActivity } from '../server/releases.server';
import { methodNotAllowed } from '../server/auth/method-not-allowed.server';

/**
 * GET /v1/api/user/activity: the signed-in user's activity feed (000 §7), newest first, as ActivityFeedPage
 * `{ items, nextBefore }`. Query parameters, all optional:
 * - limit: events per page, 1 to 100 (default 20);
 * - before: an ISO 8601 instant; only older events. Pass the previous page's nextBefore to get the next page;
 * - types: comma-separated, among created, published, reopened, updated (every other timeline event).
 * A bad parameter answers 400, no session 401, a blocked account 403: `{ error: { code, message, field? } }`.
 */
const QUERY_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${ACTIVITY_FEED_MAX_LIMIT}`,
  before: 'before must be an ISO 8601 instant, e.g. 2026-11-22T14:05:00.000Z',
  types: `types must be a comma-separated list of ${ACTIVITY_FEED_TYPES.join(', ')}`,
} as const;

const querySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ACTIVITY_FEED_MAX_LIMIT).default(ACTIVITY_FEED_DEFAULT_LIMIT),
  before: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .optional(),
  types: z
    .string()
    .transform((value) => value.split(',').map((type) => type.trim()).filter(Boolean))
    .pipe(z.array(z.enum(ACTIVITY_FEED_TYPES)))
    .optional(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const params = new URL(request.url).searchParams;
  const parsed = querySchema.safeParse({
    limit: params.get('limit') ?? undefined,
    before: params.get('before') ?? undefined,
    types: params.get('types') ?? undefined,
  });
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'limit') as keyof typeof QUERY_MESSAGES;
    throw apiError('invalid_choice', { field, message: QUERY_MESSAGES[field] });
  }
  const page: ActivityFeedPage = await userActivity({ userId: user.id, ...parsed.data });
  return json(page, { headers: API_HEADERS });
}

export const action = methodNotAllowed('GET, HEAD');
