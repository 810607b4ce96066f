import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { smartLinkCreateSchema } from '@slipcase/api-contract/smart-link-schemas';
import { createSmartLink, listSmartLinks } from '@slipcase/services/smart-links/index';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { NewSmartLinkForm } from '../components/smart-links/new-smart-link-form';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { titleMeta } from '../lib/meta';
import { serviceDeps } from '../server/deps.server';
import { publicBaseUrl } from '../server/public-url.server';
import { readForm } from '../server/read-form.server';
import { requireUser } from '../server/session.server';
import { runSmartLinkForm, smartLinkUrl } from '../server/smart-links.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { links, releases } = await listSmartLinks(await serviceDeps(), { userId: user.id });
  return json({ links: links.map((link) => ({ ...link, url: smartLinkUrl(link.path) })), releases, origin: publicBaseUrl() });
}

/** Makes a smart link (one per published release) and opens its editor; a refusal shows beside its field. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const deps = await serviceDeps();
  const { reply, result, status } = await runSmartLinkForm(await readForm(request, smartLinkCreateSchema), (value) => createSmartLink(deps, { userId: user.id, ...value }));
  if (result) return redirect(`/tools/smartlinks/${result.id}`);
  return json({ reply }, { status });
}

export const meta = titleMeta('smartlinks:pages.list');

export default function SmartLinksPage() {
  const { t } = useTranslation('smartlinks');
  const { links, releases, origin } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('pages.list')}</h1>
        <p className="text-muted-foreground">{t('list.lead')}</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('create.heading')}</h2>
          </CardTitle>
          <CardDescription>{t('create.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {releases.length > 0 ? (
            <NewSmartLinkForm releases={releases} origin={origin} lastResult={result?.reply} />
          ) : (
            <EmptyState
              title={t('create.noRelease.title')}
              body={t('create.noRelease.body')}
              action={
                <Link to="/distributions" className={buttonVariants({ variant: 'outline' })}>
                  {t('create.noRelease.action')}
                </Link>
              }
            />
          )}
        </CardContent>
      </Card>
      <section aria-labelledby="smart-links-heading" className="space-y-3">
        <h2 id="smart-links-heading" className="text-lg font-semibold">
          {t('list.heading')}
        </h2>
        {links.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('list.empty')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="smart-link-list">
            {links.map((link) => (
              <li key={link.id} className="rounded-xl border bg-card p-4">
                <Link to={`/tools/smartlinks/${link.id}`} className="font-medium underline-offset-4 hover:underline">
                  {link.title}
                </Link>
                <p className="text-sm text-muted-foreground">{link.artist}</p>
                <p className="mt-2 break-all text-sm">{link.url}</p>
                <p className="mt-1 text-xs text-muted-foreground">{t('list.buttons', { count: link.buttons })}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
