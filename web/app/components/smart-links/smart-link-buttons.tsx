import { useTranslation } from 'react-i18next';

/** The public page's buttons, each through `/s/{slug}/go/{key}`, where the click is counted. */
export function SmartLinkButtons({ slug, buttons }: { slug: string; buttons: readonly { key: string; name: string }[] }) {
  const { t } = useTranslation('smartlinks');
  if (buttons.length === 0) return <p className="text-sm text-muted-foreground">{t('public.none')}</p>;
  return (
    <ul className="grid w-full gap-2" aria-label={t('public.listen')}>
      {buttons.map((button) => (
        <li key={button.key}>
          <a
            href={`/s/${slug}/go/${button.key}`}
            rel="nofollow noopener"
            className="flex min-h-12 items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3 text-left font-medium shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="min-w-0 break-words">{button.name}</span>
            <span className="shrink-0 text-sm text-muted-foreground">{t('public.open')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
