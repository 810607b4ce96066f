import { isLanguage } from '../i18n';
import { i18next } from '../i18next.server';
import type { SessionUser } from './session.server';

/** The language a page is rendered in (000 §1): the account's saved choice, else what the request says. */
export async function pageLocale(request: Request, user: Pick<SessionUser, 'language'> | null): Promise<string> {
  return user && isLanguage(user.language) ? user.language : i18next.getLocale(request);
}
