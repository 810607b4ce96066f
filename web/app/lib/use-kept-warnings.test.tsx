import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptWarnings } from './use-kept-warnings';

describe('useKeptWarnings', () => {
  it('keeps the last warnings when a reload clears the action data, until new ones come', () => {
    const { result, rerender } = renderHook(({ warnings }: { warnings?: string[] }) => useKeptWarnings(warnings), {
      initialProps: {},
    });
    expect(result.current).toEqual([]);
    rerender({ warnings: ['premium_platforms_dropped {"stores":"tidal"}'] });
    expect(result.current).toEqual(['premium_platforms_dropped {"stores":"tidal"}']);
    rerender({});
    expect(result.current).toEqual(['premium_platforms_dropped {"stores":"tidal"}']);
    rerender({ warnings: [] });
    expect(result.current).toEqual(['premium_platforms_dropped {"stores":"tidal"}']);
    rerender({ warnings: ['cover_too_small_for_platforms {"stores":"tiktok"}'] });
    expect(result.current).toEqual(['cover_too_small_for_platforms {"stores":"tiktok"}']);
  });
});
