import type { TFunction } from 'i18next';

// The codes and their encoding are the `/v1` contract's; the web's forms carry them too.
import { ERROR_CODES } from '@slipcase/api-contract/error-codes';
export { ERROR_CODES, encodeError } from '@slipcase/api-contract/error-codes';

/** Codes the web forms add to the domain's. */
export const FORM_ERROR_CODES = ['invalid_date'] as const;

export function errorMessage(t: TFunction, encoded: string): string {
  const space = encoded.indexOf(' ');
  if (space === -1) return t(`errors.${encoded}`, { defaultValue: t('errors.server_error') });
  const code = encoded.slice(0, space);
  let params: Record<string, unknown> = {};
  try {
    params = JSON.parse(encoded.slice(space + 1)) as Record<string, unknown>;
  } catch {
    // Not ours: show the code's message without placeholders.
  }
  return t(`errors.${code}`, { ...params, defaultValue: t('errors.server_error') });
}

/** A failure's reason as people read it: an error code of ours becomes its message; a store's own words stay. */
export function readableReason(t: TFunction, reason: string): string {
  const code = reason.split(' ', 1)[0] ?? '';
  return (ERROR_CODES as readonly string[]).includes(code) ? errorMessage(t, reason) : reason;
}
