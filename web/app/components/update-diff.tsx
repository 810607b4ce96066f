import { useTranslation } from 'react-i18next';

export interface StoreDiff {
  storeId: string;
  name: string;
  patch: string;
  resend: string[];
  valid: boolean;
}

const lineClass = (line: string) =>
  line.startsWith('+') && !line.startsWith('+++')
    ? 'bg-success/10 text-success'
    : line.startsWith('-') && !line.startsWith('---')
      ? 'bg-destructive/10 text-destructive'
      : line.startsWith('@@')
        ? 'text-muted-foreground'
        : '';

/** The patch's lines from its first hunk on (its file header says nothing to a reader). */
const hunks = (patch: string) => {
  const lines = patch.split('\n');
  return lines.slice(Math.max(0, lines.findIndex((line) => line.startsWith('@@'))));
};

/**
 * Each store's message as it has it and as the update sends it, line by line; what else is sent again; and the
 * stores that take no updates, which keep what they have.
 */
export function UpdateDiff({
  stores,
  notSent = [],
  fields,
  needsReview,
}: {
  stores: readonly StoreDiff[];
  notSent?: ReadonlyArray<{ storeId: string; name: string }>;
  fields: readonly string[];
  needsReview: boolean;
}) {
  const { t } = useTranslation('updates');
  return (
    <div className="space-y-4" data-testid="update-diff">
      <p className="text-sm">
        {t('diff.changes', { fields: fields.map((field) => t(`fields.${field}`)).join(', ') })}{' '}
        {needsReview ? t('diff.reviewed') : t('diff.notReviewed')}
      </p>
      {stores.length === 0 && notSent.length === 0 ? <p className="text-sm text-muted-foreground">{t('diff.noStores')}</p> : null}
      {notSent.length > 0 ? (
        <ul className="space-y-1 text-sm" data-testid="not-sent">
          {notSent.map((store) => (
            <li key={store.storeId}>{t('diff.notSent', { store: store.name })}</li>
          ))}
        </ul>
      ) : null}
      {stores.map((store) => (
        <section key={store.storeId} className="space-y-2 rounded-lg border p-3" data-store={store.storeId}>
          <h3 className="font-medium">{store.name}</h3>
          {store.resend.includes('cover') ? <p className="text-sm">{t('diff.resendCover')}</p> : null}
          {!store.valid ? <p className="text-sm text-destructive">{t('diff.invalid')}</p> : null}
          {store.patch ? (
            <details open>
              <summary className="cursor-pointer text-sm text-muted-foreground">{t('diff.message')}</summary>
              <pre className="mt-2 max-h-96 overflow-auto rounded bg-muted/40 p-2 text-xs" aria-label={t('diff.messageOf', { store: store.name })}>
                {hunks(store.patch).map((line, index) => (
                    <span key={index} className={`block ${lineClass(line)}`}>
                      {line || ' '}
                    </span>
                  ))}
              </pre>
            </details>
          ) : (
            <p className="text-sm text-muted-foreground">{t('diff.sameMessage')}</p>
          )}
        </section>
      ))}
    </div>
  );
}
