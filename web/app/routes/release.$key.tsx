import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { isStreamingProvider, STREAMING_PROVIDERS } from '@slipcase/domain';
import { beginProviderConnection, cancelPresave, presavePage, presavePagePath } from '@slipcase/services';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PresaveCard } from '../components/presave/presave-card';
import { ShareLink } from '../components/presave/share-link';
import { Alert } from '../components/ui/alert';
import { Button, buttonVariants } from '../components/ui/button';
import { BARE_PAGE } from '../lib/chrome';
import { errorMessage } from '../lib/error-messages';
import { formatDate } from '../lib/format';
import { callbackUrl, clearFanToken, fanToken, refusal, streamingDeps } from '../server/presave/streaming.server';
import { publicBaseUrl } from '../server/public-url.server';
import { formOf, readFormValue, readIntent } from '../server/read-form.server';

const STEPS = ['campaign', 'save', 'share'] as const;
type FanState = 'campaign' | 'save' | 'share' | 'thanks' | 'cancelled' | 'out';

/**
 * The public pre-save page (001 §2: no header). Its data comes from one call (`presavePage`, plain data the shared
 * render cache can keep); the fan's own state is in the query (`?step=save|share`, `?thanks=<provider>` after the
 * connection, `?cancelled=1`) and, for the thank-you and cancel, the fan's cookie.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = await presavePage(streamingDeps(), { key: params.key ?? '' });
  if (!page) return json({ page: null, state: 'not_found' as const, thanks: null, path: null, url: null, canCancel: false }, { status: 404 });
  const query = new URL(request.url).searchParams;
  const thanks = query.get('thanks');
  const step = query.get('step');
  const canCancel = (await fanToken(request, page.key)) !== null;
  let state: FanState = STEPS.find((s) => s === step) ?? 'campaign';
  if (query.get('cancelled') === '1') state = 'cancelled';
  else if (isStreamingProvider(thanks) && canCancel) state = 'thanks';
  else if (page.stage === 'out' && state !== 'share') state = 'out';
  const path = presavePagePath(page.key);
  return json({ page, state, thanks: isStreamingProvider(thanks) ? thanks : null, path, url: `${publicBaseUrl()}${path}`, canCancel });
}

const connectSchema = z.object({ provider: z.enum(STREAMING_PROVIDERS) });

/** `connect` with a provider: off to the provider to authorize; `cancel`: the fan's pre-save is cancelled and the access erased. */
export async function action({ request, params }: ActionFunctionArgs) {
  const key = params.key ?? '';
  const form = await formOf(request);
  const deps = streamingDeps();
  try {
    if ((await readIntent(form, ['connect', 'cancel'])) === 'cancel') {
      const token = await fanToken(request, key);
      await cancelPresave(deps, { campaignKey: key, cancelToken: token ?? '' });
      return redirect(`${presavePagePath(key)}?cancelled=1`, { headers: { 'Set-Cookie': await clearFanToken(request, key) } });
    }
    const { provider } = await readFormValue(form, connectSchema);
    const { url } = await beginProviderConnection(deps, { provider, redirectUri: callbackUrl(request), campaignKey: key });
    return redirect(url, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return json(refusal(error), { status: 400 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const page = data?.page;
  if (!page) return [{ title: 'Slipcase' }, { name: 'robots', content: 'noindex' }];
  const title = `${page.title} · ${page.artist}`;
  return [
    { title: `${title} | Slipcase` },
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'music.album' },
    ...(page.cover && data?.url ? [{ property: 'og:image', content: `${new URL(data.url).origin}${page.cover}` }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
};

export const handle = BARE_PAGE;

export default function PresavePage() {
  const { page, state, thanks, path, url, canCancel } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, i18n } = useTranslation(['presave', 'common']);
  const { t: common } = useTranslation();
  if (!page || !path) {
    return (
      <main className="mx-auto max-w-md space-y-4 py-12 text-center" data-state="not_found">
        <h1 className="text-2xl font-semibold">{t('presave:page.notFoundTitle')}</h1>
        <p className="text-muted-foreground">{t('presave:page.notFoundBody')}</p>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          {t('presave:page.home')}
        </Link>
      </main>
    );
  }
  const base = path;
  const provider = page.providers.find((p) => p.id === thanks);
  const date = formatDate(i18n.language, page.releaseDate);
  return (
    <PresaveCard release={page}>
      <div className="space-y-4" data-state={state}>
        {result && 'error' in result ? (
          <Alert variant="destructive" role="alert">
            {errorMessage(common, result.error)}
          </Alert>
        ) : null}
        {state === 'campaign' ? (
          <>
            <p>{t('presave:page.campaignBody')}</p>
            <div className="flex flex-wrap gap-2">
              <Link to={`${base}?step=save`} className={buttonVariants({ size: 'lg', className: 'flex-1' })}>
                {t('presave:page.presave')}
              </Link>
              <Link to={`${base}?step=share`} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                {t('presave:page.share')}
              </Link>
            </div>
          </>
        ) : null}
        {state === 'save' ? (
          <>
            <h2 className="text-lg font-semibold">{t('presave:page.saveTitle')}</h2>
            <p className="text-sm text-muted-foreground">{t('presave:page.saveBody', { title: page.title, artist: page.artist })}</p>
            {page.providers.length ? (
              <div className="grid gap-2">
                {page.providers.map((p) => (
                  <Form method="post" key={p.id}>
                    <input type="hidden" name="intent" value="connect" />
                    <input type="hidden" name="provider" value={p.id} />
                    <Button type="submit" size="lg" variant="outline" className="w-full" data-provider={p.id}>
                      {t('presave:page.saveOn', { provider: p.name })}
                    </Button>
                  </Form>
                ))}
              </div>
            ) : (
              <p className="rounded-lg border border-dashed p-4 text-sm">{t('presave:page.noProviders')}</p>
            )}
            <Link to={base} className={buttonVariants({ variant: 'ghost' })}>
              {t('presave:page.back')}
            </Link>
          </>
        ) : null}
        {state === 'thanks' ? (
          <>
            <h2 className="text-lg font-semibold">{t('presave:page.thanksTitle')}</h2>
            <p>{t('presave:page.thanksBody', { date, title: page.title, provider: provider?.name ?? thanks })}</p>
            <Link to={`${base}?step=share`} className={buttonVariants({ className: 'w-full' })}>
              {t('presave:page.share')}
            </Link>
            {canCancel ? (
              <Form method="post" className="space-y-1 border-t pt-4">
                <input type="hidden" name="intent" value="cancel" />
                <Button type="submit" variant="ghost" size="sm">
                  {t('presave:page.cancel')}
                </Button>
                <p className="text-xs text-muted-foreground">{t('presave:page.cancelHint')}</p>
              </Form>
            ) : null}
          </>
        ) : null}
        {state === 'cancelled' ? (
          <>
            <h2 className="text-lg font-semibold">{t('presave:page.cancelledTitle')}</h2>
            <p className="text-sm text-muted-foreground">{t('presave:page.cancelledBody')}</p>
          </>
        ) : null}
        {state === 'share' && url ? (
          <>
            <h2 className="text-lg font-semibold">{t('presave:page.shareTitle')}</h2>
            <p className="text-sm text-muted-foreground">{t('presave:page.shareBody')}</p>
            <ShareLink url={url} />
            <Link to={base} className={buttonVariants({ variant: 'ghost' })}>
              {t('presave:page.back')}
            </Link>
          </>
        ) : null}
        {state === 'out' ? (
          <>
            <h2 className="text-lg font-semibold">{t('presave:page.outNow')}</h2>
            <p className="text-sm text-muted-foreground">{t('presave:page.outNowBody', { title: page.title })}</p>
          </>
        ) : null}
      </div>
    </PresaveCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
