import { getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { CONTACT_METHODS } from '@slipcase/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../components/account-tabs';
import { FieldErrors, FormErrors, FormField } from '../components/form-field';
import { InputField } from '../components/input-field';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { TwoFactorSettings } from '../components/two-factor-settings';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { NativeSelect } from '../components/ui/select';
import { titleMeta } from '../lib/meta';
import { requireAccountUser } from '../server/account/account-user.server';
import { CALLING_CODES, callingCodeLabel } from '@slipcase/domain';
import { changePassword } from '../server/account/password.server';
import { updateProfile } from '../server/account/profile.server';
import { loadProfile } from '@slipcase/services/accounts/profile';
import { accountDeps } from '../server/deps.server';
import { passwordSchema, profileSchema } from '../server/account/schemas';
import { pageLocale } from '../server/page-locale.server';
import { formOf, readIntent } from '../server/read-form.server';
import { ConformForm } from '../components/conform-form';

const PROFILE = 'profile';
const PASSWORD = 'password';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccountUser(request);
  // Country names come from the server's ICU: a browser's may name a region differently, and hydration would fail.
  const locale = await pageLocale(request, user);
  const callingCodes = CALLING_CODES.map((entry) => ({ code: entry.code, label: callingCodeLabel(entry, locale) }));
  return json({ ...(await loadProfile(accountDeps(), user.id)), callingCodes });
}

/** Posts `intent` "profile" (personal data) or "password" (the password change). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAccountUser(request);
  const form = await formOf(request);
  if ((await readIntent(form, [PROFILE, PASSWORD])) === PASSWORD) {
    const { reply, changed, status } = await changePassword(request, user.id, form);
    return json({ intent: PASSWORD, reply, changed, notice: null }, { status });
  }
  const { reply, notice, status } = await updateProfile(user.id, form);
  return json({ intent: PROFILE, reply, changed: false, notice }, { status });
}

export const meta = titleMeta('account:pages.personal');

export default function PersonalSettingsPage() {
  const { t } = useTranslation('account');
  const profile = useLoaderData<typeof loader>();
  return (
    <AccountPage>
      <ProfileCard profile={profile} />
      <PasswordCard />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('twoFactor.heading')}</h2>
          </CardTitle>
          <CardDescription>{t('twoFactor.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorSettings enabled={profile.twoFactorEnabled} />
        </CardContent>
      </Card>
    </AccountPage>
  );
}

function useIntentResult(intent: string) {
  const data = useActionData<typeof action>();
  return data?.intent === intent ? data : undefined;
}

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

function ProfileCard({ profile }: { profile: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const { t } = useTranslation('account');
  const result = useIntentResult(PROFILE);
  const busy = useBusy(PROFILE);
  const [form, fields] = useForm({
    id: PROFILE,
    lastResult: result?.reply,
    constraint: getZodConstraint(profileSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
    defaultValue: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phoneCode: profile.phoneCode ?? '',
      phoneNumber: profile.phoneNumber ?? '',
      contactMethod: profile.contactMethod,
    },
  });
  const notice = result?.notice;
  const contactHintId = `${fields.contactMethod.id}-hint`;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('profile.heading')}</h2>
        </CardTitle>
        <CardDescription>{t('profile.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ConformForm form={form} method="post" className="grid gap-5">
          <input type="hidden" name="intent" value={PROFILE} />
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <InputField meta={fields.firstName} label={t('profile.firstName')} autoComplete="given-name" />
            <InputField meta={fields.lastName} label={t('profile.lastName')} autoComplete="family-name" />
          </div>
          <InputField
            meta={fields.email}
            type="email"
            label={
              <span className="flex items-center gap-2">
                {t('profile.email')}
                {profile.emailVerified ? null : <Badge variant="warning">{t('profile.emailUnverified')}</Badge>}
              </span>
            }
            hint={t('profile.emailHint')}
            autoComplete="email"
            spellCheck={false}
          />
          <div className="grid items-start gap-5 sm:grid-cols-[14rem_1fr]">
            <FormField
              label={t('profile.phoneCode')}
              htmlFor={fields.phoneCode.id}
              errors={fields.phoneCode.errors}
              errorId={fields.phoneCode.errorId}
            >
              <NativeSelect {...getSelectProps(fields.phoneCode)} autoComplete="tel-country-code">
                <option value="">{t('profile.phoneCodeNone')}</option>
                {profile.callingCodes.map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {entry.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <InputField
              meta={fields.phoneNumber}
              type="tel"
              label={t('profile.phoneNumber')}
              hint={t('profile.phoneHint')}
              inputMode="numeric"
              autoComplete="tel-national"
            />
          </div>
          <fieldset className="grid gap-2" aria-describedby={contactHintId}>
            <legend className="mb-2 text-sm leading-none font-medium">{t('profile.contactMethod')}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {CONTACT_METHODS.map((method) => (
                <label key={method} className="flex items-center gap-2 text-sm">
                  <input
                    {...getInputProps(fields.contactMethod, { type: 'radio', value: method })}
                    className="size-4 accent-primary"
                  />
                  {t(`profile.contact.${method}`)}
                </label>
              ))}
            </div>
            <p id={contactHintId} className="text-xs text-muted-foreground">
              {t('profile.contactHint')}
            </p>
            <FieldErrors id={fields.contactMethod.errorId} errors={fields.contactMethod.errors} />
          </fieldset>
          <FormErrors id={form.errorId} errors={form.errors} />
          {notice ? (
            <Alert variant="success" data-testid="profile-notice">
              {notice.kind === 'saved'
                ? t('profile.saved')
                : t(notice.sent ? 'profile.verifySent' : 'profile.verifyFailed', { email: notice.email })}
            </Alert>
          ) : null}
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? t('profile.saving') : t('profile.submit')}
            </Button>
          </div>
        </ConformForm>
      </CardContent>
    </Card>
  );
}

function PasswordCard() {
  const { t } = useTranslation('account');
  const result = useIntentResult(PASSWORD);
  const busy = useBusy(PASSWORD);
  const meterId = useId();
  const [password, setPassword] = useState('');
  const [form, fields] = useForm({
    id: PASSWORD,
    lastResult: result?.reply,
    constraint: getZodConstraint(passwordSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordSchema }),
    onSubmit: () => setPassword(''),
  });
  const ruleId = `${fields.newPassword.id}-rule`;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('password.heading')}</h2>
        </CardTitle>
        <CardDescription>{t('password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ConformForm form={form} method="post" className="grid max-w-md gap-5">
          <input type="hidden" name="intent" value={PASSWORD} />
          {/* Lets password managers tie the new password to this account. */}
          <input type="text" name="username" autoComplete="username" hidden readOnly />
          <InputField meta={fields.currentPassword} type="password" label={t('password.current')} autoComplete="current-password" />
          <FormField
            label={t('password.new')}
            htmlFor={fields.newPassword.id}
            errors={fields.newPassword.errors}
            errorId={fields.newPassword.errorId}
          >
            <Input
              {...getInputProps(fields.newPassword, { type: 'password', ariaDescribedBy: `${ruleId} ${meterId}` })}
              autoComplete="new-password"
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <p id={ruleId} className="text-xs text-muted-foreground">
              {t('password.rule')}
            </p>
            <PasswordStrengthMeter id={meterId} password={password} />
          </FormField>
          <InputField meta={fields.confirmPassword} type="password" label={t('password.confirm')} autoComplete="new-password" />
          <FormErrors id={form.errorId} errors={form.errors} />
          {result?.changed ? (
            <Alert variant="success" data-testid="password-notice">
              {t('password.changed')}
            </Alert>
          ) : null}
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? t('password.saving') : t('password.submit')}
            </Button>
          </div>
        </ConformForm>
      </CardContent>
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
