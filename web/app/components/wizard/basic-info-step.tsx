import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { ARTIST_GENRES, type ReleaseDraft } from '@slipcase/domain';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { basicInfoSchema } from '../../lib/wizard-schemas';
import { ConformForm } from '../conform-form';
import { FormErrors } from '../form-field';
import { InputField } from '../input-field';
import { SelectField } from '../select-field';
import { StepButtons } from './step-buttons';

export interface BasicInfoData {
  artists: { id: string; name: string }[];
  types: { value: string; allowed: boolean }[];
  languages: { value: string; label: string }[];
  canEnterCodes: boolean;
}

/** Step 1: what the release is and whose (001 §3). */
export function BasicInfoStep({
  action,
  draft,
  data,
  lastResult,
  disabled,
}: {
  action: string;
  draft: ReleaseDraft | null;
  data: BasicInfoData;
  lastResult: SubmissionResult<string[]> | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation('wizard');
  const { t: tShell } = useTranslation('shell');
  const [form, fields] = useForm({
    id: 'basic-info',
    lastResult,
    constraint: getZodConstraint(basicInfoSchema),
    defaultValue: {
      title: draft?.title ?? '',
      artistId: draft?.artistId ?? (data.artists.length === 1 ? data.artists[0]?.id : ''),
      type: draft?.type ?? 'single',
      primaryGenre: draft?.primaryGenre ?? '',
      secondaryGenre: draft?.secondaryGenre ?? '',
      language: draft?.language ?? '',
      label: draft?.label ?? '',
      featuredArtists: draft?.featuredArtists.join(', ') ?? '',
      upc: draft?.upc ?? '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: basicInfoSchema }),
  });
  const genres = ARTIST_GENRES.map((genre) => ({ value: genre, label: tShell(`genres.${genre}`) }));
  const languages = data.languages.map((language) => ({ ...language, label: language.label || t('noLyrics') }));
  return (
    <ConformForm form={form} method="post" action={action} className="grid gap-5">
      <fieldset disabled={disabled} className="grid gap-5">
        <InputField meta={fields.title} label={t('basic.title')} autoComplete="off" />
        {data.artists.length === 0 ? (
          <p className="text-sm">
            {t('basic.noArtists')}{' '}
            <Link to="/artists/new" className="font-medium underline underline-offset-4">
              {t('basic.createArtist')}
            </Link>
          </p>
        ) : null}
        <SelectField
          meta={fields.artistId}
          label={t('basic.artist')}
          placeholder={t('basic.chooseArtist')}
          options={data.artists.map((artist) => ({ value: artist.id, label: artist.name }))}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            meta={fields.type}
            label={t('basic.type')}
            hint={data.types.some((type) => !type.allowed) ? t('basic.typeHintFree') : undefined}
            options={data.types.map((type) => ({
              value: type.value,
              label: type.allowed ? t(`types.${type.value}`) : `${t(`types.${type.value}`)} (PRO)`,
              disabled: !type.allowed,
            }))}
          />
          <SelectField meta={fields.language} label={t('basic.language')} placeholder={t('basic.chooseLanguage')} options={languages} />
          <SelectField meta={fields.primaryGenre} label={t('basic.primaryGenre')} placeholder={t('basic.chooseGenre')} options={genres} />
          <SelectField meta={fields.secondaryGenre} label={t('basic.secondaryGenre')} placeholder={t('basic.none')} options={genres} />
        </div>
        <InputField meta={fields.featuredArtists} label={t('basic.featuredArtists')} hint={t('basic.featuredArtistsHint')} autoComplete="off" />
        <InputField meta={fields.label} label={t('basic.label')} autoComplete="organization" />
        {data.canEnterCodes ? (
          <InputField meta={fields.upc} label={t('basic.upc')} hint={t('basic.upcHint')} inputMode="numeric" autoComplete="off" />
        ) : (
          <p className="text-sm text-muted-foreground">{t('basic.upcAssigned')}</p>
        )}
        <FormErrors id={form.errorId} errors={form.errors} />
      </fieldset>
      {disabled ? null : <StepButtons first />}
    </ConformForm>
  );
}
