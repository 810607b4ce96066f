import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../components/captcha-field';
import { FormErrors, FormField } from '../components/form-field';
import { ForgotPasswordLink, PasswordResetNotice } from '../components/password-reset-notice';
import { SocialSignIn, SocialSignInError } from '../components/social-sign-in';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { loginSchema } from '../lib/auth-schemas';
import { encodeError } from '../lib/error-messages';
import { titleMeta } from '../lib/meta';
import { authFailureStatus } from '../server/auth/auth-failure.server';
import { drawCaptcha } from '../server/auth/captcha-cookie.server';
import { redirectSignedInUser } from '../server/auth/guest.server';
import { cookieHeaders, login } from '../server/auth/login.server';
import { clientAddress } from '../server/load-context';
import { configuredProviders } from '../server/oidc/config.server';
import { BLOCKED_PATH, safeRedirect } from '../server/session.server';
import { readForm } from '../server/read-form.server';

/** The fields a refused sign-in empties: a password is never sent back, and each captcha is good for one try. */
const HIDDEN_FIELDS = ['password', 'captcha'];

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectSignedInUser(request);
  // Every render of the form (the first, and after each attempt) gets a new picture.
  const drawn = await drawCaptcha(request).catch((error: unknown) => {
    console.error('[login] a captcha could not be drawn', error);
    return null;
  });
  const headers = cookieHeaders(drawn ? [drawn.setCookie] : [], { 'Cache-Control': 'no-store' });
  return json({ captcha: drawn?.challenge ?? null, providers: configuredProviders() }, { headers });
}

/** Where the second step goes, keeping the page asked for before signing in. */
function twoFactorPath(redirectTo: string | undefined): string {
  return redirectTo ? `/auth/two-factor?${new URLSearchParams({ redirect: safeRedirect(redirectTo) })}` : '/auth/two-factor';
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readForm(request, loginSchema);
  if (submission.status !== 'success') {
    return json(submission.reply({ hideFields: HIDDEN_FIELDS }), { status: 400 });
  }
  const outcome = await login(request, clientAddress(context), submission.value);
  const redirectTo = submission.value.redirect;
  switch (outcome.kind) {
    case 'refused': {
      const { failure } = outcome;
      const error = [encodeError(failure)];
      const reply: SubmissionResult<string[]> = submission.reply({
        ...(failure.field ? { fieldErrors: { [failure.field]: error } } : { formErrors: error }),
        hideFields: HIDDEN_FIELDS,
      });
      return json(reply, { status: authFailureStatus(failure) });
    }
    case 'verification_required':
      return redirect(`/auth/verify-email?${new URLSearchParams({ email: outcome.email })}`, {
        headers: cookieHeaders(outcome.cookies),
      });
    case 'two_factor':
      return redirect(twoFactorPath(redirectTo), { headers: cookieHeaders(outcome.cookies) });
    case 'signed_in':
      // A blocked account may sign in, but only to see why it is blocked.
      return redirect(outcome.blocked ? BLOCKED_PATH : safeRedirect(redirectTo), {
        headers: cookieHeaders(outcome.cookies),
      });
  }
}

export const meta = titleMeta('auth:pages.login');

export default function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const { captcha, providers } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  // Posting to the same URL keeps `?redirect=` through a failed attempt.
  const formAction = `/auth/login${searchParams.size > 0 ? `?${searchParams}` : ''}`;
  const busy = navigation.state !== 'idle' && navigation.formAction === formAction;
  const [form, fields] = useForm({
    id: 'login',
    lastResult,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });

  return (
    <div className="mx-auto max-w-sm pt-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('login.heading')}</h1>
          </CardTitle>
          <CardDescription>{t('login.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <PasswordResetNotice />
          <SocialSignInError />
          <SocialSignIn providers={providers} redirectTo={searchParams.get('redirect') ?? undefined} />
          <Form method="post" action={formAction} className="grid gap-5" {...getFormProps(form)}>
            <input type="hidden" name="redirect" value={searchParams.get('redirect') ?? ''} />
            <input type="hidden" name="lang" value={i18n.language} />
            <FormField
              label={t('login.username')}
              htmlFor={fields.username.id}
              errors={fields.username.errors}
              errorId={fields.username.errorId}
            >
              <Input
                {...getInputProps(fields.username, { type: 'text' })}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                autoFocus
              />
            </FormField>
            <FormField
              label={t('login.password')}
              htmlFor={fields.password.id}
              errors={fields.password.errors}
              errorId={fields.password.errorId}
            >
              <Input {...getInputProps(fields.password, { type: 'password' })} autoComplete="current-password" />
            </FormField>
            <ForgotPasswordLink />
            <CaptchaField
              challenge={captcha}
              idName={fields.captcha_id.name}
              inputProps={getInputProps(fields.captcha, { type: 'text' })}
              // A missing id (no picture could be drawn) is reported under the answer.
              errors={fields.captcha.errors ?? fields.captcha_id.errors}
              errorId={fields.captcha.errorId}
            />
            <FormErrors id={form.errorId} errors={form.errors} />
            <Button type="submit" disabled={busy} className="w-full">
              {busy ? t('login.submitting') : t('login.submit')}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
