import type { ChangeLine } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { UpdateChangeLines } from './update-change-lines';

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

/** The stores that get the same message changes, together (most stores get the same lines). */
function byPatch(stores: readonly StoreDiff[]): Array<{ patch: string; stores: StoreDiff[] }> {
  const groups = new Map<string, StoreDiff[]>();
  for (const store of stores) {
    const patch = hunks(store.patch).join('\n');
    groups.set(patch, [...(groups.get(patch) ?? []), store]);
  }
  return [...groups].map(([patch, members]) => ({ patch, stores: members }));
}

/**
 * What an update changes, in words; which stores get it (and which keep what they have, and why); and, for those who
 * want it, the stores' DDEX messages line by line behind a toggle, one per group of stores that get the same lines.
 */
export function UpdateDiff({
  stores,
  notSent = [],
  changes,
  needsReview,
}: {
  stores: readonly StoreDiff[];
  notSent?: ReadonlyArray<{ storeId: string; name: string }>;
  changes: readonly ChangeLine[];
  needsReview: boolean;
}) {
  const { t, i18n } = useTranslation('updates');
  const list = (names: readonly string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
  const invalid = stores.filter((store) => !store.valid);
  return (
    <div className="space-y-4" data-testid="update-diff">
      <UpdateChangeLines changes={changes} />
      <p className="text-sm">{needsReview ? t('diff.reviewed') : t('diff.notReviewed')}</p>
      {stores.length === 0 && notSent.length === 0 ? <p className="text-sm text-muted-foreground">{t('diff.noStores')}</p> : null}
      {stores.length > 0 ? (
        <p className="text-sm" data-testid="sent-to">
          {t('diff.sentTo', { count: stores.length, stores: list(stores.map((store) => store.name)) })}
          {stores.some((store) => store.resend.includes('cover')) ? ` ${t('diff.resendCover')}` : null}
        </p>
      ) : null}
      {invalid.length > 0 ? <p className="text-sm text-destructive">{t('diff.invalid', { stores: list(invalid.map((store) => store.name)) })}</p> : null}
      {notSent.length > 0 ? (
        <ul className="space-y-1 text-sm" data-testid="not-sent">
          {notSent.map((store) => (
            <li key={store.storeId}>{t('diff.notSent', { store: store.name })}</li>
          ))}
        </ul>
      ) : null}
      {byPatch(stores).map((group) => {
        const names = list(group.stores.map((store) => store.name));
        return (
          <details key={group.stores[0]!.storeId} className="rounded-lg border p-3" data-stores={group.stores.map((store) => store.storeId).join(' ')}>
            <summary className="cursor-pointer text-sm text-muted-foreground">{t('diff.message', { stores: names })}</summary>
            {group.patch ? (
              <pre className="mt-2 max-h-96 overflow-auto rounded bg-muted/40 p-2 text-xs" aria-label={t('diff.messageOf', { stores: names })}>
                {group.patch.split('\n').map((line, index) => (
                  <span key={index} className={`block ${lineClass(line)}`}>
                    {line || ' '}
                  </span>
                ))}
              </pre>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">{t('diff.sameMessage')}</p>
            )}
          </details>
        );
      })}
    </div>
  );
}
