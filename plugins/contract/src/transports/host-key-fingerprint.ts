import { createHash } from 'node:crypto';

/** A host key's SHA-256 fingerprint as OpenSSH prints it (`ssh-keygen -lf key.pub -E sha256`): `SHA256:<base64>`. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

/** Accepts a fingerprint with or without its `SHA256:` label and base64 padding; returns it as OpenSSH prints it. */
export function normalizeFingerprint(fingerprint: string): string {
  const bare = fingerprint.trim().replace(/^SHA256:/i, '').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]{43}$/.test(bare)) {
    throw new RangeError(`Not a SHA-256 host key fingerprint (SHA256:<43 base64 characters>): ${JSON.stringify(fingerprint)}`);
  }
  return `SHA256:${bare}`;
}
