import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { upgradePath } from '../../lib/paths';
import { SparklesIcon } from '../icons';
import { buttonVariants } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

/** What an account without API access (free, not staff) sees instead of the new-token form. */
export function ApiAccessUpsell() {
  const { t } = useTranslation('account');
  return (
    <Card className="border-primary/20 bg-primary/5" data-testid="api-upgrade">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SparklesIcon />
          <h2>{t('apiTokens.upsell.heading')}</h2>
        </CardTitle>
        <CardDescription>{t('apiTokens.upsell.body')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={upgradePath('api-tokens')} className={buttonVariants()}>
          {t('apiTokens.upsell.upgrade')}
        </Link>
      </CardContent>
    </Card>
  );
}
