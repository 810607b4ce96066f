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
    expect(csvRecord(['Rock, Paper', undefined, 'plain'])).toBe('"Rock, Paper",,plain\r\n');
  });

  it('keeps text that starts like a formula from running in a spreadsheet, and leaves signed numbers alone', () => {
    expect(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '=HYPERLINK("x","y")', '-12.50', '+3', -4.25, 'a=b'].map(csvField)).toEqual([
      "'=1+1",
      "'+SUM(A1)",
      "'-2+3",
      "'@cmd",
      "'\tx",
      `"'=HYPERLINK(""x"",""y"")"`,
      '-12.50',
      '+3',
      '-4.25',
      'a=b',
    ]);
  });
});
