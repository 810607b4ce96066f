import { getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { Trans, useTranslation } from 'react-i18next';
import { FieldErrors } from '../components/form-field';
import { SocialSignIn } from '../components/social-sign-in';
import { InputField } from '../components/input-field';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Checkbox } from '../components/ui/checkbox';
import { i18next } from '../i18next.server';
import { encodeError } from '../lib/error-messages';
import { titleMeta } from '../lib/meta';
import { signupSchema, withCheckbox } from '../lib/signup-schemas';
import { redirectSignedInUser } from '../server/auth/guest.server';
import { registerUser } from '@slipcase/services/accounts/register';
import { accountDeps } from '../server/deps.server';
import { configuredProviders } from '../server/oidc/config.server';
import { safeRedirect } from '../server/session.server';
import { ConformForm } from '../components/conform-form';
import { formOf, readForm } from '../server/read-form.server';

const HIDDEN_FIELDS = ['password', 'password_confirmation'];

/** Query values kept from the link that brought the visitor (000 §3: referral code and campaign), as hidden fields. */
function trackingOf(url: URL) {
  const query = url.searchParams;
  return {
    referred_by_user: query.get('ref') ?? query.get('referred_by_user') ?? '',
    utm_source: query.get('utm_source') ?? '',
    utm_medium: query.get('utm_medium') ?? '',
    utm_campaign: query.get('utm_campaign') ?? '',
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectSignedInUser(request);
  return json({ tracking: trackingOf(new URL(request.url)), providers: configuredProviders() });
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await readForm(withCheckbox(await formOf(request), 'terms'), signupSchema);
  if (submission.status !== 'success') {
    return json(submission.reply({ hideFields: HIDDEN_FIELDS }), { status: 400 });
  }
  const result = await registerUser(accountDeps(), { ...submission.value, language: await i18next.getLocale(request) });
  if (!result.ok) {
    const fieldErrors = Object.fromEntries(result.errors.map((error) => [error.field, [encodeError(error)]]));
    return json(submission.reply({ fieldErrors, hideFields: HIDDEN_FIELDS }), { status: 409 });
  }
  const next = new URLSearchParams({ email: result.user.email });
  if (!result.mailSent) next.set('mail', 'failed');
  if (submission.value.redirect) next.set('redirect', safeRedirect(submission.value.redirect));
  return redirect(`/auth/verify-email?${next}`);
}

export const meta = titleMeta('signup:pages.signup');

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:text-primary/80';

export default function SignupPage() {
  const { t } = useTranslation('signup');
  const { tracking, providers } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  const navigation = useNavigation();
  // Posting to the same URL keeps the query (language, referral, redirect) through a failed attempt.
  const formAction = `/auth/signup${search}`;
  const busy = navigation.state !== 'idle' && navigation.formAction === formAction;
  const [form, fields] = useForm({
    id: 'signup',
    lastResult,
    constraint: getZodConstraint(signupSchema),
    // Not on blur: a message appearing as the pointer leaves a field moves the button away from the click.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(withCheckbox(formData, 'terms'), { schema: signupSchema }),
  });
  const redirectTo = new URLSearchParams(search).get('redirect') ?? '';

  return (
    <div className="mx-auto max-w-lg sm:pt-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('signup.heading')}</h1>
          </CardTitle>
          <CardDescription>{t('signup.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <SocialSignIn providers={providers} redirectTo={redirectTo || undefined} />
          <ConformForm form={form} method="post" action={formAction} className="grid gap-5">
            {Object.entries(tracking).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
            <div className="grid gap-5 sm:grid-cols-2">
              <InputField meta={fields.first_name} label={t('signup.firstName')} autoComplete="given-name" autoFocus />
              <InputField meta={fields.last_name} label={t('signup.lastName')} autoComplete="family-name" />
            </div>
            <InputField
              meta={fields.username}
              label={t('signup.username')}
              hint={t('signup.usernameHint')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
            <InputField meta={fields.email} label={t('signup.email')} type="email" autoComplete="email" spellCheck={false} />
            <InputField
              meta={fields.password}
              label={t('signup.password')}
              type="password"
              hint={t('signup.passwordHint')}
              autoComplete="new-password"
            />
            <InputField
              meta={fields.password_confirmation}
              label={t('signup.confirmPassword')}
              type="password"
              autoComplete="new-password"
            />
            <div className="grid gap-2">
              <div className="flex items-start gap-3">
                <Checkbox {...getInputProps(fields.terms, { type: 'checkbox' })} className="mt-0.5" />
                <label htmlFor={fields.terms.id} className="text-sm leading-snug">
                  <Trans
                    t={t}
                    i18nKey="signup.terms"
                    components={{
                      terms: <Link to="/terms-and-conditions" target="_blank" className={linkClass} />,
                      privacy: <Link to="/privacy-policy" target="_blank" className={linkClass} />,
                    }}
                  />
                </label>
              </div>
              {/* A checkbox left empty says what to do rather than "This field is required". */}
              {fields.terms.errors?.length ? (
                <p id={fields.terms.errorId} className="text-sm text-destructive" aria-live="polite">
                  {t('signup.termsRequired')}
                </p>
              ) : null}
            </div>
            <FieldErrors id={form.errorId} errors={form.errors} />
            <Button type="submit" disabled={busy} className="w-full">
              {busy ? t('signup.submitting') : t('signup.submit')}
            </Button>
          </ConformForm>
          <p className="mt-6 text-center text-sm text-muted-foreground">
            {t('signup.haveAccount')}{' '}
            <Link to="/auth/login" className={linkClass}>
              {t('signup.signIn')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
