import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

/** How a token is used: as a bearer token on /v1, and to sign the CLI in (decision 018). */
export function TokenUsage({ origin }: { origin: string }) {
  const { t } = useTranslation('account');
  return (
    <Card data-testid="token-usage">
      <CardHeader>
        <CardTitle>
          <h2>{t('apiTokens.usage.heading')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>{t('apiTokens.usage.api')}</p>
        <Command>{`curl -H "Authorization: Bearer <token>" ${origin}/v1/releases`}</Command>
        <p>{t('apiTokens.usage.cli')}</p>
        <Command>{`slipcase login --url ${origin} --token <token>`}</Command>
      </CardContent>
    </Card>
  );
}

function Command({ children }: { children: string }) {
  return (
    <pre className="rounded-md bg-muted px-3 py-2 font-mono text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
      <code>{children}</code>
    </pre>
  );
}
