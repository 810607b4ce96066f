import type { ErrorCode } from '@slipcase/domain';
import type { TFunction } from 'i18next';
import { ERROR_CODES, errorMessage } from './error-messages';

const CODES: ReadonlySet<string> = new Set<ErrorCode>(ERROR_CODES);

/**
 * A store feed's problem as the reader reads it: an encoded error code in their language; anything else (what the
 * DDEX schema rejects, in libxml2's words, or a store profile's fault) as it was said.
 */
export function storeFeedProblemText(t: TFunction, message: string): string {
  const code = message.split(' ', 1)[0] ?? '';
  return CODES.has(code) ? errorMessage(t, message) : message;
}
