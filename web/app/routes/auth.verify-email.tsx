import { useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { isEmail } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../components/form-field';
import { InputField } from '../components/input-field';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { titleMeta } from '../lib/meta';
import { resendCodeSchema, verifyEmailSchema } from '../lib/signup-schemas';
import { resendVerificationCode, verifyEmailCode } from '@slipcase/services/accounts/email-verification';
import { startVerifiedSession } from '../server/auth/verified-session.server';
import { accountDeps } from '../server/deps.server';
import { redirectSignedInUser } from '../server/auth/guest.server';
import { ConformForm } from '../components/conform-form';
import { formOf, readForm, readFormValue, readIntent } from '../server/read-form.server';

const VERIFY = 'verify';
const RESEND = 'resend';

/** `?email=` names the address the code went to (sign-up and sign-in send people here with it). */
export async function loader({ request }: LoaderFunctionArgs) {
  await redirectSignedInUser(request);
  const query = new URL(request.url).searchParams;
  const email = query.get('email')?.trim() ?? '';
  return json({ email: isEmail(email) ? email : '', mailFailed: query.get('mail') === 'failed' });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await formOf(request);
  if ((await readIntent(form, [VERIFY, RESEND], VERIFY)) === RESEND) {
    // The same answer for an address with no account: the page says nothing of who has one.
    const { email } = await readFormValue(form, resendCodeSchema);
    const result = await resendVerificationCode(accountDeps(), email);
    return json({ resend: result.status === 'wait' ? { status: 'wait' as const, retryAt: result.retryAt.toISOString() } : result });
  }
  const submission = await readForm(form, verifyEmailSchema);
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 });
  const verified = await verifyEmailCode(accountDeps(), submission.value);
  if (!verified) {
    return json(submission.reply({ fieldErrors: { code: ['verification_failed'] }, resetForm: false }), { status: 400 });
  }
  const signIn = await startVerifiedSession(request, verified.userId, submission.value.redirect);
  return redirect(signIn.location, { headers: { 'Set-Cookie': signIn.cookie } });
}

export const meta = titleMeta('signup:pages.verifyEmail');

function ResendNotice({ result, email }: { result: { status: 'sent' } | { status: 'wait'; retryAt: string }; email: string }) {
  const { t, i18n } = useTranslation('signup');
  if (result.status === 'sent') return <Alert variant="success">{t('verify.resent', { email })}</Alert>;
  const time = new Date(result.retryAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return <Alert>{t('verify.wait', { time })}</Alert>;
}

export default function VerifyEmailPage() {
  const { t } = useTranslation('signup');
  const { email, mailFailed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && 'resend' in actionData ? undefined : actionData;
  const resend = actionData && 'resend' in actionData ? actionData.resend : null;
  const { search } = useLocation();
  const navigation = useNavigation();
  const formAction = `/auth/verify-email${search}`;
  const pending = navigation.state !== 'idle' && navigation.formAction === formAction ? navigation.formData?.get('intent') : null;
  const [form, fields] = useForm({
    id: 'verify-email',
    lastResult,
    constraint: getZodConstraint(verifyEmailSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: verifyEmailSchema }),
  });
  const redirectTo = new URLSearchParams(search).get('redirect') ?? '';

  return (
    <div className="mx-auto max-w-sm sm:pt-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('verify.heading')}</h1>
          </CardTitle>
          <CardDescription>{email ? t('verify.description', { email }) : t('verify.descriptionNoEmail')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {mailFailed && !resend ? <Alert variant="destructive">{t('verify.mailFailed')}</Alert> : null}
          {resend ? <ResendNotice result={resend} email={email} /> : null}
          <ConformForm form={form} method="post" action={formAction} className="grid gap-5">
            {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
            {email ? (
              <input type="hidden" name={fields.email.name} value={email} />
            ) : (
              <InputField meta={fields.email} label={t('verify.email')} type="email" autoComplete="email" spellCheck={false} />
            )}
            <InputField
              meta={fields.code}
              label={t('verify.code')}
              hint={t('verify.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
              autoFocus
            />
            <FormErrors id={form.errorId} errors={form.errors} />
            <Button type="submit" disabled={pending === VERIFY} name="intent" value={VERIFY} className="w-full">
              {pending === VERIFY ? t('verify.submitting') : t('verify.submit')}
            </Button>
          </ConformForm>
          {email ? (
            <Form method="post" action={formAction} className="grid gap-2 border-t pt-4 text-center">
              <p className="text-sm text-muted-foreground">{t('verify.noCode')}</p>
              <input type="hidden" name="email" value={email} />
              <Button type="submit" name="intent" value={RESEND} variant="outline" disabled={pending === RESEND}>
                {pending === RESEND ? t('verify.resending') : t('verify.resend')}
              </Button>
            </Form>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
