import type { SerializeFrom } from '@remix-run/node';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import type { ApiTokenSettings, ApiTokenStatus } from '../../server/account/api-tokens.server';
import { EmptyState } from '../empty-state';
import { Badge, type BadgeVariant } from '../ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { RevokeTokenDialog } from './revoke-token-dialog';
import { tokenHint } from './token-hint';

type Token = SerializeFrom<ApiTokenSettings>['tokens'][number];

const STATUS_VARIANT: Record<ApiTokenStatus, BadgeVariant> = { active: 'success', expired: 'warning', revoked: 'secondary' };

/** The account's tokens, newest first (as loaded), or an empty state. On the free plan, why they do not work. */
export function TokenList({ tokens, freePlan }: { tokens: Token[]; freePlan: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('apiTokens.list.heading')}</h2>
        </CardTitle>
        <CardDescription>{t(freePlan ? 'apiTokens.list.freePlan' : 'apiTokens.list.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {tokens.length === 0 ? (
          <EmptyState title={t('apiTokens.list.emptyTitle')} body={t('apiTokens.list.emptyBody')} />
        ) : (
          <ul className="divide-y rounded-lg border" data-testid="api-tokens">
            {tokens.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function TokenRow({ token }: { token: Token }) {
  const { t, i18n } = useTranslation('account');
  const heading = useRef<HTMLHeadingElement>(null);
  const previousStatus = useRef(token.status);
  const date = (value: string) => formatDate(i18n.language, value);

  useEffect(() => {
    // Revoking removes the Revoke button along with its dialog, which had the focus: keep the keyboard on this row.
    if (previousStatus.current === 'active' && token.status === 'revoked') heading.current?.focus();
    previousStatus.current = token.status;
  }, [token.status]);

  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-start" data-testid="api-token" data-status={token.status}>
      <div className="min-w-0 space-y-1">
        <h3 ref={heading} tabIndex={-1} className="flex flex-wrap items-center gap-2 font-medium outline-none">
          <span className="break-all">{token.name}</span>
          <Badge variant={STATUS_VARIANT[token.status]}>{t(`apiTokens.status.${token.status}`)}</Badge>
        </h3>
        <p className="font-mono text-xs text-muted-foreground">{tokenHint(token.hint)}</p>
      </div>
      {token.status === 'active' ? (
        <div>
          <RevokeTokenDialog token={token} />
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:col-span-2 sm:grid-cols-4">
        <Detail term={t('apiTokens.list.scopes')}>
          {token.scopes.map((scope) => t(`apiTokens.scopes.${scope}`, { defaultValue: scope })).join(', ')}
        </Detail>
        <Detail term={t('apiTokens.list.created')}>{date(token.createdAt)}</Detail>
        <Detail term={t('apiTokens.list.lastUsed')}>{token.lastUsedAt ? date(token.lastUsedAt) : t('apiTokens.list.neverUsed')}</Detail>
        <Detail term={t('apiTokens.list.expires')}>{token.expiresAt ? date(token.expiresAt) : t('apiTokens.list.noExpiry')}</Detail>
      </dl>
    </li>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
