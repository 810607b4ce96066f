import { describe, expect, it } from 'vitest';
import { pageOf } from './page-of';

describe('pageOf', () => {
  it('pages the list and clamps pages that do not exist', () => {
    expect(pageOf(1, 20, 9)).toEqual({ page: 1, pages: 3, skip: 0, previous: null, next: 2 });
    expect(pageOf(3, 20, 9)).toEqual({ page: 3, pages: 3, skip: 18, previous: 2, next: null });
    expect(pageOf(99, 20, 9).page).toBe(3);
    expect(pageOf(-4, 20, 9).page).toBe(1);
    expect(pageOf(Number.NaN, 20, 9).page).toBe(1);
    expect(pageOf(1, 0, 9)).toEqual({ page: 1, pages: 1, skip: 0, previous: null, next: null });
    expect(pageOf(2, 5, 0)).toMatchObject({ page: 2, pages: 5 });
  });
});
