import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { titleMeta } from '../lib/meta';
import { blockedReason } from '@slipcase/services/admin/blocking';
import { isBlocked } from '@slipcase/domain';
import { accountDeps } from '../server/deps.server';
import { getSessionUser } from '../server/session.server';
import { supportEmail } from '../server/support.server';

/** 000 §4: a frozen or banned account sees only this page (the root sends it here from everywhere else). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (!user) throw redirect('/auth/login');
  if (!isBlocked(user)) throw redirect('/dashboard');
  return json({
    kind: user.banned ? ('banned' as const) : ('frozen' as const),
    reason: await blockedReason(accountDeps(), user.id),
    username: user.username,
    supportEmail: supportEmail(),
    impersonating: user.impersonatorId !== null,
  });
}

export const meta = titleMeta('access:pages.blocked');

export default function BlockedPage() {
  const { t } = useTranslation('access');
  const { kind, reason, username, supportEmail: email, impersonating } = useLoaderData<typeof loader>();
  const mailto = `mailto:${email}?${new URLSearchParams({ subject: t('blocked.mailSubject', { username }) }).toString().replace(/\+/g, '%20')}`;
  return (
    <div className="mx-auto max-w-md pt-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t(`blocked.heading.${kind}`)}</h1>
          </CardTitle>
          <CardDescription>{t('blocked.lead')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <section aria-labelledby="blocked-reason" className="grid gap-1 rounded-lg border bg-muted/40 px-4 py-3">
            <h2 id="blocked-reason" className="text-sm font-medium">
              {t('blocked.reasonLabel')}
            </h2>
            <p className="text-sm whitespace-pre-line" data-testid="blocked-reason">
              {reason ?? t(`blocked.fallbackReason.${kind}`)}
            </p>
          </section>
          <p className="text-sm text-muted-foreground">{t('blocked.help', { email })}</p>
          <div className="flex flex-wrap gap-2">
            <a href={mailto} className={buttonVariants()}>
              {t('blocked.contactSupport')}
            </a>
            {impersonating ? (
              <Form method="post" action="/admin/back">
                <Button type="submit" variant="outline">
                  {t('blocked.backToAdmin')}
                </Button>
              </Form>
            ) : (
              <Form method="post" action="/auth/logout">
                <Button type="submit" variant="outline">
                  {t('blocked.signOut')}
                </Button>
              </Form>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
