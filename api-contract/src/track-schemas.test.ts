import { describe, expect, it } from 'vitest';
import { TEXT_MAX_LENGTH } from './text-limits';
import { trackChangesSchema } from './track-schemas';

describe('trackChangesSchema', () => {
  it('makes the input storable: trimmed names without empties or repeats, blank text and lyrics as none', () => {
    const parsed = trackChangesSchema.parse({
      title: '  Four Forty ',
      featuredArtists: [' Ana ', 'Ana', ''],
      genre: '',
      lyrics: '   ',
    });
    expect(parsed).toEqual({ title: 'Four Forty', featuredArtists: ['Ana'], genre: null, lyrics: null });
  });

  it('reports problems with the error codes the domain and the web use', () => {
    const result = trackChangesSchema.safeParse({ title: 'x'.repeat(TEXT_MAX_LENGTH + 1), version: 'karaoke', surprise: true });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['title', 'too_long'],
        ['version', 'invalid_track_version'],
      ]),
    );
    expect(result.error!.issues.some((issue) => issue.code === 'unrecognized_keys')).toBe(true);
  });
});
