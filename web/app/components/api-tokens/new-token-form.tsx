import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useNavigation } from '@remix-run/react';
import { API_TOKENS_PER_ACCOUNT, type ApiScope, type Plan, type Role } from '@slipcase/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiTokenSchema, DEFAULT_LIFETIME, DEFAULT_SCOPES, LIFETIME_OPTIONS } from '../../lib/api-token-schema';
import { CheckboxGroupField } from '../checkbox-group-field';
import { ConformForm } from '../conform-form';
import { FormErrors } from '../form-field';
import { InputField } from '../input-field';
import { SelectField } from '../select-field';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { CREATE_TOKEN } from './intents';

/** The new-token form: a name, the scopes the account may grant, a lifetime. */
export function NewTokenForm({
  scopes,
  account,
  activeTokens,
  lastResult,
}: {
  scopes: readonly ApiScope[];
  account: { plan: Plan; role: Role };
  activeTokens: number;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation('account');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === CREATE_TOKEN;
  const schema = useMemo(() => apiTokenSchema({ ...account, activeTokens }), [account, activeTokens]);
  const [form, fields] = useForm({
    id: 'new-api-token',
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: { name: '', scopes: DEFAULT_SCOPES.filter((scope) => scopes.includes(scope)), lifetimeDays: DEFAULT_LIFETIME },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('apiTokens.form.heading')}</h2>
        </CardTitle>
        <CardDescription>
          {t('apiTokens.form.description')}{' '}
          <span data-testid="token-count">{t('apiTokens.form.count', { count: activeTokens, max: API_TOKENS_PER_ACCOUNT })}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConformForm form={form} method="post" className="grid gap-5">
          <input type="hidden" name="intent" value={CREATE_TOKEN} />
          <InputField meta={fields.name} label={t('apiTokens.form.name')} hint={t('apiTokens.form.nameHint')} autoComplete="off" required />
          <CheckboxGroupField
            meta={fields.scopes}
            legend={t('apiTokens.form.scopes')}
            options={scopes.map((scope) => ({ value: scope, label: t(`apiTokens.scopes.${scope}`), hint: t(`apiTokens.scopes.${scope}Hint`) }))}
          />
          <SelectField
            meta={fields.lifetimeDays}
            label={t('apiTokens.form.lifetime')}
            options={LIFETIME_OPTIONS.map((value) => ({ value, label: t(`apiTokens.form.lifetimes.${value}`) }))}
            className="sm:max-w-60"
          />
          <FormErrors id={form.errorId} errors={form.errors} />
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? t('apiTokens.form.creating') : t('apiTokens.form.submit')}
            </Button>
          </div>
        </ConformForm>
      </CardContent>
    </Card>
  );
}
