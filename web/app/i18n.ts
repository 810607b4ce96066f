import { SHARED_MESSAGES } from '@slipcase/api-contract/messages';
import { SCHEDULE_TEXT_VALUES } from '@slipcase/domain';
import type { InitOptions, Resource } from 'i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './lib/languages';

export { FALLBACK_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES, type Language } from './lib/languages';

/**
 * The namespaces, one file each per language (`locales/<lng>/<ns>.json`): `common` for what every page shares
 * (errors, statuses, releases), `auth` for sign-in and sign-up, `account` for the settings, `shell` for the
 * navigation, footer and dashboard, `marketing` for the public pages, `uploads` for the upload widget, `artists` for
 * the artist profiles and the catalogue, `wizard` for the release wizard, `operator` for the staff's statement console,
 * `splits` for the royalty splits page, `updates` for updates of releases the stores have, `blog` for the blog and its staff editor, `smartlinks` for smart links and their public pages, `promotion` for promotion campaigns and their staff queue. Keys of another namespace read `ns:key`.
 * `common` also holds the messages `/v1` and the CLI share (errors, statuses, takedown, delivery steps): those
 * sections are the API contract's (`api-contract/locales/<lng>/messages.json`, decision 023).
 */
export const NAMESPACES = ['common', 'auth', 'signup', 'access', 'account', 'shell', 'marketing', 'uploads', 'artists', 'wizard', 'operator', 'splits', 'updates', 'blog', 'smartlinks', 'promotion'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });

function bundle(lng: Language): Record<Namespace, Tree> {
  const namespaces = Object.fromEntries(NAMESPACES.map((ns) => [ns, files[`./locales/${lng}/${ns}.json`] ?? {}])) as Record<
    Namespace,
    Tree
  >;
  return { ...namespaces, common: { ...SHARED_MESSAGES[lng], ...namespaces.common } };
}

/** Every language is bundled: a few small files, and no request for translations after the page loads. */
export const resources = Object.fromEntries(SUPPORTED_LANGUAGES.map((lng) => [lng, bundle(lng)])) as Record<
  Language,
  Record<Namespace, Tree>
> satisfies Resource;

/**
 * Options shared by the server's per-request instances and the browser's one. Every text may quote the schedules'
 * numbers (`{{standardMaxWeeks}}`, `{{expressMinDays}}`…): they are the domain's, so no text states its own.
 */
export const i18nOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  defaultNS: 'common',
  ns: [...NAMESPACES],
  resources,
  interpolation: { escapeValue: false, defaultVariables: { ...SCHEDULE_TEXT_VALUES } },
  react: { useSuspense: false },
} satisfies InitOptions;
