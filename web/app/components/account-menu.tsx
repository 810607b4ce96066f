import { canImpersonate, isStaff, type Plan, type Role } from '@slipcase/domain';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_LINKS, STAFF_LINKS } from '../lib/navigation';
import { DisclosureMenu, menuItemClass } from './disclosure-menu';
import { ChevronDownIcon } from './icons';

/** What the header knows of the signed-in user (the root loader's `user`). */
export interface HeaderUser {
  name: string;
  username: string;
  role: Role;
  plan: Plan;
  blocked: boolean;
  /** An admin is acting as this user: the menu offers "Back to Admin". */
  impersonating: boolean;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase());
  return letters.join('') || '?';
}

/**
 * The account menu (000 §2): Royalties, Artists, Form submissions, Settings, Sign out, "Back to Admin" during an
 * impersonation; staff also find the review queue here, and admins the user list.
 */
export function AccountMenu({ user }: { user: HeaderUser }) {
  const { t } = useTranslation('shell');
  return (
    <DisclosureMenu
      summaryClassName="h-8 px-1 text-sm font-medium hover:bg-accent sm:pr-1.5"
      panelClassName="w-60"
      summary={
        <>
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
          >
            {initials(user.name)}
          </span>
          <span className="sr-only">
            {user.name}, {t('account.menu')}
          </span>
          <ChevronDownIcon className="hidden size-3.5 text-muted-foreground sm:block" />
        </>
      }
    >
      <div className="border-b px-3 pt-2 pb-2.5">
        <p className="truncate text-sm font-medium">{user.name}</p>
        <p className="truncate text-xs text-muted-foreground">
          @{user.username} · {t(`plans.${user.plan}`)}
        </p>
      </div>
      <ul className="py-1">
        {[...ACCOUNT_LINKS, ...(isStaff(user.role) ? STAFF_LINKS : [])].map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={menuItemClass}>
              {t(link.label)}
            </Link>
          </li>
        ))}
        {canImpersonate(user.role) ? (
          <li>
            <Link to="/admin/users" className={menuItemClass}>
              {t('account.adminUsers')}
            </Link>
          </li>
        ) : null}
      </ul>
      <div className="border-t pt-1">
        {user.impersonating ? (
          <Form method="post" action="/admin/back">
            <button type="submit" className={menuItemClass}>
              {t('account.backToAdmin')}
            </button>
          </Form>
        ) : null}
        <Form method="post" action="/auth/logout">
          <button type="submit" className={menuItemClass}>
            {t('account.signOut')}
          </button>
        </Form>
      </div>
    </DisclosureMenu>
  );
}
