import type { SubmissionResult } from '@conform-to/react';
import { useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, useCodeForm } from './code-field';
import { FormErrors } from './form-field';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { ConformForm } from './conform-form';

/** Where the settings post (account.two-factor.tsx). */
export const TWO_FACTOR_SETTINGS_ACTION = '/account/two-factor';

/** What that route answers. */
export type TwoFactorAnswer =
  | { intent: 'start'; setup: { secret: string; qrCode: string } | null }
  | { intent: 'confirm' | 'disable'; done: boolean; result: SubmissionResult<string[]> };

/** A key easier to copy by eye: "ABCD EFGH …" (authenticator apps ignore the spaces). */
function groupsOfFour(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The 6-digit code form that confirms turning two-factor on or off. */
function CodeForm({ intent, submitLabel, onCancel }: { intent: 'confirm' | 'disable'; submitLabel: string; onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const fetcher = useFetcher<TwoFactorAnswer>();
  const lastResult = fetcher.data && 'result' in fetcher.data ? fetcher.data.result : undefined;
  const [form, fields] = useCodeForm(`two-factor-${intent}`, lastResult);
  return (
    <ConformForm form={form} as={fetcher.Form} method="post" action={TWO_FACTOR_SETTINGS_ACTION} className="grid gap-4">
      <input type="hidden" name="intent" value={intent} />
      <CodeField label={t('settings.code')} field={fields.code} className="max-w-40" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={intent === 'disable' ? 'destructive' : 'default'} disabled={fetcher.state !== 'idle'}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('settings.cancel')}
        </Button>
      </div>
    </ConformForm>
  );
}

/**
 * Turning two-factor sign-in on and off, on the account page (which gives it its heading). Turning it on shows a QR code and the key for
 * an authenticator app, and asks for a code from it before it takes effect; turning it off asks for a current code.
 */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('auth');
  const start = useFetcher<TwoFactorAnswer>();
  const [open, setOpen] = useState(false);
  // A right code reloads the page's data: the new state closes the form and is announced.
  const [seen, setSeen] = useState(enabled);
  const [announcement, setAnnouncement] = useState<'turnedOn' | 'turnedOff' | null>(null);
  useEffect(() => {
    if (enabled === seen) return;
    setSeen(enabled);
    setOpen(false);
    setAnnouncement(enabled ? 'turnedOn' : 'turnedOff');
  }, [enabled, seen]);
  const setup = open && !enabled && start.data?.intent === 'start' ? start.data.setup : null;

  function turnOn() {
    setAnnouncement(null);
    setOpen(true);
    start.submit({ intent: 'start' }, { method: 'post', action: TWO_FACTOR_SETTINGS_ACTION });
  }

  function openTurnOff() {
    setAnnouncement(null);
    setOpen(true);
  }

  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-2 text-sm">
        {t('settings.status')}
        <Badge variant={enabled ? 'success' : 'secondary'}>{enabled ? t('settings.on') : t('settings.off')}</Badge>
      </p>
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {announcement ? t(`settings.${announcement}`) : ''}
      </p>

      {!open || (!enabled && !setup) ? (
        <div>
          <Button
            type="button"
            variant={enabled ? 'outline' : 'default'}
            onClick={enabled ? openTurnOff : turnOn}
            disabled={start.state !== 'idle'}
          >
            {enabled ? t('settings.turnOff') : t('settings.turnOn')}
          </Button>
        </div>
      ) : enabled ? (
        <div className="grid gap-4">
          <p className="text-sm">{t('settings.turnOffDescription')}</p>
          <CodeForm intent="disable" submitLabel={t('settings.confirmTurnOff')} onCancel={() => setOpen(false)} />
        </div>
      ) : setup ? (
        <div className="grid gap-4">
          <p className="text-sm">{t('settings.scan')}</p>
          <img src={setup.qrCode} alt={t('settings.qrAlt')} width={220} height={220} className="rounded-md border bg-white" />
          <div className="grid gap-1">
            <p className="text-sm">{t('settings.manualKey')}</p>
            <code data-testid="two-factor-key" className="w-fit break-all rounded-md bg-muted px-2 py-1 font-mono text-sm">
              {groupsOfFour(setup.secret)}
            </code>
          </div>
          <CodeForm intent="confirm" submitLabel={t('settings.confirm')} onCancel={() => setOpen(false)} />
        </div>
      ) : null}
    </div>
  );
}
