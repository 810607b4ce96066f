import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { titleMeta } from '../lib/meta';
import { getSessionUser } from '../server/session.server';

const FEATURES = ['upload', 'review', 'deliver'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ signedIn: (await getSessionUser(request)) !== null });
}

export const meta = titleMeta('pages.home');

export default function LandingPage() {
  const { t } = useTranslation();
  const { signedIn } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-14 py-6">
      <section className="max-w-2xl space-y-5">
        <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">{t('landing.headline')}</h1>
        <p className="text-lg text-muted-foreground">{t('landing.lead')}</p>
        <div className="flex flex-wrap gap-3">
          {signedIn ? (
            <Link to="/dashboard" className={buttonVariants({ size: 'lg' })}>
              {t('landing.toDashboard')}
            </Link>
          ) : (
            <Link to="/auth/login" className={buttonVariants({ size: 'lg' })}>
              {t('landing.signIn')}
            </Link>
          )}
        </div>
      </section>
      <section aria-labelledby="how-it-works" className="space-y-4">
        <h2 id="how-it-works" className="text-xl font-semibold tracking-tight">
          {t('landing.howItWorks')}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {FEATURES.map((feature, index) => (
            <li key={feature}>
              <Card className="h-full">
                <CardHeader>
                  <span className="text-sm font-medium text-muted-foreground">{index + 1}</span>
                  <CardTitle>
                    <h3>{t(`landing.features.${feature}.title`)}</h3>
                  </CardTitle>
                </CardHeader>
                <CardContent className="text-sm text-muted-foreground">
                  {t(`landing.features.${feature}.body`)}
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
