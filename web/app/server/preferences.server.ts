import { saveLanguage as keepLanguage } from '@slipcase/services/accounts/preferences';
import type { Language } from '../i18n';
import { languageCookie } from '../i18next.server';
import { accountDeps } from './deps.server';
import { getSessionUser } from './session.server';

/**
 * Saves the interface language: the `lng` cookie for this browser and, when signed in, User.language (the saved
 * choice comes first, 000 §1). Returns the Set-Cookie value.
 */
export async function saveLanguage(request: Request, lng: Language): Promise<string> {
  const user = await getSessionUser(request);
  if (user) await keepLanguage(accountDeps(), { userId: user.id, language: lng });
  return languageCookie.serialize(lng);
}
