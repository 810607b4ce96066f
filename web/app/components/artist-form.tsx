import { getInputProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Link } from '@remix-run/react';
import {
  ARTIST_FIELD_MAX,
  ARTIST_IMAGE_MIN_PX,
  ARTIST_IMAGE_RECOMMENDED_PX,
  artistIdStoreName,
  OTHER_ARTIST_ID_STORES,
  SOCIAL_NETWORK_NAMES,
  type ArtistProfile,
} from '@slipcase/domain';
import { useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTIST_GENRES, ARTIST_IMAGE_ACCEPT, ARTIST_TYPES, artistSchema, SOCIAL_NETWORKS } from '../lib/artist-schema';
import { ConformForm } from './conform-form';
import { FormErrors, FormField } from './form-field';
import { ImageCropper, type ImageCropperHandle } from './image-cropper';
import { InputField } from './input-field';
import { TextareaField } from './textarea-field';
import { useOwnField } from './own-field';
import { useCroppedSubmit } from './use-cropped-submit';
import { Button, buttonVariants } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';
import { Checkbox } from './ui/checkbox';
import { Label } from './ui/label';
import { NativeSelect } from './ui/select';

/** An artist as the edit form starts from: the stored profile, its type and genre as the form's texts, and its picture. */
export type ArtistFormDefaults = Omit<ArtistProfile, 'type' | 'mainGenre'> & { type: string; mainGenre: string; imageUrl: string | null };

type TextMeta = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

function SelectField({
  meta,
  label,
  placeholder,
  options,
  hint,
  required,
}: {
  meta: TextMeta;
  label: ReactNode;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: ReactNode;
  required?: boolean;
}) {
  const field = useOwnField(meta);
  const hintId = hint ? field.descriptionId : undefined;
  return (
    <FormField label={label} htmlFor={field.id} hint={hint} hintId={hintId} errors={field.errors} errorId={field.errorId}>
      <NativeSelect {...getSelectProps(field, { ariaDescribedBy: hintId })} required={required}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** The cropper tied to the form's `image` field, whose server errors it shows. */
export function PictureField({
  meta,
  cropper,
  currentUrl,
}: {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  cropper: Ref<ImageCropperHandle>;
  currentUrl: string | null;
}) {
  const { t } = useTranslation('artists');
  const field = useOwnField(meta);
  return (
    <ImageCropper
      ref={cropper}
      id={field.id}
      name={field.name}
      label={currentUrl ? t('picture.change') : t('picture.choose')}
      hint={t('picture.hint', { recommended: ARTIST_IMAGE_RECOMMENDED_PX, min: ARTIST_IMAGE_MIN_PX })}
      accept={ARTIST_IMAGE_ACCEPT}
      currentUrl={currentUrl}
      errors={field.errors}
      errorId={field.errorId}
    />
  );
}

/** The streaming profile: an existing one linked by id, URI or link, or a new one asked for (one of the two). */
function StreamingProfile({ profile, requestNew }: { profile: TextMeta; requestNew: FieldMetadata<boolean | undefined, Record<string, unknown>, string[]> }) {
  const { t } = useTranslation('artists');
  const field = useOwnField(requestNew);
  const [checked, setChecked] = useState(field.initialValue === 'on');
  return (
    <div className="grid gap-4">
      <InputField
        meta={profile}
        label={t('form.providerProfile')}
        hint={t('form.providerProfileHint')}
        disabled={checked}
        autoComplete="off"
        spellCheck={false}
      />
      <p className="text-sm text-muted-foreground">{t('form.or')}</p>
      <div className="flex items-start gap-2">
        <Checkbox
          {...getInputProps(field, { type: 'checkbox' })}
          className="mt-0.5"
          onChange={(event) => setChecked(event.currentTarget.checked)}
        />
        <Label htmlFor={field.id} className="leading-snug font-normal">
          {t('form.requestNewProfile')}
        </Label>
      </div>
    </div>
  );
}

/** One link field per social network (SOCIAL_NETWORKS), two columns from small screens up. */
export function SocialLinkFields({ fields }: { fields: Record<(typeof SOCIAL_NETWORKS)[number], TextMeta> }) {
  const { t } = useTranslation('artists');
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      {SOCIAL_NETWORKS.map((network) => (
        <InputField
          key={network}
          meta={fields[network]}
          type="url"
          label={SOCIAL_NETWORK_NAMES[network]}
          placeholder={t(`form.socialPlaceholder.${network}`)}
          spellCheck={false}
          maxLength={ARTIST_FIELD_MAX.socialLink}
        />
      ))}
    </div>
  );
}

export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

/**
 * The artist's every field (000 §3) for /artists/new and /artists/{id}/edit: checked in the browser with the
 * domain's rules, then posted as multipart with the cropped picture in place of the picked file.
 */
export function ArtistForm({
  id,
  defaults,
  countries,
  lastResult,
  submitLabel,
}: {
  id: string;
  defaults: ArtistFormDefaults | null;
  countries: ReadonlyArray<{ code: string; name: string }>;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
}) {
  const { t } = useTranslation('artists');
  const { t: ts } = useTranslation('shell');
  const { cropper, onSubmit, busy } = useCroppedSubmit();

  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: getZodConstraint(artistSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: artistSchema }),
    defaultValue: defaults
      ? {
          ...Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, value ?? undefined])),
          socialLinks: defaults.socialLinks,
          requestNewProfile: defaults.requestNewProfile,
          storeProfiles: defaults.storeProfiles,
        }
      : { type: 'solo' },
    onSubmit,
  });
  const social = fields.socialLinks.getFieldset();
  const stores = fields.storeProfiles.getFieldset();

  return (
    <ConformForm form={form} method="post" encType="multipart/form-data" className="grid gap-6" aria-busy={busy}>
      <Section title={t('form.sections.profile')}>
        <InputField meta={fields.name} label={t('form.name')} autoComplete="off" maxLength={ARTIST_FIELD_MAX.name} required />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <SelectField
            meta={fields.type}
            label={t('form.type')}
            placeholder={t('form.chooseType')}
            required
            options={ARTIST_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
          <SelectField
            meta={fields.mainGenre}
            label={t('form.mainGenre')}
            placeholder={t('form.chooseGenre')}
            required
            options={ARTIST_GENRES.map((genre) => ({ value: genre, label: ts(`genres.${genre}`) }))}
          />
          <InputField meta={fields.style} label={t('form.style')} hint={t('form.styleHint')} maxLength={ARTIST_FIELD_MAX.style} />
          <SelectField
            meta={fields.country}
            label={t('form.country')}
            placeholder={t('form.countryNone')}
            options={countries.map((country) => ({ value: country.code, label: country.name }))}
          />
        </div>
        <TextareaField meta={fields.biography} label={t('form.biography')} hint={t('form.biographyHint', { max: ARTIST_FIELD_MAX.biography })} />
      </Section>

      <Section title={t('form.sections.picture')} description={t('form.sections.pictureDescription')}>
        <PictureField meta={fields.image} cropper={cropper} currentUrl={defaults?.imageUrl ?? null} />
      </Section>

      <Section title={t('form.sections.links')} description={t('form.sections.linksDescription')}>
        <InputField meta={fields.website} type="url" label={t('form.website')} placeholder="https://" autoComplete="url" />
        <SocialLinkFields fields={social} />
      </Section>

      <Section title={t('form.sections.streaming')} description={t('form.sections.streamingDescription')}>
        <StreamingProfile profile={fields.providerProfile} requestNew={fields.requestNewProfile} />
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{t('form.otherStores')}</h3>
          <p className="text-sm text-muted-foreground">{t('form.otherStoresHint')}</p>
        </div>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          {OTHER_ARTIST_ID_STORES.map((store) => (
            <InputField
              key={store}
              meta={stores[store]!}
              label={t('form.storeProfile', { store: artistIdStoreName(store) })}
              autoComplete="off"
              spellCheck={false}
            />
          ))}
        </div>
      </Section>

      <Section title={t('form.sections.legal')} description={t('form.legalPrivate')}>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <InputField meta={fields.legalFirstName} label={t('form.legalFirstName')} autoComplete="off" />
          <InputField meta={fields.legalLastName} label={t('form.legalLastName')} autoComplete="off" />
        </div>
        <p className="text-xs text-muted-foreground" data-testid="legal-private">
          {t('form.legalHint')}
        </p>
      </Section>

      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t('form.saving') : submitLabel}
        </Button>
        <Link to="/artists" className={buttonVariants({ variant: 'outline' })}>
          {t('form.cancel')}
        </Link>
      </div>
    </ConformForm>
  );
}
