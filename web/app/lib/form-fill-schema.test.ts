import { parseWithZod } from '@conform-to/zod/v4';
import { formFieldOf, type FormField } from '@slipcase/domain';
import { describe, expect, it } from 'vitest';
import { formFillSchema } from './form-fill-schema';

const field = (key: string, kind: FormField['kind'], rules: Partial<FormField> = {}): FormField => formFieldOf(kind, key, { key, ...rules });

const FIELDS = [field('f1', 'text', { maxLength: 5 }), field('f2', 'url', { required: false }), field('f3', 'select', { options: ['Pop'] }), field('f4', 'file')];

function errorsOf(entries: Record<string, string | File>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  const submission = parseWithZod(data, { schema: formFillSchema(FIELDS) });
  return submission.status === 'success' ? {} : submission.error;
}

describe('formFillSchema', () => {
  it('checks every field by the domain\'s rules, empty ones included', () => {
    expect(errorsOf({ f1: 'Nova\u0000', f2: 'javascript:alert(1)', f3: '', f4: new File([], '') })).toEqual({
      f1: ['invalid_characters'],
      f2: ['invalid_url'],
      f3: ['required'],
      f4: ['required'],
    });
    expect(errorsOf({ f1: 'Novaaa', f3: 'Rock' })).toEqual({ f1: ['too_long {"max":5}'], f3: ['invalid_choice'], f4: ['required'] });
  });

  it('takes a complete form, and leaves a chosen file\'s type to the server', () => {
    expect(errorsOf({ f1: 'Nova', f2: '', f3: 'Pop', f4: new File(['MZ'], 'kit.pdf') })).toEqual({});
  });
});
