import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { customLinkSchema } from '@slipcase/api-contract/smart-link-schemas';
import { can } from '@slipcase/domain';
import { addCustomLink, ownedSmartLink, refreshSmartLink, removeCustomLink, setSmartLinkEntryActive, smartLinkAnalytics } from '@slipcase/services/smart-links/index';
import { useTranslation } from 'react-i18next';
import { IntentButton } from '../components/intent-button';
import { CustomLinkForm } from '../components/smart-links/custom-link-form';
import { SmartLinkAnalyticsView } from '../components/smart-links/smart-link-analytics';
import { SmartLinkEntries } from '../components/smart-links/smart-link-entries';
import { UpgradePrompt } from '../components/upgrade-prompt';
import { buttonVariants } from '../components/ui/button';
import { cn } from '../lib/utils';
import { errorTitle, titleWith } from '../lib/meta';
import { removeEntrySchema, SMART_LINK_INTENTS, toggleEntrySchema } from '../lib/smart-link-forms';
import { serviceDeps } from '../server/deps.server';
import { formOf, readForm, readFormValue, readIntent } from '../server/read-form.server';
import { requireUser } from '../server/session.server';
import { runSmartLinkForm, smartLinkUrl } from '../server/smart-links.server';
import { notFoundAs404 } from '../server/not-found.server';

const TABS = ['editor', 'analytics'] as const;

/** The caller's smart link; another account's, or none, is a 404. */
async function ownedOr404(userId: string, smartLinkId: string) {
  return ownedSmartLink((await serviceDeps()).prisma, { userId, smartLinkId }).catch(notFoundAs404);
}

/** `?tab=analytics` shows the analytics tab: PRO only, which the service checks again whatever asks. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const link = await ownedOr404(user.id, params.id ?? '');
  const tab = new URL(request.url).searchParams.get('tab') === 'analytics' ? 'analytics' : 'editor';
  const allowed = can(user.plan, 'smartlink_analytics');
  const analytics = tab === 'analytics' && allowed ? await smartLinkAnalytics(await serviceDeps(), { userId: user.id, smartLinkId: link.id }) : null;
  return json({ link: { ...link, url: smartLinkUrl(link.path) }, tab, analyticsAllowed: allowed, analytics });
}

/** Posts `intent`: toggle (key, active), add (a custom link's form), remove (key) or refresh. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const link = await ownedOr404(user.id, params.id ?? '');
  const owned = { userId: user.id, smartLinkId: link.id };
  const deps = await serviceDeps();
  const form = await formOf(request);
  const intent = await readIntent(form, SMART_LINK_INTENTS);
  if (intent === 'add') {
    const { reply, status } = await runSmartLinkForm(await readForm(form, customLinkSchema), (value) => addCustomLink(deps, { ...owned, ...value }));
    return json({ intent, reply }, { status });
  }
  if (intent === 'toggle') {
    const { key, active } = await readFormValue(form, toggleEntrySchema);
    await setSmartLinkEntryActive(deps, { ...owned, key, active: active === 'true' }).catch(notFoundAs404);
  } else if (intent === 'remove') {
    await removeCustomLink(deps, { ...owned, ...(await readFormValue(form, removeEntrySchema)) }).catch(notFoundAs404);
  } else {
    await refreshSmartLink(deps, owned);
  }
  return json({ intent, reply: null });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => (error || !data ? errorTitle(matches, error) : titleWith(data.link.release.title));

export default function SmartLinkPage() {
  const { t } = useTranslation('smartlinks');
  const { link, tab, analyticsAllowed, analytics } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <Link to="/tools/smartlinks" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
          {t('editor.back')}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">{link.release.title}</h1>
        <p className="text-muted-foreground">{link.release.artist}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t('editor.address')}</span>
          <a href={link.path} className="break-all font-medium text-primary underline-offset-4 hover:underline" data-testid="smart-link-url">
            {link.url}
          </a>
        </p>
      </header>
      <nav aria-label={t('editor.tabs')} className="flex gap-1 border-b">
        {TABS.map((each) => (
          <Link
            key={each}
            to={each === 'editor' ? '?' : '?tab=analytics'}
            aria-current={tab === each ? 'page' : undefined}
            className={cn('-mb-px border-b-2 px-3 py-2 text-sm font-medium', tab === each ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground')}
          >
            {t(`tabs.${each}`)}
          </Link>
        ))}
      </nav>
      {tab === 'editor' ? (
        <div className="space-y-6">
          <section className="space-y-3" aria-labelledby="entries-heading">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="entries-heading" className="text-lg font-semibold">
                {t('editor.entries')}
              </h2>
              <IntentButton intent="refresh" pendingLabel={t('editor.refreshing')} variant="outline" size="sm">
                {t('editor.refresh')}
              </IntentButton>
            </div>
            <p className="text-sm text-muted-foreground">{t('editor.entriesHint')}</p>
            <SmartLinkEntries entries={link.entries} />
            {result?.intent === 'refresh' ? (
              <p role="status" className="text-sm text-muted-foreground">
                {t('editor.refreshed')}
              </p>
            ) : null}
          </section>
          <section className="space-y-3 rounded-xl border bg-card p-4" aria-labelledby="custom-heading">
            <h2 id="custom-heading" className="text-lg font-semibold">
              {t('editor.customHeading')}
            </h2>
            <CustomLinkForm lastResult={result?.intent === 'add' ? (result.reply ?? undefined) : undefined} />
          </section>
        </div>
      ) : analytics ? (
        <SmartLinkAnalyticsView analytics={analytics} />
      ) : analyticsAllowed ? null : (
        <div className="space-y-4">
          <p className="text-muted-foreground">{t('analytics.proOnly')}</p>
          <UpgradePrompt from={`/tools/smartlinks/${link.id}?tab=analytics`} />
        </div>
      )}
      <p>
        <a href={link.path} className={buttonVariants({ variant: 'outline' })}>
          {t('editor.open')}
        </a>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
