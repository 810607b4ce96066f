import { useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../components/form-field';
import { InputField } from '../components/input-field';
import { passwordResetNoticePath } from '../components/password-reset-notice';
import { Button, buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { titleMeta } from '../lib/meta';
import { resetPasswordSchema } from '../lib/signup-schemas';
import { isResetTokenUsable, resetPassword } from '@slipcase/services/accounts/password-reset';
import { accountDeps } from '../server/deps.server';
import { endSession } from '../server/session.server';
import { ConformForm } from '../components/conform-form';
import { readForm } from '../server/read-form.server';

const HIDDEN_FIELDS = ['password', 'password_confirmation'];

/** `?token=` comes from the mailed link; a spent, expired or unknown one shows why and where to ask again. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return json({ token, usable: await isResetTokenUsable(accountDeps(), token) }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await readForm(request, resetPasswordSchema);
  if (submission.status !== 'success') return json(submission.reply({ hideFields: HIDDEN_FIELDS }), { status: 400 });
  const result = await resetPassword(accountDeps(), submission.value);
  if (!result.ok) {
    const errors = [result.code];
    return json(
      submission.reply(result.code === 'password_weak' ? { fieldErrors: { password: errors } } : { formErrors: errors, hideFields: HIDDEN_FIELDS }),
      { status: 400 },
    );
  }
  // Every session of the account ended with the reset, this browser's too: its cookie goes as well.
  return redirect(passwordResetNoticePath(), {
    headers: { 'Set-Cookie': await endSession(request) },
  });
}

export const meta = titleMeta('signup:pages.resetPassword');

function InvalidLink() {
  const { t } = useTranslation('signup');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl">{t('reset.invalidHeading')}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <FormErrors errors={['reset_link_invalid']} />
        <Link to="/auth/forgot-password" className={buttonVariants({ className: 'w-full' })}>
          {t('reset.askAgain')}
        </Link>
      </CardContent>
    </Card>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('signup');
  const { token, usable } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const formAction = `/auth/reset-password?${new URLSearchParams({ token })}`;
  const busy = navigation.state !== 'idle' && navigation.formAction === formAction;
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult,
    constraint: getZodConstraint(resetPasswordSchema),
    // Not on blur: a message appearing as the pointer leaves a field moves the button away from the click.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });

  return (
    <div className="mx-auto max-w-sm sm:pt-6">
      {usable ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h1 className="text-xl">{t('reset.heading')}</h1>
            </CardTitle>
            <CardDescription>{t('reset.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ConformForm form={form} method="post" action={formAction} className="grid gap-5">
              <input type="hidden" name={fields.token.name} value={token} />
              <InputField
                meta={fields.password}
                label={t('reset.password')}
                type="password"
                hint={t('signup.passwordHint')}
                autoComplete="new-password"
                autoFocus
              />
              <InputField
                meta={fields.password_confirmation}
                label={t('reset.confirmPassword')}
                type="password"
                autoComplete="new-password"
              />
              <FormErrors id={form.errorId} errors={form.errors} />
              <Button type="submit" disabled={busy} className="w-full">
                {busy ? t('reset.submitting') : t('reset.submit')}
              </Button>
            </ConformForm>
          </CardContent>
        </Card>
      ) : (
        <InvalidLink />
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
