import { messageOf } from '@slipcase/web/app/lib/message-template';
import english from '@slipcase/web/app/locales/en/common.json';

const ERROR_MESSAGES: Record<string, string> = english.errors;

/**
 * The web app's English message for an error code (`errors.<code>` of its locale), placeholders filled from
 * `params` as i18next does. Unknown codes read as a server error, as on the web.
 */
export function errorMessage(code: string, params: Record<string, string | number> = {}): string {
  return messageOf(ERROR_MESSAGES[code] ?? english.errors.server_error, params);
}
