import { getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { ARTIST_GENRES, CONTRIBUTOR_ROLES, INSTRUMENTS, TRACK_VERSIONS, type TrackDraft } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { trackSchema } from '../../lib/wizard-schemas';
import { ConformForm } from '../conform-form';
import { FieldErrors, FormErrors, FormField } from '../form-field';
import { InputField } from '../input-field';
import { SelectField } from '../select-field';
import { Button } from '../ui/button';
import { Textarea } from '../ui/textarea';

export interface TrackFormProps {
  trackId: string;
  track: TrackDraft;
  languages: { value: string; label: string }[];
  canEnterCodes: boolean;
  /** The server's answer to this track's last save. */
  lastResult: SubmissionResult<string[]> | undefined;
  /** What the rules find wrong with the track as saved (encoded messages), shown until it is fixed. */
  problems: string[];
  disabled: boolean;
}

/** One track's details and credits: contributors with role and share, performers with instrument (001 §3). */
export function TrackForm({ trackId, track, languages, canEnterCodes, lastResult, problems, disabled }: TrackFormProps) {
  const { t } = useTranslation('wizard');
  const { t: tShell } = useTranslation('shell');
  const [form, fields] = useForm({
    id: `track-${trackId}`,
    lastResult,
    constraint: getZodConstraint(trackSchema),
    defaultValue: {
      trackId,
      title: track.title,
      version: track.version ?? '',
      explicit: track.explicit ? 'on' : undefined,
      hasLyrics: track.hasLyrics ? 'on' : undefined,
      lyrics: track.lyrics ?? '',
      genre: track.genre ?? '',
      language: track.language ?? '',
      artistName: track.artistName ?? '',
      featuredArtists: track.featuredArtists.join(', '),
      isrc: track.isrc ?? '',
      composerName: track.composerName ?? '',
      composerSpotifyUri: track.composerSpotifyUri ?? '',
      contributors: track.contributors.map((each) => ({ name: each.name, role: each.role, sharePercent: each.sharePercent?.toString() ?? '' })),
      performers: track.performers.map((each) => ({ name: each.name, instrument: each.instrument ?? '' })),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: trackSchema }),
  });
  const contributors = fields.contributors.getFieldList();
  const performers = fields.performers.getFieldList();
  const heading = track.title ? t('track.heading', { number: track.number, title: track.title }) : t('track.headingUntitled', { number: track.number });
  const genres = ARTIST_GENRES.map((genre) => ({ value: genre, label: tShell(`genres.${genre}`) }));
  return (
    <ConformForm form={form} method="post" className="grid gap-5" aria-label={heading}>
      <h2 className="font-medium">{heading}</h2>
      {lastResult ? null : <FormErrors errors={problems} />}
      <input type="hidden" name="trackId" value={trackId} />
      <fieldset disabled={disabled} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <InputField meta={fields.title} label={t('track.title')} hint={track.title ? undefined : t('track.titleHint')} autoComplete="off" />
          <SelectField
            meta={fields.version}
            label={t('track.version')}
            options={TRACK_VERSIONS.map((version) => ({ value: version === 'original' ? '' : version, label: t(`versions.${version}`) }))}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField meta={fields.genre} label={t('track.genre')} placeholder={t('track.sameAsRelease')} options={genres} />
          <SelectField
            meta={fields.language}
            label={t('track.language')}
            placeholder={t('track.sameAsRelease')}
            options={languages.map((language) => ({ ...language, label: language.label || t('noLyrics') }))}
          />
          <InputField meta={fields.artistName} label={t('track.artistName')} hint={t('track.artistNameHint')} autoComplete="off" />
          <InputField meta={fields.featuredArtists} label={t('basic.featuredArtists')} hint={t('basic.featuredArtistsHint')} autoComplete="off" />
          <InputField meta={fields.composerName} label={t('track.composerName')} autoComplete="off" />
          <InputField meta={fields.composerSpotifyUri} label={t('track.composerSpotifyUri')} placeholder="spotify:artist:…" autoComplete="off" />
        </div>
        <div className="flex flex-wrap gap-6 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" name={fields.explicit.name} defaultChecked={track.explicit} className="size-4" />
            {t('track.explicit')}
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name={fields.hasLyrics.name} defaultChecked={track.hasLyrics} className="size-4" />
            {t('track.hasLyrics')}
          </label>
        </div>
        <FormField label={t('track.lyrics')} htmlFor={fields.lyrics.id} errors={fields.lyrics.errors} errorId={fields.lyrics.errorId}>
          <Textarea {...getTextareaProps(fields.lyrics)} rows={4} />
        </FormField>
        {canEnterCodes ? <InputField meta={fields.isrc} label={t('track.isrc')} hint={t('track.isrcHint')} autoComplete="off" /> : null}

        <fieldset className="grid gap-3">
          <legend className="mb-1 font-medium">{t('track.contributors')}</legend>
          <p className="text-sm text-muted-foreground">{t('track.contributorsHint')}</p>
          <FieldErrors id={fields.contributors.errorId} errors={fields.contributors.errors} />
          {contributors.map((contributor, index) => {
            const row = contributor.getFieldset();
            return (
              <div key={contributor.key} className="grid items-start gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(10rem,1fr)_6rem_auto]">
                <InputField meta={row.name} label={t('track.contributorName', { number: index + 1 })} autoComplete="off" />
                <SelectField
                  meta={row.role}
                  label={t('track.role')}
                  placeholder={t('track.chooseRole')}
                  options={CONTRIBUTOR_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                />
                <InputField meta={row.sharePercent} label={t('track.share')} inputMode="decimal" />
                <Button type="submit" variant="ghost" className="sm:mt-6" {...form.remove.getButtonProps({ name: fields.contributors.name, index })}>
                  {t('track.remove')}
                </Button>
              </div>
            );
          })}
          <div>
            <Button type="submit" variant="outline" size="sm" {...form.insert.getButtonProps({ name: fields.contributors.name, defaultValue: { name: '', role: '', sharePercent: '' } })}>
              {t('track.addContributor')}
            </Button>
          </div>
        </fieldset>

        <fieldset className="grid gap-3">
          <legend className="mb-1 font-medium">{t('track.performers')}</legend>
          <p className="text-sm text-muted-foreground">{t('track.performersHint')}</p>
          <FieldErrors id={fields.performers.errorId} errors={fields.performers.errors} />
          {performers.map((performer, index) => {
            const row = performer.getFieldset();
            return (
              <div key={performer.key} className="grid items-start gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(12rem,2fr)_auto]">
                <InputField meta={row.name} label={t('track.performerName', { number: index + 1 })} autoComplete="off" />
                <SelectField
                  meta={row.instrument}
                  label={t('track.instrument')}
                  placeholder={t('track.chooseInstrument')}
                  options={INSTRUMENTS.map((instrument) => ({ value: instrument, label: t(`instruments.${instrument.replace(/ /g, '_')}`) }))}
                />
                <Button type="submit" variant="ghost" className="sm:mt-6" {...form.remove.getButtonProps({ name: fields.performers.name, index })}>
                  {t('track.remove')}
                </Button>
              </div>
            );
          })}
          <div>
            <Button type="submit" variant="outline" size="sm" {...form.insert.getButtonProps({ name: fields.performers.name, defaultValue: { name: '', instrument: '' } })}>
              {t('track.addPerformer')}
            </Button>
          </div>
        </fieldset>
        <FormErrors id={form.errorId} errors={form.errors} />
      </fieldset>
      {disabled ? null : (
        <div className="flex flex-wrap justify-between gap-3">
          <Button type="submit" name="intent" value="delete-track" variant="ghost" formNoValidate>
            {t('track.delete')}
          </Button>
          <Button type="submit">{t('track.save')}</Button>
        </div>
      )}
    </ConformForm>
  );
}
