import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useNavigation } from '@remix-run/react';
import { parseAmountCents, PROMOTION, PROMOTION_TERRITORIES } from '@slipcase/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../lib/format';
import { promotionFormSchema } from '../../lib/promotion-schema';
import { ConformForm } from '../conform-form';
import { FieldErrors, FormErrors } from '../form-field';
import { InputField } from '../input-field';
import { SelectField } from '../select-field';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Label } from '../ui/label';

/** Territory names in the reader's language, sorted by them. */
function useTerritories() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return PROMOTION_TERRITORIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [i18n.language]);
}

/**
 * A campaign for one of the artist's published releases: days, a daily budget in dollars and where (worldwide, or
 * chosen territories). The total shows as it is typed, and the button says what will be paid.
 */
export function CampaignForm({ releases, lastResult }: { releases: readonly { id: string; title: string }[]; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t, i18n } = useTranslation('promotion');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'request';
  const territories = useTerritories();
  const [form, fields] = useForm({
    id: 'promotion-campaign',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: promotionFormSchema }),
    defaultValue: { releaseId: releases[0]?.id ?? '', days: '14', dailyBudget: '10', worldwide: 'on', territories: [] },
  });
  const [worldwide, setWorldwide] = useState(fields.worldwide.initialValue === 'on');
  const [filter, setFilter] = useState('');
  const chosen = new Set(fields.territories.value as string[] | undefined);

  // Conform keeps each field's value as it is typed: the total follows it.
  const typedDays = String(fields.days.value ?? '').trim();
  const dayCount = /^\d{1,4}$/.test(typedDays) ? Number(typedDays) : null;
  const dailyCents = parseAmountCents(String(fields.dailyBudget.value ?? ''));
  const total = dayCount !== null && dailyCents !== null ? dayCount * dailyCents : null;
  const shown = territories.filter((territory) => territory.name.toLowerCase().includes(filter.trim().toLowerCase()) || territory.code === filter.trim().toUpperCase());

  return (
    <ConformForm form={form} method="post" className="grid gap-5">
      <input type="hidden" name="intent" value="request" />
      <SelectField meta={fields.releaseId} label={t('form.release')} options={releases.map((release) => ({ value: release.id, label: release.title }))} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField meta={fields.days} label={t('form.days')} hint={t('form.daysHint', { min: PROMOTION.minDays, max: PROMOTION.maxDays })} inputMode="numeric" autoComplete="off" />
        <InputField
          meta={fields.dailyBudget}
          label={t('form.dailyBudget')}
          hint={t('form.dailyBudgetHint', { min: formatCents(i18n.language, PROMOTION.minDailyBudgetCents) })}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <fieldset className="grid gap-3" aria-describedby={fields.territories.errors ? fields.territories.errorId : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('form.territories')}</legend>
        <div className="flex items-center gap-3">
          <Checkbox id="promotion-worldwide" name="worldwide" value="on" checked={worldwide} onChange={(event) => setWorldwide(event.target.checked)} />
          <Label htmlFor="promotion-worldwide">{t('form.worldwide', { count: PROMOTION_TERRITORIES.length })}</Label>
        </div>
        {worldwide ? null : (
          <div className="grid gap-2">
            <label className="grid gap-1 text-sm">
              <span className="text-muted-foreground">{t('form.filter')}</span>
              <input
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                className="h-9 rounded-md border bg-background px-3 text-sm"
                data-testid="territory-filter"
              />
            </label>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('form.chosen', { count: chosen.size })}
            </p>
            <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2" data-testid="territory-list">
              {territories.map((territory) => (
                <li key={territory.code} className={shown.includes(territory) ? 'flex items-center gap-2' : 'hidden'}>
                  <Checkbox id={`territory-${territory.code}`} name="territories" value={territory.code} defaultChecked={chosen.has(territory.code)} />
                  <label htmlFor={`territory-${territory.code}`} className="text-sm">
                    {territory.name} <span className="text-muted-foreground">({territory.code})</span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        )}
        <FieldErrors id={fields.territories.errorId} errors={fields.territories.errors} />
      </fieldset>
      <div className="rounded-lg border bg-muted/40 p-4" data-testid="promotion-total">
        <p className="text-sm text-muted-foreground">{t('form.totalLabel')}</p>
        <p className="text-2xl font-semibold tabular-nums">{total === null ? '—' : formatCents(i18n.language, total)}</p>
        {total !== null && dailyCents !== null ? (
          <p className="text-sm text-muted-foreground">{t('form.totalDetail', { count: dayCount ?? 0, daily: formatCents(i18n.language, dailyCents) })}</p>
        ) : null}
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t('form.paying') : total === null ? t('form.payPlain') : t('form.pay', { total: formatCents(i18n.language, total) })}
        </Button>
        <p className="mt-2 text-xs text-muted-foreground">{t('form.guarantee', { days: PROMOTION.refundWindowDays })}</p>
      </div>
    </ConformForm>
  );
}
