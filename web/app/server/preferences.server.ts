import { getPrisma } from '@slipcase/db';
import { can, type Theme } from '@slipcase/domain';
import type { Language } from '../i18n';
import { languageCookie } from '../i18next.server';
import { getSessionUser, type SessionUser } from './session.server';

/**
 * Saves the interface language: the `lng` cookie for this browser and, when signed in, User.language, so the
 * choice follows the user to other browsers (000 §1: the saved choice comes first). Returns the Set-Cookie value.
 */
export async function saveLanguage(request: Request, lng: Language): Promise<string> {
  const user = await getSessionUser(request);
  if (user) await getPrisma().user.update({ where: { id: user.id }, data: { language: lng } });
  return languageCookie.serialize(lng);
}

/** Saves the theme of a subscriber (000 §4: dark is for subscribers only); false when the plan has no dark mode. */
export async function saveTheme(user: SessionUser, theme: Theme): Promise<boolean> {
  if (!can(user.plan, 'dark_mode')) return false;
  await getPrisma().user.update({ where: { id: user.id }, data: { theme } });
  return true;
}
