import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { isIsoDate, type ReleaseDraft } from '@slipcase/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { distributionSchema } from '../../lib/wizard-schemas';
import { ConformForm } from '../conform-form';
import { FormErrors } from '../form-field';
import { InputField } from '../input-field';
import { SelectField } from '../select-field';
import { Alert } from '../ui/alert';
import { StepButtons } from './step-buttons';

export interface ScheduleChoice {
  value: string;
  allowed: boolean;
  /** The first release date both the schedule and the chosen stores accept. */
  earliest: string;
  /** The store whose lead time sets `earliest`; null when the schedule does. */
  store: { name: string; days: number } | null;
}

export interface DistributionData {
  schedules: ScheduleChoice[];
  canPresave: boolean;
}

/** Step 5: when the release comes out, how fast it is handled, and pre-save (PRO). */
export function DistributionStep({
  draft,
  data,
  lastResult,
  disabled,
}: {
  draft: ReleaseDraft;
  data: DistributionData;
  lastResult: SubmissionResult<string[]> | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation('wizard');
  const [form, fields] = useForm({
    id: 'distribution',
    lastResult,
    constraint: getZodConstraint(distributionSchema),
    defaultValue: {
      releaseDate: draft.releaseDate ?? '',
      schedule: draft.schedule,
      presaveEnabled: draft.presaveEnabled ? 'on' : undefined,
      presaveDate: draft.presaveDate ?? '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: distributionSchema }),
  });
  // The hint and the warning follow the schedule chosen now, before it is saved.
  const chosen = data.schedules.find((schedule) => schedule.value === (fields.schedule.value ?? draft.schedule)) ?? data.schedules[0];
  const date = fields.releaseDate.value ?? draft.releaseDate ?? '';
  // Before a faster schedule's earliest date without a store setting it is a past date: the field's own error says so.
  const tooEarly = chosen !== undefined && (chosen.store !== null || chosen.value === 'standard') && isIsoDate(date) && date < chosen.earliest;
  return (
    <ConformForm form={form} method="post" className="grid gap-5">
      <fieldset disabled={disabled} className="grid gap-5">
        <SelectField
          meta={fields.schedule}
          label={t('distribution.schedule')}
          options={data.schedules.map((schedule) => ({
            value: schedule.value,
            label: `${t(`schedules.${schedule.value}`)}${schedule.allowed ? '' : ' (PRO)'}`,
            disabled: !schedule.allowed,
          }))}
        />
        <InputField
          meta={fields.releaseDate}
          type="text"
          label={t('distribution.releaseDate')}
          hint={chosen ? <EarliestHint choice={chosen} /> : undefined}
          placeholder="YYYY-MM-DD"
          inputMode="numeric"
          className="sm:max-w-56"
        />
        {tooEarly ? <Alert>{tooEarlyText(t, chosen)}</Alert> : null}
        {data.canPresave ? (
          <div className="grid gap-3 rounded-md border p-4">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" name={fields.presaveEnabled.name} defaultChecked={draft.presaveEnabled} className="size-4" />
              {t('distribution.presave')}
            </label>
            <InputField meta={fields.presaveDate} type="text" label={t('distribution.presaveDate')} placeholder="YYYY-MM-DD" className="sm:max-w-56" />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('distribution.presavePro')}</p>
        )}
        <FormErrors id={form.errorId} errors={form.errors} />
      </fieldset>
      {disabled ? null : <StepButtons />}
    </ConformForm>
  );
}

function EarliestHint({ choice }: { choice: ScheduleChoice }) {
  const { t } = useTranslation('wizard');
  const earliest = t(`distribution.earliest.${choice.value}`, { date: choice.earliest });
  return <>{choice.store ? `${earliest} ${t('distribution.storeNeeds', { store: choice.store.name, days: choice.store.days })}` : earliest}</>;
}

/** Why a date before `earliest` does not work: a store's lead time, or the standard schedule's notice. */
function tooEarlyText(t: TFunction<'wizard'>, choice: ScheduleChoice): string {
  return choice.store
    ? t('distribution.tooEarlyForStore', { store: choice.store.name, days: choice.store.days, date: choice.earliest })
    : t('distribution.tooEarly', { date: choice.earliest });
}
