import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { AccountPage } from '../components/account-tabs';
import { ApiAccessUpsell } from '../components/api-tokens/api-access-upsell';
import { CreatedToken } from '../components/api-tokens/created-token';
import { CREATE_TOKEN, REVOKE_TOKEN } from '../components/api-tokens/intents';
import { NewTokenForm } from '../components/api-tokens/new-token-form';
import { TokenList } from '../components/api-tokens/token-list';
import { TokenUsage } from '../components/api-tokens/token-usage';
import { titleMeta } from '../lib/meta';
import { revokeTokenSchema } from '../lib/api-token-schema';
import { requireAccountUser } from '../server/account/account-user.server';
import { createApiTokenFromForm, loadApiTokenSettings, revokeOwnApiToken } from '../server/account/api-tokens.server';
import { formOf, readFormValue, readIntent } from '../server/read-form.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccountUser(request);
  return json(await loadApiTokenSettings(user));
}

/**
 * Posts `intent` "create" (the new-token form; the token is in this answer only) or "revoke" with `tokenId` (404
 * for an id that is not one of the account's tokens).
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAccountUser(request);
  const form = await formOf(request);
  if ((await readIntent(form, [CREATE_TOKEN, REVOKE_TOKEN], CREATE_TOKEN)) === REVOKE_TOKEN) {
    const { tokenId } = await readFormValue(form, revokeTokenSchema);
    if (!(await revokeOwnApiToken(user.id, tokenId))) throw new Response('Not found', { status: 404 });
    return json({ intent: REVOKE_TOKEN, revoked: true, reply: null, created: null });
  }
  const { reply, created, status } = await createApiTokenFromForm(user, form);
  return json({ intent: CREATE_TOKEN, revoked: false, reply, created }, { status });
}

export const meta = titleMeta('account:pages.apiTokens');

export default function ApiTokensPage() {
  const { access, account, activeTokens, tokens, origin } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const created = result?.created;

  return (
    <AccountPage>
      {created ? <CreatedToken name={created.name} token={created.token} /> : null}
      {access.allowed ? (
        <NewTokenForm scopes={access.scopes} account={account} activeTokens={activeTokens} lastResult={result?.reply ?? undefined} />
      ) : (
        <ApiAccessUpsell />
      )}
      {access.allowed || tokens.length > 0 ? <TokenList tokens={tokens} freePlan={!access.allowed} /> : null}
      {access.allowed ? <TokenUsage origin={origin} /> : null}
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
