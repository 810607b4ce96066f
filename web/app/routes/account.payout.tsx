import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { titleMeta } from '../lib/meta';
import { requireUser } from '../server/session.server';

// A placeholder until payout settings are built, so the royalties page's notice never links to nothing.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export const meta = titleMeta('pages.payoutSettings');

export default function PayoutSettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md pt-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('payoutSettings.heading')}</h1>
          </CardTitle>
          <CardDescription>{t('payoutSettings.body')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Link to="/royalties" className={buttonVariants({ variant: 'outline' })}>
            {t('payoutSettings.back')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
