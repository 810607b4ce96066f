import { describe, expect, it } from 'vitest';
import { messageOf } from './message-template';

describe('messageOf', () => {
  it('fills every placeholder as i18next does, spaces inside the braces allowed', () => {
    expect(messageOf('{{count}} of {{ total }} tracks', { count: 2, total: 10 })).toBe('2 of 10 tracks');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(messageOf('Maximum length is {{max}} minutes.', {})).toBe('Maximum length is {{max}} minutes.');
  });
});
