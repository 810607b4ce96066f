import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FormErrors, FormField } from '../components/form-field';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Checkbox } from '../components/ui/checkbox';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Progress } from '../components/ui/progress';
import { NativeSelect } from '../components/ui/select';
import { isoDate } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { AUDIO_ACCEPT, COVER_ACCEPT, newReleaseSchema } from '../lib/new-release-schema';
import { useUpload } from '../lib/use-upload';
import { receiveNewRelease, releasePath } from '../server/new-release.server';
import { listOwnArtists } from '../server/releases.server';
import { requireUser } from '../server/session.server';

/** A new release's date unless the user picks another: four weeks ahead leaves time for review and delivery. */
const DEFAULT_LEAD_DAYS = 28;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const today = new Date();
  return json({
    artists: await listOwnArtists(user.id),
    defaultReleaseDate: isoDate(new Date(today.getTime() + DEFAULT_LEAD_DAYS * 24 * 60 * 60 * 1000)),
  });
}

/** The form without JavaScript; with it, the browser posts to ./upload to show progress. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const result = await receiveNewRelease(request, user.id);
  if ('releaseId' in result) return redirect(releasePath(result.releaseId));
  return json(result, { status: 400 });
}

export const meta = titleMeta('pages.newRelease');

/** Shown when the upload could not reach the server or its answer could not be read. */
const UPLOAD_FAILED: SubmissionResult<string[]> = { status: 'error', error: { '': ['upload_failed'] } };

export default function NewReleasePage() {
  const { t } = useTranslation();
  const { artists, defaultReleaseDate } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { state, result, upload } = useUpload({ failure: UPLOAD_FAILED });
  const busy = state.phase !== 'idle';

  const [form, fields] = useForm({
    id: 'new-release',
    lastResult: result ?? (actionData && 'reply' in actionData ? actionData.reply : undefined),
    constraint: getZodConstraint(newReleaseSchema),
    defaultValue: { artistId: artists.length === 1 ? artists[0]?.id : undefined, releaseDate: defaultReleaseDate },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newReleaseSchema }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      upload('/distributions/new/upload', formData);
    },
  });

  return (
    <div className="mx-auto max-w-2xl">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('newRelease.heading')}</h1>
          </CardTitle>
          <CardDescription>{t('newRelease.lead')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            method="post"
            encType="multipart/form-data"
            className="grid gap-6"
            aria-busy={busy}
            {...getFormProps(form)}
          >
            {artists.length === 0 ? <Alert>{t('newRelease.noArtists')}</Alert> : null}
            <FormField
              label={t('newRelease.artist')}
              htmlFor={fields.artistId.id}
              errors={fields.artistId.errors}
              errorId={fields.artistId.errorId}
            >
              <NativeSelect {...getSelectProps(fields.artistId)}>
                <option value="">{t('newRelease.chooseArtist')}</option>
                {artists.map((artist) => (
                  <option key={artist.id} value={artist.id}>
                    {artist.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              label={t('newRelease.title')}
              htmlFor={fields.title.id}
              errors={fields.title.errors}
              errorId={fields.title.errorId}
            >
              <Input {...getInputProps(fields.title, { type: 'text' })} autoComplete="off" />
            </FormField>
            <FormField
              label={t('newRelease.releaseDate')}
              htmlFor={fields.releaseDate.id}
              hint={t('newRelease.releaseDateHint')}
              hintId={fields.releaseDate.descriptionId}
              errors={fields.releaseDate.errors}
              errorId={fields.releaseDate.errorId}
            >
              <Input
                {...getInputProps(fields.releaseDate, {
                  type: 'date',
                  ariaDescribedBy: fields.releaseDate.descriptionId,
                })}
                className="sm:max-w-56"
              />
            </FormField>
            <FormField
              label={t('newRelease.trackTitle')}
              htmlFor={fields.trackTitle.id}
              errors={fields.trackTitle.errors}
              errorId={fields.trackTitle.errorId}
            >
              <Input {...getInputProps(fields.trackTitle, { type: 'text' })} autoComplete="off" />
            </FormField>
            <div className="flex items-center gap-2">
              <Checkbox {...getInputProps(fields.explicit, { type: 'checkbox' })} />
              <Label htmlFor={fields.explicit.id}>{t('newRelease.explicit')}</Label>
            </div>
            <div className="flex items-start gap-2">
              <Checkbox {...getInputProps(fields.agreementsAccepted, { type: 'checkbox' })} />
              <Label htmlFor={fields.agreementsAccepted.id}>{t('newRelease.agreements')}</Label>
            </div>
            <FormField
              label={t('newRelease.audio')}
              htmlFor={fields.audio.id}
              hint={t('newRelease.audioHint')}
              hintId={fields.audio.descriptionId}
              errors={fields.audio.errors}
              errorId={fields.audio.errorId}
            >
              <Input
                {...getInputProps(fields.audio, { type: 'file', ariaDescribedBy: fields.audio.descriptionId })}
                accept={AUDIO_ACCEPT}
              />
            </FormField>
            <FormField
              label={t('newRelease.cover')}
              htmlFor={fields.cover.id}
              hint={t('newRelease.coverHint')}
              hintId={fields.cover.descriptionId}
              errors={fields.cover.errors}
              errorId={fields.cover.errorId}
            >
              <Input
                {...getInputProps(fields.cover, { type: 'file', ariaDescribedBy: fields.cover.descriptionId })}
                accept={COVER_ACCEPT}
              />
            </FormField>
            <FormErrors id={form.errorId} errors={form.errors} />
            <div className="grid gap-3">
              <Button type="submit" disabled={busy} className="sm:w-fit">
                {busy ? t('newRelease.uploading') : t('newRelease.submit')}
              </Button>
              <UploadProgress state={state} />
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

function UploadProgress({ state }: { state: ReturnType<typeof useUpload>['state'] }) {
  const { t } = useTranslation();
  const percent = state.phase === 'uploading' ? state.percent : 100;
  return (
    <div aria-live="polite" className="grid gap-2">
      {state.phase !== 'idle' ? (
        <>
          <Progress value={percent} aria-label={t('newRelease.progress')} />
          <p className="text-sm text-muted-foreground">
            {state.phase === 'uploading'
              ? t('newRelease.uploadingPercent', { percent: Math.round(percent) })
              : t('newRelease.processing')}
          </p>
        </>
      ) : null}
    </div>
  );
}
