import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** What the use cases need of the cipher. */
export interface TokenSealer {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

/**
 * Providers' tokens at rest: AES-256-GCM with a random 96-bit IV each, the key from the configuration
 * (SLIPCASE_STREAMING_TOKEN_KEY). A stored value is `v1.<iv>.<tag>.<ciphertext>` in base64url; one that was altered,
 * or written under another key, does not decrypt.
 */
export class TokenCipher implements TokenSealer {
  private readonly key: Buffer;

  constructor(base64Key: string) {
    this.key = Buffer.from(base64Key, 'base64');
    if (this.key.length !== 32) throw new Error('The token key must be 32 bytes (base64)');
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  decrypt(stored: string): string {
    const [version, iv, tag, data] = stored.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Not an encrypted token');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
