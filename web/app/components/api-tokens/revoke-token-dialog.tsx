import { useTranslation } from 'react-i18next';
import { ConfirmDialog, ConfirmDialogFooter, useDialogFetcher } from '../confirm-dialog';
import { Button } from '../ui/button';
import { REVOKE_TOKEN } from './intents';
import { tokenHint } from './token-hint';

/** "Revoke" for one token, asked first in a dialog; closes once revoked (the list then shows it Revoked). */
export function RevokeTokenDialog({ token }: { token: { id: string; name: string; hint: string } }) {
  const { t } = useTranslation('account');
  const { open, onOpenChange, fetcher, busy } = useDialogFetcher<{ revoked?: boolean }>(`revoke-${token.id}`, (data) => Boolean(data.revoked));
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" size="sm" aria-label={t('apiTokens.revoke.label', { name: token.name })}>
          {t('apiTokens.revoke.open')}
        </Button>
      }
      title={t('apiTokens.revoke.title', { name: token.name })}
      description={t('apiTokens.revoke.description', { hint: tokenHint(token.hint) })}
    >
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={REVOKE_TOKEN} />
        <input type="hidden" name="tokenId" value={token.id} />
        <ConfirmDialogFooter
          cancelLabel={t('apiTokens.revoke.cancel')}
          submitLabel={busy ? t('apiTokens.revoke.pending') : t('apiTokens.revoke.confirm')}
          busy={busy}
        />
      </fetcher.Form>
    </ConfirmDialog>
  );
}
