import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { httpStatusOf } from '@slipcase/api-contract/http-status';
import { isAppError, STREAMING_PROVIDERS, type StreamingProviderId } from '@slipcase/domain';
import { beginProviderConnection, completeProviderConnection, disconnectProvider, offeredProviders, presavePagePath, userConnections } from '@slipcase/services';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BrandLink } from '../components/app-header';
import { Alert } from '../components/ui/alert';
import { Button, buttonVariants } from '../components/ui/button';
import { BARE_PAGE } from '../lib/chrome';
import { encodeError, errorMessage } from '../lib/error-messages';
import { titleMeta } from '../lib/meta';
import { callbackUrl, refusal, setFanToken, streamingDeps } from '../server/presave/streaming.server';
import { formOf, readFormValue, readIntent } from '../server/read-form.server';
import { getSessionUser, requireUser } from '../server/session.server';

/**
 * The connecting page (001 §2): where every provider sends the browser back with `code` and `state` (the state is
 * used once; a replayed one is refused with its own message), and where a signed-in user connects or disconnects
 * their own accounts (the playlist pitch needs one).
 */
interface Connection {
  provider: StreamingProviderId;
  name: string;
  connectedAs: string | null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const deps = streamingDeps();
  if (query.has('state')) {
    try {
      const done = await completeProviderConnection(deps, { state: query.get('state') ?? '', code: query.get('code'), error: query.get('error') });
      if (done.kind === 'presave') {
        return redirect(`${presavePagePath(done.campaignKey)}?thanks=${done.provider}`, {
          headers: { 'Set-Cookie': await setFanToken(request, done.campaignKey, done.cancelToken), 'Cache-Control': 'no-store' },
        });
      }
      return redirect(`/spotify-auth?connected=${done.provider}`);
    } catch (error) {
      if (!isAppError(error)) throw error;
      return json({ error: encodeError(error), signedIn: false, connections: [] as Connection[], connected: null }, { status: httpStatusOf(error.code) });
    }
  }
  const user = await getSessionUser(request);
  const connections: Connection[] = user
    ? await userConnections(deps, { userId: user.id })
    : offeredProviders(deps.providers).map((p) => ({ provider: p.id, name: p.name, connectedAs: null }));
  const connected = connections.find((c) => c.provider === query.get('connected'))?.name ?? null;
  return json({ error: null as string | null, signedIn: user !== null, connections, connected });
}

const providerSchema = z.object({ provider: z.enum(STREAMING_PROVIDERS) });

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await formOf(request);
  const intent = await readIntent(form, ['connect', 'disconnect']);
  const { provider } = await readFormValue(form, providerSchema);
  const deps = streamingDeps();
  try {
    if (intent === 'disconnect') {
      await disconnectProvider(deps, { userId: user.id, provider });
      return redirect('/spotify-auth');
    }
    const { url } = await beginProviderConnection(deps, { provider, redirectUri: callbackUrl(request), userId: user.id });
    return redirect(url, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return json(refusal(error), { status: 400 });
  }
}

export const meta = titleMeta('presave:connect.title');
export const handle = BARE_PAGE;

export default function ConnectPage() {
  const { error, signedIn, connections, connected } = useLoaderData<typeof loader>();
  const { t } = useTranslation(['presave', 'common']);
  const { t: common } = useTranslation();
  return (
    <main className="mx-auto flex max-w-md flex-col gap-6 py-4" data-testid="connect-page">
      <BrandLink to="/" />
      <h1 className="text-2xl font-semibold tracking-tight">{t('presave:connect.title')}</h1>
      {error ? (
        <div className="space-y-4">
          <Alert variant="destructive">{errorMessage(common, error)}</Alert>
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            {t('presave:page.home')}
          </Link>
        </div>
      ) : (
        <>
          {connected ? <Alert variant="success">{t('presave:connect.connected', { provider: connected })}</Alert> : null}
          <p className="text-muted-foreground">{t('presave:connect.body')}</p>
          {connections.length === 0 ? <p className="rounded-lg border border-dashed p-4 text-sm">{t('presave:page.noProviders')}</p> : null}
          <ul className="grid gap-2">
            {connections.map((c) => (
              <li key={c.provider} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4">
                <div>
                  <p className="font-medium">{c.name}</p>
                  <p className="text-sm text-muted-foreground">{c.connectedAs ? t('presave:connect.connectedAs', { name: c.connectedAs }) : t('presave:connect.notConnected')}</p>
                </div>
                {signedIn ? (
                  <Form method="post">
                    <input type="hidden" name="provider" value={c.provider} />
                    <Button type="submit" name="intent" value={c.connectedAs ? 'disconnect' : 'connect'} variant={c.connectedAs ? 'outline' : 'default'} size="sm">
                      {c.connectedAs ? t('presave:connect.disconnect') : t('presave:connect.connect')}
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
          {!signedIn ? (
            <Link to="/auth/login?redirect=%2Fspotify-auth" className={buttonVariants({ variant: 'outline' })}>
              {t('presave:connect.signIn')}
            </Link>
          ) : null}
        </>
      )}
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
