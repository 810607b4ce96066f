import english from '../locales/en/messages.json';
import { messageOf } from './message-template';

const ERROR_MESSAGES: Readonly<Record<string, string>> = english.errors;

/**
 * The English message of an error code (`errors.<code>`), placeholders filled from `params` as i18next does: what
 * `/v1` answers as a problem's `message` and the CLI prints. Unknown codes read as a server error, as on the web.
 */
export function errorMessage(code: string, params: Readonly<Record<string, string | number>> = {}): string {
  return messageOf(ERROR_MESSAGES[code] ?? english.errors.server_error, params);
}

export { english };
