import { describe, expect, it } from 'vitest';
import { idempotencyKey } from './idempotency-key';

const release = { release_ref: 'NT-001', artist: 'The Test Tones', title: 'Night Drive' };

describe('idempotencyKey', () => {
  it('is the UPC’s when there is one, whatever the reference, title or spelling of the UPC', () => {
    const key = idempotencyKey({ ...release, upc: '0199990000012' });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(idempotencyKey({ release_ref: 'other', artist: 'Someone', title: 'Renamed', upc: '0 19999-000001 2' })).toBe(key);
    expect(idempotencyKey({ ...release, upc: '0199990000029' })).not.toBe(key);
  });

  it('is the reference’s with the artist and title otherwise, case and spaces aside', () => {
    const key = idempotencyKey(release);
    expect(idempotencyKey({ release_ref: ' NT-001 ', artist: 'the test  tones', title: 'NIGHT DRIVE' })).toBe(key);
    expect(idempotencyKey({ ...release, title: 'Day Drive' })).not.toBe(key);
    expect(idempotencyKey({ ...release, release_ref: 'NT-002' })).not.toBe(key);
    expect(idempotencyKey({ ...release, upc: '0199990000012' })).not.toBe(key);
  });
});
