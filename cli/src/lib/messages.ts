import english from '@slipcase/web/app/locales/en/common.json';

const ERROR_MESSAGES: Record<string, string> = english.errors;

/**
 * The web app's English message for an error code (`errors.<code>` of its locale), placeholders filled from
 * `params` as i18next does. Unknown codes read as a server error, as on the web.
 */
export function errorMessage(code: string, params: Record<string, string | number> = {}): string {
  const template = ERROR_MESSAGES[code] ?? english.errors.server_error;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => String(params[name] ?? placeholder));
}
