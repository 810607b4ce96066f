/** The signed-in navigation bar (000 §2): Dashboard, Releases, Analytics, Tools, Artists catalogue. */
export const MAIN_NAV = [
  { to: '/dashboard', label: 'nav.dashboard' },
  { to: '/distributions', label: 'nav.releases' },
  { to: '/analytics', label: 'nav.analytics' },
  { to: '/tools', label: 'nav.tools' },
  { to: '/artists-catalog', label: 'nav.catalog' },
] as const;

/** The account menu's links (000 §2): Royalties, Artists, Form submissions, Settings; Sign out is a form. */
export const ACCOUNT_LINKS = [
  { to: '/royalties', label: 'account.royalties' },
  { to: '/artists', label: 'account.artists' },
  { to: '/form-submissions', label: 'account.formSubmissions' },
  { to: '/account', label: 'account.settings' },
] as const;

/** The staff's pages in the account menu (operators and admins). */
export const STAFF_LINKS = [
  { to: '/operator/reviews', label: 'account.reviews' },
  { to: '/operator/statements', label: 'account.statements' },
  { to: '/operator/deliveries', label: 'account.deliveries' },
  { to: '/operator/blog', label: 'account.blog' },
  { to: '/operator/promotions', label: 'account.promotions' },
] as const;
