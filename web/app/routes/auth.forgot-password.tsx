import { useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { json, type ActionFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { InputField } from '../components/input-field';
import { Alert } from '../components/ui/alert';
import { Button, buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { titleMeta } from '../lib/meta';
import { forgotPasswordSchema } from '../lib/signup-schemas';
import { requestResetLinkOffRequestPath } from '../server/auth/reset-link-request.server';
import { publicBaseUrl } from '../server/public-url.server';
import { ConformForm } from '../components/conform-form';
import { readForm } from '../server/read-form.server';

/** The answer is the same whether or not the address has an account, so the page tells nobody which ones do. */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await readForm(request, forgotPasswordSchema);
  if (submission.status !== 'success') return json({ result: submission.reply(), sentTo: null }, { status: 400 });
  requestResetLinkOffRequestPath({ email: submission.value.email, baseUrl: publicBaseUrl() });
  return json({ result: submission.reply(), sentTo: submission.value.email });
}

export const meta = titleMeta('signup:pages.forgotPassword');

export default function ForgotPasswordPage() {
  const { t } = useTranslation('signup');
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction === '/auth/forgot-password';
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    // Not on blur: a message appearing as the pointer leaves a field moves the button away from the click.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  const sentTo = actionData?.sentTo;

  return (
    <div className="mx-auto max-w-sm sm:pt-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('forgot.heading')}</h1>
          </CardTitle>
          <CardDescription>{t('forgot.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {sentTo ? (
            <Alert variant="success" data-testid="reset-link-sent">
              {t('forgot.sent', { email: sentTo })}
            </Alert>
          ) : null}
          <ConformForm form={form} method="post" action="/auth/forgot-password" className="grid gap-5">
            <InputField
              meta={fields.email}
              label={t('forgot.email')}
              type="email"
              autoComplete="email"
              spellCheck={false}
              autoFocus
            />
            <Button type="submit" disabled={busy} className="w-full" variant={sentTo ? 'outline' : 'default'}>
              {busy ? t('forgot.submitting') : sentTo ? t('forgot.sendAgain') : t('forgot.submit')}
            </Button>
          </ConformForm>
          <Link to="/auth/login" className={buttonVariants({ variant: 'link', className: 'justify-self-center' })}>
            {t('forgot.backToSignIn')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
