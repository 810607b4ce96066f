import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AccountPage } from '../components/account-tabs';
import { FormErrors } from '../components/form-field';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Checkbox } from '../components/ui/checkbox';
import { titleMeta } from '../lib/meta';
import { requireAccountUser } from '../server/account/account-user.server';
import { updateNotificationSettings } from '../server/account/notifications.server';
import { loadNotificationSettings } from '@slipcase/services/accounts/settings';
import { accountDeps } from '../server/deps.server';
import { notificationsSchema } from '../server/account/schemas';
import { formOf } from '../server/read-form.server';

const TOGGLES = ['emailNotifications', 'marketingEmails', 'pushNotifications'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccountUser(request);
  return json(await loadNotificationSettings(accountDeps(), user.id));
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAccountUser(request);
  const { reply, saved, status } = await updateNotificationSettings(user.id, await formOf(request));
  return json({ reply, saved }, { status });
}

export const meta = titleMeta('account:pages.notifications');

export default function NotificationSettingsPage() {
  const { t } = useTranslation('account');
  const settings = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [form, fields] = useForm<z.input<typeof notificationsSchema>>({
    id: 'notifications',
    lastResult: result?.reply,
    defaultValue: settings,
  });

  return (
    <AccountPage>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('notifications.heading')}</h2>
          </CardTitle>
          <CardDescription>{t('notifications.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" className="grid gap-5" {...getFormProps(form)}>
            <ul className="divide-y rounded-lg border">
              {TOGGLES.map((name) => {
                const field = fields[name];
                const hintId = `${field.id}-hint`;
                return (
                  <li key={name} className="flex items-start gap-3 p-4">
                    <Checkbox
                      {...getInputProps(field, { type: 'checkbox' })}
                      aria-describedby={hintId}
                      className="mt-0.5"
                    />
                    <div className="grid gap-1">
                      <label htmlFor={field.id} className="text-sm leading-none font-medium">
                        {t(`notifications.${name}`)}
                      </label>
                      <p id={hintId} className="text-sm text-muted-foreground">
                        {t(`notifications.${name}Hint`)}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
            <FormErrors id={form.errorId} errors={form.errors} />
            {result?.saved && navigation.state === 'idle' ? (
              <Alert variant="success" data-testid="notifications-notice">
                {t('notifications.saved')}
              </Alert>
            ) : null}
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? t('notifications.saving') : t('notifications.submit')}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
