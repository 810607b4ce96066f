import { z } from 'zod';

/** A list's `limit` in a query string: a whole number from 1 to `max`; anything else is refused with `invalid_input`. */
export function listLimit(max: number) {
  return z.coerce
    .number({ error: 'invalid_input' })
    .int({ error: 'invalid_input' })
    .min(1, { error: 'invalid_input' })
    .max(max, { error: 'invalid_input' });
}
