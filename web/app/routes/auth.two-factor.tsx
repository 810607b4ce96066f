import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useNavigation, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CodeField, useCodeForm } from '../components/code-field';
import { FormErrors } from '../components/form-field';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { codeSchema } from '../lib/auth-schemas';
import { encodeError } from '../lib/error-messages';
import { titleMeta } from '../lib/meta';
import { authFailureStatus } from '../server/auth/auth-failure.server';
import { completeTwoFactorSignIn } from '../server/auth/two-factor.server';
import { clientAddress } from '../server/load-context';
import { getTwoFactorPendingUserId, safeRedirect } from '../server/session.server';
import { ConformForm } from '../components/conform-form';
import { readForm } from '../server/read-form.server';

/** The page belongs to a session whose password was right and whose code is still owed; anyone else signs in. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getTwoFactorPendingUserId(request))) throw redirect('/auth/login');
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirect'));
  const submission = await readForm(request, codeSchema);
  if (submission.status !== 'success') return json(submission.reply({ hideFields: ['code'] }), { status: 400 });
  const result = await completeTwoFactorSignIn(request, submission.value.code, clientAddress(context));
  if ('userId' in result) return redirect(redirectTo);
  const { failure } = result;
  // The pending session is gone (signed out meanwhile, or expired): start again.
  if (failure.code === 'session_expired') return redirect('/auth/login');
  const error = [encodeError(failure)];
  return json(
    submission.reply({ ...(failure.field ? { fieldErrors: { [failure.field]: error } } : { formErrors: error }), hideFields: ['code'] }),
    { status: authFailureStatus(failure) },
  );
}

export const meta = titleMeta('auth:pages.twoFactor');

export default function TwoFactorPage() {
  const { t } = useTranslation('auth');
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const formAction = `/auth/two-factor${searchParams.size > 0 ? `?${searchParams}` : ''}`;
  const busy = navigation.state !== 'idle' && navigation.formAction === formAction;
  const [form, fields] = useCodeForm('two-factor', lastResult);

  return (
    <div className="mx-auto max-w-sm pt-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('twoFactor.heading')}</h1>
          </CardTitle>
          <CardDescription>{t('twoFactor.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ConformForm form={form} method="post" action={formAction} className="grid gap-5">
            <CodeField label={t('twoFactor.code')} field={fields.code} pattern="[0-9]{6}" />
            <FormErrors id={form.errorId} errors={form.errors} />
            <Button type="submit" disabled={busy} className="w-full">
              {busy ? t('twoFactor.submitting') : t('twoFactor.submit')}
            </Button>
          </ConformForm>
          <Form method="post" action="/auth/logout">
            <Button type="submit" variant="link" className="w-full">
              {t('twoFactor.otherAccount')}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
