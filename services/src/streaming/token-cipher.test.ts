import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TokenCipher } from './token-cipher';

const key = randomBytes(32).toString('base64');

describe('token cipher', () => {
  it('gives back what it encrypted, never the same ciphertext twice, and no plain text', () => {
    const cipher = new TokenCipher(key);
    const a = cipher.encrypt('BQD-secret-token');
    const b = cipher.encrypt('BQD-secret-token');
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret');
    expect(cipher.decrypt(a)).toBe('BQD-secret-token');
  });

  it('refuses an altered value and one written under another key', () => {
    const cipher = new TokenCipher(key);
    const stored = cipher.encrypt('token');
    const [v, iv, tag, data] = stored.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => cipher.decrypt([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => new TokenCipher(randomBytes(32).toString('base64')).decrypt(stored)).toThrow();
    expect(() => cipher.decrypt('plain-token')).toThrow('Not an encrypted token');
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => new TokenCipher(randomBytes(16).toString('base64'))).toThrow('32 bytes');
  });
});
