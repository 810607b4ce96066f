import { describe, expect, it } from 'vitest';
import { LinePlaces } from './line-places';

describe('LinePlaces', () => {
  it("lists each item's lines in the order read, across blocks of lines", () => {
    const places = new LinePlaces();
    const count = 70_000 * 2 + 3;
    for (let lineNo = 1; lineNo <= count; lineNo++) places.add(lineNo % 3, lineNo < 100_000 ? 1 : 2, lineNo);
    const lines = places.byItem(4);
    expect(Array.from(lines.lineNos(1).subarray(0, 3))).toEqual([1, 4, 7]);
    expect(lines.lineNos(0).length + lines.lineNos(1).length + lines.lineNos(2).length).toBe(count);
    expect(lines.lineNos(2).at(-1)).toBe(count); // 140,003 is 2 modulo 3
    expect(Array.from(lines.parts(0).subarray(-1))).toEqual([2]);
    expect(lines.parts(0)[0]).toBe(1);
    expect(lines.lineNos(3).length).toBe(0);
  });
});
