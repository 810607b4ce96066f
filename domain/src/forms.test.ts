import { describe, expect, it } from 'vitest';
import {
  checkFormDefinition,
  checkFormFile,
  checkFormSubmission,
  checkFormValue,
  checkSubmissionMove,
  formFieldOf,
  formFileNameOf,
  formFileTypeOf,
  formValueOf,
  nextFormFieldKey,
  nextSubmissionStatuses,
  FORM_FILE_MAX_BYTES,
  type FormDefinition,
  type FormField,
} from './forms';

const field = (extra: Partial<FormField> = {}): FormField => formFieldOf('text', 'Your name', { key: 'f1', ...extra });

const definition = (fields: FormField[], extra: Partial<FormDefinition> = {}): FormDefinition => ({ name: 'Demo', description: '', fields, ...extra });
const codes = (errors: ReadonlyArray<{ code: string; field: string }>) => errors.map((error) => `${error.field} ${error.code}`);

describe('checkFormDefinition', () => {
  it('takes a sound form', () => {
    expect(
      checkFormDefinition(
        definition([field(), field({ key: 'f2', kind: 'select', options: ['Pop', 'Rock'] }), field({ key: 'f3', kind: 'long_text', minLength: 10, maxLength: 200, pattern: '[^<>]*' })]),
      ),
    ).toEqual([]);
  });

  it('names each unsound rule beside its field', () => {
    expect(
      codes(
        checkFormDefinition(
          definition(
            [
              field({ label: '' }),
              field({ key: 'f2', minLength: 10, maxLength: 5 }),
              field({ key: 'f3', pattern: '(unclosed' }),
              field({ key: 'f4', kind: 'select', options: [] }),
              field({ key: 'f5', kind: 'select', options: ['A', 'A'] }),
              field({ key: 'f6', label: 'Bad\u001b[31m' }),
              field({ key: 'f7', minLength: -1 }),
            ],
            { name: '\u0000' },
          ),
        ),
      ),
    ).toEqual([
      'name invalid_characters',
      'fields[0].label required',
      'fields[1].maxLength form_length_range',
      'fields[2].pattern form_pattern_invalid',
      'fields[3].options form_options_required',
      'fields[4].options form_options_repeated',
      'fields[5].label invalid_characters',
      'fields[6].minLength invalid_amount',
    ]);
  });

  it('refuses a form without fields, too many, an unknown kind and repeated keys', () => {
    expect(codes(checkFormDefinition(definition([])))).toEqual(['fields form_fields_required']);
    expect(codes(checkFormDefinition(definition(Array.from({ length: 31 }, (_, i) => field({ key: `f${i + 1}` })))))).toEqual(['fields too_long']);
    expect(codes(checkFormDefinition(definition([field({ kind: 'html' as FormField['kind'] })])))).toEqual(['fields[0].kind invalid_choice']);
    expect(codes(checkFormDefinition(definition([field(), field()])))).toEqual(['fields invalid_input']);
  });
});

describe('checkFormValue', () => {
  it('applies required, lengths and the pattern to the whole value', () => {
    const code = field({ minLength: 3, maxLength: 8, pattern: '[A-Z]{2}-\\d+' });
    expect(checkFormValue(code, '  ')).toMatchObject({ code: 'required' });
    expect(checkFormValue({ ...code, required: false }, '')).toBeNull();
    expect(checkFormValue(code, 'AB')).toMatchObject({ code: 'too_short', params: { min: 3 } });
    expect(checkFormValue(code, 'AB-123456')).toMatchObject({ code: 'too_long', params: { max: 8 } });
    expect(checkFormValue(code, 'xAB-12')).toMatchObject({ code: 'form_pattern_mismatch' });
    expect(checkFormValue(code, 'AB-12x')).toMatchObject({ code: 'form_pattern_mismatch' });
    expect(checkFormValue(code, ' AB-12 ')).toBeNull();
  });

  it('refuses NUL bytes and terminal escapes, but lets a long text hold lines', () => {
    expect(checkFormValue(field(), 'Mira\u0000')).toMatchObject({ code: 'invalid_characters' });
    expect(checkFormValue(field(), 'Mira\u001b[2J')).toMatchObject({ code: 'invalid_characters' });
    expect(checkFormValue(field(), 'Mira\u009b31m')).toMatchObject({ code: 'invalid_characters' });
    expect(checkFormValue(field(), 'two\nlines')).toMatchObject({ code: 'invalid_characters' });
    expect(checkFormValue(field({ kind: 'long_text' }), 'two\r\nlines')).toBeNull();
    expect(checkFormValue(field({ kind: 'long_text' }), 'bell\u0007')).toMatchObject({ code: 'invalid_characters' });
  });

  it('takes only web addresses over http(s) and e-mail addresses where asked', () => {
    const url = field({ kind: 'url' });
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>', 'file:///etc/passwd', 'not a url']) {
      expect(checkFormValue(url, bad), bad).toMatchObject({ code: 'invalid_url' });
    }
    expect(checkFormValue(url, 'https://novalane.example/epk')).toBeNull();
    expect(checkFormValue(field({ kind: 'email' }), 'mira@')).toMatchObject({ code: 'invalid_email' });
    expect(checkFormValue(field({ kind: 'email' }), 'mira@example.com')).toBeNull();
  });

  it('takes only a select\'s own options, and caps any text at its kind\'s limit', () => {
    const genre = field({ kind: 'select', options: ['Pop', 'Rock'] });
    expect(checkFormValue(genre, 'Rock')).toBeNull();
    expect(checkFormValue(genre, 'Jazz')).toMatchObject({ code: 'invalid_choice' });
    expect(checkFormValue(field(), 'x'.repeat(501))).toMatchObject({ code: 'too_long', params: { max: 500 } });
    expect(checkFormValue(field({ kind: 'long_text' }), 'x'.repeat(5000))).toBeNull();
  });
});

describe('files', () => {
  const bytes = (...values: Array<number | string>) =>
    Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

  it('knows a file by its first bytes, not its name', () => {
    expect(formFileTypeOf(bytes('%PDF-1.7'))).toBe('pdf');
    expect(formFileTypeOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(formFileTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(formFileTypeOf(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBe('wav');
    expect(formFileTypeOf(bytes('ID3', 4))).toBe('mp3');
    expect(formFileTypeOf(bytes(0xff, 0xfb, 0x90))).toBe('mp3');
    expect(formFileTypeOf(bytes('MZ', 0x90, 0))).toBeNull();
    expect(formFileTypeOf(bytes('<script>'))).toBeNull();
    expect(formFileTypeOf(new Uint8Array())).toBeNull();
  });

  it('refuses a missing required file, an oversize one and an unknown type', () => {
    const epk = field({ kind: 'file' });
    expect(checkFormFile(epk, null)).toMatchObject({ code: 'required' });
    expect(checkFormFile(epk, { sizeBytes: 0, type: null })).toMatchObject({ code: 'required' });
    expect(checkFormFile({ ...epk, required: false }, null)).toBeNull();
    expect(checkFormFile(epk, { sizeBytes: FORM_FILE_MAX_BYTES + 1, type: 'pdf' })).toMatchObject({ code: 'file_too_large', params: { max: '20 MB' } });
    expect(checkFormFile(epk, { sizeBytes: 10, type: null })).toMatchObject({ code: 'file_type_not_allowed' });
    expect(checkFormFile(epk, { sizeBytes: FORM_FILE_MAX_BYTES, type: 'pdf' })).toBeNull();
  });
});

describe('checkFormSubmission', () => {
  it('checks every answer against its field and names each refusal', () => {
    const form = definition([field(), field({ key: 'f2', kind: 'url', required: false }), field({ key: 'f3', kind: 'file' })]);
    expect(checkFormSubmission(form, { f1: 'Mira', f2: '' }, { f3: { sizeBytes: 100, type: 'pdf' } })).toEqual([]);
    expect(codes(checkFormSubmission(form, { f2: 'javascript:alert(1)' }, {}))).toEqual(['f1 required', 'f2 invalid_url', 'f3 required']);
  });

  it('keeps a long text\'s lines as typed, with LF endings, and trims the others', () => {
    expect(formValueOf(field({ kind: 'long_text' }), ' a\r\nb ')).toBe(' a\nb ');
    expect(formValueOf(field(), '  Mira ')).toBe('Mira');
  });
});

describe('submission statuses', () => {
  it('go pending → reviewed → approved or rejected, and nowhere else', () => {
    expect(nextSubmissionStatuses('pending')).toEqual(['reviewed']);
    expect(nextSubmissionStatuses('reviewed')).toEqual(['approved', 'rejected']);
    expect(() => checkSubmissionMove('pending', 'reviewed')).not.toThrow();
    expect(() => checkSubmissionMove('reviewed', 'rejected')).not.toThrow();
    for (const [from, to] of [['pending', 'approved'], ['pending', 'rejected'], ['approved', 'rejected'], ['rejected', 'reviewed'], ['reviewed', 'pending']] as const) {
      expect(() => checkSubmissionMove(from, to), `${from} → ${to}`).toThrow(expect.objectContaining({ code: 'form_move_not_allowed' }));
    }
  });
});

describe('nextFormFieldKey', () => {
  it('is one above the highest key ever given', () => {
    expect(nextFormFieldKey([])).toBe('f1');
    expect(nextFormFieldKey(['f1', 'f7', 'f3'])).toBe('f8');
  });
});

describe('formFileNameOf', () => {
  it('keeps the name without folders or control characters', () => {
    expect(formFileNameOf('C:\\Users\\mira\\epk.pdf', 'f1')).toBe('epk.pdf');
    expect(formFileNameOf('../../etc/passwd', 'f1')).toBe('passwd');
    expect(formFileNameOf('\u001b[31mred\u0000.pdf', 'f1')).toBe('[31mred.pdf');
    expect(formFileNameOf('\u0007', 'f1')).toBe('f1');
  });
});

describe('formFieldOf', () => {
  it('is a required field without other rules unless given', () => {
    expect(formFieldOf('select', 'Genre', { options: ['Pop'] })).toEqual({ key: '', label: 'Genre', kind: 'select', required: true, minLength: null, maxLength: null, pattern: null, options: ['Pop'] });
  });
});
