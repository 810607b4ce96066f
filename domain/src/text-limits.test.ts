import { describe, expect, it } from 'vitest';
import { isTextTooLong, LYRICS_MAX_LENGTH, TEXT_MAX_LENGTH, textMaxLength } from './text-limits';

describe('text length limits', () => {
  it('bounds names and titles at 200 characters and lyrics at 20,000', () => {
    expect(textMaxLength('text')).toBe(200);
    expect(textMaxLength('lyrics')).toBe(20_000);
  });

  it('refuses one character over the limit and accepts the limit itself', () => {
    expect(isTextTooLong('text', 'a'.repeat(TEXT_MAX_LENGTH))).toBe(false);
    expect(isTextTooLong('text', 'a'.repeat(TEXT_MAX_LENGTH + 1))).toBe(true);
    expect(isTextTooLong('lyrics', 'a'.repeat(TEXT_MAX_LENGTH + 1))).toBe(false);
    expect(isTextTooLong('lyrics', 'a'.repeat(LYRICS_MAX_LENGTH + 1))).toBe(true);
  });
});
