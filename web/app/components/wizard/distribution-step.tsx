import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { ReleaseDraft } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { distributionSchema } from '../../lib/wizard-schemas';
import { ConformForm } from '../conform-form';
import { FormErrors } from '../form-field';
import { InputField } from '../input-field';
import { SelectField } from '../select-field';
import { Alert } from '../ui/alert';
import { StepButtons } from './step-buttons';

export interface DistributionData {
  schedules: { value: string; allowed: boolean; days: { min: number; max: number }; earliest: string }[];
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
  const standard = data.schedules.find((schedule) => schedule.value === 'standard');
  const tooEarly = standard && draft.schedule === 'standard' && draft.releaseDate !== null && draft.releaseDate < standard.earliest;
  return (
    <ConformForm form={form} method="post" className="grid gap-5">
      <fieldset disabled={disabled} className="grid gap-5">
        <SelectField
          meta={fields.schedule}
          label={t('distribution.schedule')}
          options={data.schedules.map((schedule) => ({
            value: schedule.value,
            label: `${t(`schedules.${schedule.value}`, schedule.days)}${schedule.allowed ? '' : ' (PRO)'}`,
            disabled: !schedule.allowed,
          }))}
        />
        <InputField
          meta={fields.releaseDate}
          type="text"
          label={t('distribution.releaseDate')}
          hint={standard ? t('distribution.earliest', { date: standard.earliest }) : undefined}
          placeholder="YYYY-MM-DD"
          inputMode="numeric"
          className="sm:max-w-56"
        />
        {tooEarly ? <Alert>{t('distribution.tooEarly', { date: standard.earliest })}</Alert> : null}
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
