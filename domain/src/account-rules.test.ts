import { describe, expect, it } from 'vitest';
import { isCode, isEmail, passwordProblem, passwordStrength, usernameProblem } from './account-rules';

describe('passwordProblem', () => {
  it('accepts 8 characters with a number, a letter and a special character', () => {
    expect(passwordProblem('abcd123!')).toBeNull();
  });

  it.each(['abc123!', 'abcdefg!', '12345678!', 'abcd1234'])('refuses %s', (password) => {
    expect(passwordProblem(password)).toBe('password_weak');
  });
});

describe('passwordStrength', () => {
  it('is weak until the rule passes, medium when it does, strong when long with both cases', () => {
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abcd123!')).toBe('medium');
    expect(passwordStrength('Abcd123!efgh')).toBe('strong');
    expect(passwordStrength('abcd123!efgh')).toBe('medium');
  });
});

describe('codes, e-mails and usernames', () => {
  it('takes exactly six digits as a code', () => {
    expect(isCode('123456')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('12345a')).toBe(false);
  });

  it('checks e-mail addresses', () => {
    expect(isEmail('ana@example.com')).toBe(true);
    expect(isEmail('ana@example')).toBe(false);
    expect(isEmail('an a@example.com')).toBe(false);
  });

  it('takes the addresses mail servers take, and refuses what they would bounce (issue 27)', () => {
    for (const good of ['Ana.Lane+splits@example.com', "o'neil@mail.example.co.uk", 'a@xn--mnchen-3ya.de', `${'a'.repeat(64)}@example.test`]) {
      expect(isEmail(good), good).toBe(true);
    }
    for (const bad of [
      'ana\u200b@example.com',
      'ana@exa\u200bmple.com',
      '"<script>alert(1)</script>"@example.com',
      '"ana lane"@example.com',
      `${'a'.repeat(200)}@example.com`,
      `${'a'.repeat(65)}@example.com`,
      'ana..lane@example.com',
      '.ana@example.com',
      'ana@-example.com',
      'ana@example.c0m',
      'ana@@example.com',
      '@example.com',
      'ana@example.com.',
      `ana@${'a'.repeat(250)}.com`,
    ]) {
      expect(isEmail(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('checks usernames', () => {
    expect(usernameProblem('nova_lane')).toBeNull();
    expect(usernameProblem('no')).toBe('too_short');
    expect(usernameProblem('nova lane')).toBe('invalid_characters');
  });
});
