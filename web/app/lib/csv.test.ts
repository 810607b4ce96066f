import { describe, expect, it } from 'vitest';
import { csvField, csvRecord } from './csv';

describe('csv', () => {
  it('quotes only what needs it, doubling quotes, and ends a record with CRLF', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', '', null, 12.5].map(csvField)).toEqual([
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
      '"cr\r"',
      '',
      '',
      '12.5',
    ]);
    expect(csvRecord(['Rock, Paper', undefined, '=1+1'])).toBe('"Rock, Paper",,=1+1\r\n');
  });
});
