import { describe, expect, it } from 'vitest';
import { copyCell, copyLines } from './copy-text';

describe('COPY text', () => {
  it('escapes what would end a cell or a row, and spells null, booleans, big numbers and lists as COPY reads them', () => {
    expect(copyCell('Tab\there\nnew\rline \\ back')).toBe('Tab\\there\\nnew\\rline \\\\ back');
    expect(copyCell('\\N')).toBe('\\\\N');
    expect(copyCell(null)).toBe('\\N');
    expect(copyCell(undefined)).toBe('\\N');
    expect(copyCell(false)).toBe('f');
    expect(copyCell(9007199254740993n)).toBe('9007199254740993');
    expect(copyCell(new Int32Array([3, -1]))).toBe('{3,-1}');
    expect(copyCell([])).toBe('{}');
  });

  it('writes each row on its own line, after the cells every row shares', () => {
    expect(copyLines([['a', 1n], ['b\tc', null]], ['tx-1'])).toBe('tx-1\ta\t1\ntx-1\tb\\tc\t\\N\n');
    expect(copyLines([], ['tx-1'])).toBe('');
  });
});
