import { describe, expect, it } from 'vitest';
import { firstFreeUsername, usernameBase } from './usernames';

describe('usernameBase', () => {
  it('keeps what usernames allow of the local part, lower-cased and without accents', () => {
    expect(usernameBase('Nova.Star@example.test')).toBe('nova.star');
    expect(usernameBase('josé+music@example.test')).toBe('josemusic');
    expect(usernameBase('_x-ray_@example.test')).toBe('x-ray');
  });

  it('is at most 24 characters, leaving room for a number', () => {
    expect(usernameBase(`${'a'.repeat(40)}@example.test`)).toHaveLength(24);
  });

  it('starts from "user" when too little is left', () => {
    expect(usernameBase('ab@example.test')).toBe('userab');
    expect(usernameBase('李@example.test')).toBe('user');
  });
});

describe('firstFreeUsername', () => {
  it('takes the base when free, else the first free number after it, ignoring case', () => {
    expect(firstFreeUsername('nova', [])).toBe('nova');
    expect(firstFreeUsername('nova', ['NOVA', 'nova2', 'novastar'])).toBe('nova3');
  });
});
