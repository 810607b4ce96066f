import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { titleMeta } from '../lib/meta';
import { getSessionUser, isBlocked } from '../server/session.server';
import { supportEmail } from '../server/support.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (!user) throw redirect('/auth/login');
  if (!isBlocked(user)) throw redirect('/dashboard');
  return json({ reason: user.banned ? ('banned' as const) : ('frozen' as const), supportEmail: supportEmail() });
}

export const meta = titleMeta('pages.blocked');

export default function BlockedPage() {
  const { t } = useTranslation();
  const { reason, supportEmail: email } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-md pt-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('blocked.heading')}</h1>
          </CardTitle>
          <CardDescription>{t(`blocked.reason.${reason}`)}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-muted-foreground">{t('blocked.help')}</p>
          <a href={`mailto:${email}`} className={buttonVariants()}>
            {t('blocked.contactSupport')}
          </a>
        </CardContent>
      </Card>
    </div>
  );
}
