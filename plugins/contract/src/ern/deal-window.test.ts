import { describe, expect, it } from 'vitest';
import { dealWindow } from './deal-window';

describe('dealWindow', () => {
  it('opens new releases and updates on the release date, with no end', () => {
    expect(dealWindow('2026-03-06', { kind: 'new', createdAt: '2026-01-15T10:00:00Z' })).toEqual({ start: '2026-03-06' });
    expect(dealWindow('2026-03-06', { kind: 'update', createdAt: '2026-04-01T10:00:00Z' })).toEqual({ start: '2026-03-06' });
  });

  it('ends a takedown\'s deals the day before the delivery, so they have ended when read', () => {
    expect(dealWindow('2026-03-06', { kind: 'takedown', createdAt: '2026-06-01T00:30:00Z' })).toEqual({
      start: '2026-03-06',
      end: '2026-05-31',
    });
  });

  it('never lets a takedown\'s deal end before it starts', () => {
    expect(dealWindow('2026-03-06', { kind: 'takedown', createdAt: '2026-01-15T10:00:00Z' })).toEqual({
      start: '2026-01-14',
      end: '2026-01-14',
    });
  });
});
