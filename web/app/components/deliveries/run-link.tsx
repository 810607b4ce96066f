import { useTranslation } from 'react-i18next';

/** The workflow's run in the Temporal Web UI, in a new tab; nothing when no UI is known. */
export function RunLink({ url }: { url: string | null }) {
  const { t } = useTranslation('operator');
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block text-xs underline underline-offset-4">
      {t('deliveries.openRun')}
    </a>
  );
}
