import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../lib/use-copy';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { controlClassName } from '../ui/input';
import { Label } from '../ui/label';

/**
 * The token just made, shown this once with a Copy button. It takes the focus as it appears (selected, so that
 * Ctrl+C works too), since the form that made it was reset below it.
 */
export function CreatedToken({ name, token }: { name: string; token: string }) {
  const { t } = useTranslation('account');
  const field = useRef<HTMLInputElement>(null);
  const { state: copy, setState: setCopy, copy: copyValue } = useCopy(field);

  useEffect(() => {
    setCopy('idle');
    field.current?.focus();
    field.current?.select();
  }, [token]);

  return (
    <Card className="border-success/40" data-testid="created-token">
      <CardHeader>
        <CardTitle>
          <h2>{t('apiTokens.created.heading')}</h2>
        </CardTitle>
        <CardDescription id="created-token-warning">{t('apiTokens.created.warning', { name })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Label htmlFor="created-token-value">{t('apiTokens.created.label')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          {/* A plain input: the ui Input does not forward refs (React 18). */}
          <input
            ref={field}
            id="created-token-value"
            value={token}
            readOnly
            spellCheck={false}
            aria-describedby="created-token-warning"
            className={cn(controlClassName, 'h-9 font-mono')}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" variant="outline" onClick={() => copyValue(token)}>
            {t('apiTokens.created.copy')}
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {copy === 'idle' ? null : t(copy === 'copied' ? 'apiTokens.created.copied' : 'apiTokens.created.copyFailed')}
        </p>
      </CardContent>
    </Card>
  );
}
