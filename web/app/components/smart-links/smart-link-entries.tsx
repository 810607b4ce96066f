import { Form, useNavigation } from '@remix-run/react';
import type { SmartLinkEntryView } from '@slipcase/services/smart-links/smart-link-view';
import { useTranslation } from 'react-i18next';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';

function EntryButton({ intent, fields, label, variant = 'outline' }: { intent: string; fields: Record<string, string>; label: string; variant?: 'outline' | 'ghost' }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && navigation.formData?.get('key') === fields.key;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant} disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

/** The link's buttons, in the artist's order: each shown or hidden; custom ones may be removed. */
export function SmartLinkEntries({ entries }: { entries: readonly SmartLinkEntryView[] }) {
  const { t } = useTranslation('smartlinks');
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t('editor.noEntries')}</p>;
  return (
    <ul className="divide-y rounded-xl border bg-card" data-testid="smart-link-entries">
      {entries.map((entry) => (
        <li key={entry.key} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-3">
          <div className="min-w-0 sm:flex-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {entry.name}
              {entry.custom ? <Badge variant="secondary">{t('editor.custom')}</Badge> : null}
              {entry.active ? null : <Badge variant="outline">{t('editor.hidden')}</Badge>}
            </p>
            <p className="truncate text-sm text-muted-foreground" title={entry.url}>
              {entry.url}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <EntryButton
              intent="toggle"
              fields={{ key: entry.key, active: entry.active ? 'false' : 'true' }}
              label={entry.active ? t('editor.hide', { name: entry.name }) : t('editor.show', { name: entry.name })}
            />
            {entry.custom ? <EntryButton intent="remove" fields={{ key: entry.key }} label={t('editor.remove', { name: entry.name })} variant="ghost" /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
