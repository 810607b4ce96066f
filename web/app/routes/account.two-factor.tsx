import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { signedInStatus } from '@slipcase/api-contract/http-status';
import { useTranslation } from 'react-i18next';
import { TwoFactorSettings, type TwoFactorAnswer } from '../components/two-factor-settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { codeSchema } from '../lib/auth-schemas';
import { encodeError } from '../lib/error-messages';
import { BRAND, titleMeta } from '../lib/meta';
import { beginTwoFactorSetup, confirmTwoFactorSetup, disableTwoFactor, isTwoFactorEnabled } from '@slipcase/services/accounts/two-factor';
import { accountDeps } from '../server/deps.server';
import { clientAddress } from '../server/load-context';
import { formOf, readForm, readIntent } from '../server/read-form.server';
import { requireUser } from '../server/session.server';

/**
 * What the two-factor settings post (`intent`: start, confirm, disable). The account page shows the settings;
 * this route also shows them alone, at /account/two-factor.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ enabled: await isTwoFactorEnabled(accountDeps(), user.id) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await formOf(request);
  const intent = await readIntent(form, ['start', 'confirm', 'disable']);
  if (intent === 'start') {
    const setup = await beginTwoFactorSetup(accountDeps(), { userId: user.id, issuer: BRAND });
    return json<TwoFactorAnswer>({ intent, setup: setup && { secret: setup.secret, qrCode: setup.qrCode } });
  }
  const submission = await readForm(form, codeSchema);
  if (submission.status !== 'success') {
    return json<TwoFactorAnswer>({ intent, done: false, result: submission.reply({ hideFields: ['code'] }) }, { status: 400 });
  }
  const check = intent === 'confirm' ? confirmTwoFactorSetup : disableTwoFactor;
  const failure = await check(accountDeps(), { userId: user.id, code: submission.value.code, address: clientAddress(context) });
  if (!failure) return json<TwoFactorAnswer>({ intent, done: true, result: submission.reply({ resetForm: true }) });
  const error = [encodeError(failure)];
  const result = submission.reply({
    ...(failure.field ? { fieldErrors: { [failure.field]: error } } : { formErrors: error }),
    hideFields: ['code'],
  });
  return json<TwoFactorAnswer>({ intent, done: false, result }, { status: signedInStatus(failure.code) });
}

export const meta = titleMeta('auth:pages.twoFactor');

export default function TwoFactorSettingsPage() {
  const { t } = useTranslation('auth');
  const { enabled } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl pt-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('settings.heading')}</h1>
          </CardTitle>
          <CardDescription>{t('settings.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorSettings enabled={enabled} />
        </CardContent>
      </Card>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
