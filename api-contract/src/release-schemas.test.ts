import { describe, expect, it } from 'vitest';
import { jsonSchemaOf } from './openapi/json-schema';
import { idempotencyKeySchema, newReleaseSchema, releaseChangesSchema, releaseListQuerySchema, RELEASES_PAGE_MAX } from './release-schemas';

const codesOf = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message);

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
    // The spaces around a header's value are HTTP's, never the key's.
    expect(idempotencyKeySchema.parse(' key-1\t')).toBe('key-1');
    expect(idempotencyKeySchema.parse('  ')).toBe('');
  });

  // The document is made from these schemas: what the first step of the wizard refuses, they refuse too.
  it('refuses a blank title, genre or language, and a cleared one, in the wizard’s words', () => {
    expect(codesOf(releaseChangesSchema.safeParse({ title: '   ' }))).toEqual(['title_required']);
    expect(codesOf(releaseChangesSchema.safeParse({ primaryGenre: null }))).toEqual(['primary_genre_required']);
    expect(codesOf(releaseChangesSchema.safeParse({ language: '' }))).toEqual(['language_required']);
    const properties = jsonSchemaOf(releaseChangesSchema, 'input').properties as Record<string, { allOf?: Array<{ pattern: string }> }>;
    expect(properties.title?.allOf).toContainEqual({ pattern: '\\S' });
  });

  it('needs the first step’s fields to make a release, and says so in the document', () => {
    expect(newReleaseSchema.safeParse({ title: 'Night Drive' }).success).toBe(false);
    expect(newReleaseSchema.safeParse({ title: 'Night Drive', artistId: 'c1', type: 'single', primaryGenre: 'pop', language: 'en' }).success).toBe(true);
    expect(jsonSchemaOf(newReleaseSchema, 'input').required).toEqual(['title', 'artistId', 'type', 'primaryGenre', 'language']);
    expect(newReleaseSchema.safeParse({ title: 'x', artistId: 'no such id!', type: 'single', primaryGenre: 'pop', language: 'en' }).success).toBe(false);
  });

  it('takes the agreements all together or not at all', () => {
    expect(codesOf(releaseChangesSchema.safeParse({ agreements: ['terms'] }))).toEqual(['agreement_required']);
    expect(releaseChangesSchema.safeParse({ agreements: ['rights_owned', 'not_infringing', 'terms'] }).success).toBe(true);
    expect(jsonSchemaOf(releaseChangesSchema, 'input').properties).toMatchObject({ agreements: { allOf: expect.arrayContaining([{ contains: { const: 'terms' } }]) } });
  });

  it('takes as a cursor only the shape of a release id', () => {
    expect(releaseListQuerySchema.safeParse({ cursor: '%%%' }).success).toBe(false);
  });
});
