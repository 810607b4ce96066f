import { parseWithZod } from '@conform-to/zod/v4';
import { releaseUpdateBodySchema } from '@slipcase/api-contract/update-schemas';
import { describe, expect, it } from 'vitest';
import { releaseUpdateSchema } from './release-update-schema';

/** Whether the update form takes `releaseDate` as the page posts it. */
function formTakes(releaseDate: string): boolean {
  const form = new FormData();
  form.set('intent', 'preview');
  form.set('releaseDate', releaseDate);
  return parseWithZod(form, { schema: releaseUpdateSchema }).status === 'success';
}

const apiTakes = (releaseDate: string) => releaseUpdateBodySchema.safeParse({ releaseDate }).success;

describe('the update form’s release date', () => {
  it.each(['2031-03-14', '2032-02-29', ' 2031-03-14 ', '2031-02-30', '2031-13-01', '0000-00-00', '14/03/2031', '2031-3-14', 'soon'])(
    'is taken or refused as /v1 takes or refuses it: %j',
    (releaseDate) => {
      expect(formTakes(releaseDate)).toBe(apiTakes(releaseDate));
    },
  );

  it('refuses a day that does not exist, as /v1 does, with the same code', () => {
    const form = new FormData();
    form.set('intent', 'send');
    form.set('releaseDate', '2031-02-30');
    const parsed = parseWithZod(form, { schema: releaseUpdateSchema });
    expect(parsed.status === 'error' && parsed.error).toEqual({ releaseDate: ['invalid_release_date'] });
    expect(releaseUpdateBodySchema.safeParse({ releaseDate: '2031-02-30' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['releaseDate'], message: 'invalid_release_date' }),
    ]);
  });

  it('leaves the date unchanged when the field is blank', () => {
    const form = new FormData();
    form.set('intent', 'preview');
    form.set('releaseDate', '');
    const parsed = parseWithZod(form, { schema: releaseUpdateSchema });
    expect(parsed.status === 'success' && parsed.value.releaseDate).toBeUndefined();
  });
});
