import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema, releaseChangesSchema, releaseListQuerySchema, RELEASES_PAGE_MAX } from './release-schemas';

describe('release schemas', () => {
  it('pages releases 50 at a time unless asked, never more than the maximum', () => {
    expect(releaseListQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(releaseListQuerySchema.parse({ limit: '10', cursor: 'abc' })).toEqual({ limit: 10, cursor: 'abc' });
    expect(releaseListQuerySchema.safeParse({ limit: String(RELEASES_PAGE_MAX + 1) }).error?.issues[0]?.message).toBe('invalid_input');
  });

  it('takes a calendar day as YYYY-MM-DD only', () => {
    expect(releaseChangesSchema.parse({ releaseDate: ' 2027-01-15 ' })).toEqual({ releaseDate: '2027-01-15' });
    expect(releaseChangesSchema.safeParse({ releaseDate: '15/01/2027' }).error?.issues[0]?.message).toBe('invalid_release_date');
  });

  it('takes an idempotency key of visible ASCII characters only', () => {
    expect(idempotencyKeySchema.safeParse('2f1c9a40-6c1e-4f5e-9a51-0d3c2b1a7e66').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('with space').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('x'.repeat(201)).success).toBe(false);
  });
});
