import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useNavigation, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormErrors, FormField } from '../components/form-field';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { titleMeta } from '../lib/meta';
import { authenticate } from '../server/auth.server';
import { BLOCKED_PATH, createUserSession, getSessionUser, isBlocked, safeRedirect } from '../server/session.server';

export const loginSchema = z.object({
  identifier: z.string({ error: 'required' }).trim().min(1, { error: 'required' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }),
  redirect: z.string().optional(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (user) throw redirect(isBlocked(user) ? BLOCKED_PATH : '/dashboard');
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  if (submission.status !== 'success') {
    return json(submission.reply({ hideFields: ['password'] }), { status: 400 });
  }
  const { identifier, password, redirect: redirectTo } = submission.value;
  const user = await authenticate(identifier, password);
  if (!user) {
    return json(submission.reply({ formErrors: ['invalid_credentials'], hideFields: ['password'] }), {
      status: 401,
    });
  }
  // A blocked account may sign in, but only to see why it is blocked.
  return createUserSession(request, user.id, user.blocked ? BLOCKED_PATH : safeRedirect(redirectTo));
}

export const meta = titleMeta('pages.login');

export default function LoginPage() {
  const { t } = useTranslation();
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
        <CardContent>
          <Form method="post" action={formAction} className="grid gap-5" {...getFormProps(form)}>
            <input type="hidden" name="redirect" value={searchParams.get('redirect') ?? ''} />
            <FormField
              label={t('login.identifier')}
              htmlFor={fields.identifier.id}
              errors={fields.identifier.errors}
              errorId={fields.identifier.errorId}
            >
              <Input
                {...getInputProps(fields.identifier, { type: 'text' })}
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
