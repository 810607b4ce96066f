import { can, type Plan, type Theme } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';

type Deps = Pick<ServiceDeps, 'prisma'>;

/** Keeps the interface language on the account, so the choice follows the user to other browsers (000 §1). */
export async function saveLanguage({ prisma }: Deps, { userId, language }: { userId: string; language: string }): Promise<void> {
  await prisma.user.update({ where: { id: userId }, data: { language } });
}

/** Saves the theme of a subscriber (000 §4: dark is for subscribers only); false when the plan has no dark mode. */
export async function saveTheme({ prisma }: Deps, { user, theme }: { user: { id: string; plan: Plan }; theme: Theme }): Promise<boolean> {
  if (!can(user.plan, 'dark_mode')) return false;
  await prisma.user.update({ where: { id: user.id }, data: { theme } });
  return true;
}
