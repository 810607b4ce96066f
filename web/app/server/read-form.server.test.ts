import { recordIdSchema } from '@slipcase/api-contract/clean-input';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerOf } from '../testing/answer';
import { formOf, readForm, readFormValue, readIntent } from './read-form.server';

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('http://localhost/page', { method: 'POST', body, headers });
const form = (fields: Record<string, string>) => post(new URLSearchParams(fields));
const cancelSchema = z.object({ payoutId: recordIdSchema });

/** The 400 a read throws, or the test fails. */
async function refusal(read: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const answer = await answerOf(read.then(() => new Response('read', { status: 299 })));
  return { status: answer.status, body: await answer.json().catch(() => null) };
}

describe('readForm', () => {
  it('answers conform’s submission: a refusal keeps the values sent and puts each error beside its field', async () => {
    const submission = await readForm(form({ payoutId: 'a\u0000b', note: 'kept' }), cancelSchema);
    expect(submission.status).toBe('error');
    expect(submission.reply().error).toEqual({ payoutId: ['invalid_input'] });
    expect(submission.reply().initialValue).toMatchObject({ payoutId: 'a\u0000b', note: 'kept' });
  });
});

describe('readFormValue', () => {
  it('gives the value of a form that fits', async () => {
    expect(await readFormValue(form({ payoutId: 'cm1abc' }), cancelSchema)).toEqual({ payoutId: 'cm1abc' });
  });

  it('throws 400 invalid_input for an id no record can have, and for a body that is no form', async () => {
    const invalid = { status: 400, body: 'invalid_input' };
    expect(await refusal(readFormValue(form({ payoutId: 'x'.repeat(65) }), cancelSchema))).toEqual(invalid);
    expect(await refusal(readFormValue(form({ payoutId: '../other' }), cancelSchema))).toEqual(invalid);
    expect(await refusal(readFormValue(form({}), cancelSchema))).toEqual(invalid);
    expect(await refusal(readFormValue(post('{"payoutId":"cm1"}', { 'Content-Type': 'application/json' }), cancelSchema))).toEqual(invalid);
  });
});

describe('readIntent', () => {
  it('names one of the intents, takes the fallback when the form has none, and refuses any other', async () => {
    expect(await readIntent(form({ intent: 'cancel' }), ['withdraw', 'cancel'])).toBe('cancel');
    expect(await readIntent(form({}), ['create', 'revoke'], 'create')).toBe('create');
    expect((await refusal(readIntent(form({}), ['withdraw', 'cancel']))).status).toBe(400);
    expect((await refusal(readIntent(form({ intent: 'explode' }), ['create', 'revoke'], 'create'))).status).toBe(400);
  });

  it('leaves the form to be read again for its fields', async () => {
    const request = form({ intent: 'cancel', payoutId: 'cm1abc' });
    const fields = await formOf(request);
    expect(await readIntent(fields, ['withdraw', 'cancel'])).toBe('cancel');
    expect(await readFormValue(fields, cancelSchema)).toEqual({ payoutId: 'cm1abc' });
  });
});
