import { useTranslation } from 'react-i18next';

/** Questions and answers as a <details> list (`marketing:faq.<id>.q` and `.a`), each opening on its own. */
export function Faq({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation('marketing');
  return (
    <div className="divide-y rounded-xl border bg-card">
      {ids.map((id) => (
        <details key={id} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
            {t(`faq.${id}.q`)}
            <span aria-hidden="true" className="text-muted-foreground transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-3 text-sm text-muted-foreground">{t(`faq.${id}.a`)}</p>
        </details>
      ))}
    </div>
  );
}
