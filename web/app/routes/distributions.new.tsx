import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { getPrisma } from '@slipcase/db';
import {
  ARTWORK_MAX_BYTES,
  AUDIO_MAX_BYTES,
  checkArtwork,
  checkAudio,
  type FieldError,
} from '@slipcase/domain';
import { createSingleRelease, defaultStorage, ReleaseValidationError } from '@slipcase/workflows/services/index';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FieldErrors, FormField } from '../components/form-field';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Checkbox } from '../components/ui/checkbox';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Progress } from '../components/ui/progress';
import { NativeSelect } from '../components/ui/select';
import { encodeError } from '../lib/error-messages';
import { isoDate } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { useUpload, XHR_UPLOAD_HEADER, type UploadResponse } from '../lib/use-upload';
import { listOwnArtists } from '../server/releases.server';
import { requireUser } from '../server/session.server';
import { withMultipartForm } from '../server/uploads.server';

export const AUDIO_ACCEPT = '.wav,.flac,.mp3,.aif,.aiff';
export const COVER_ACCEPT = 'image/jpeg,image/png';
/** A new release's date unless the user picks another: four weeks ahead leaves time for review and delivery. */
const DEFAULT_LEAD_DAYS = 28;

/** A chosen, non-empty file: a browser File, or on the server the file the upload was streamed to. */
function isChosenFile(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'size' in value && typeof value.size === 'number' && value.size > 0;
}

export const newReleaseSchema = z.object({
  artistId: z.string({ error: 'required' }),
  title: z.string({ error: 'required' }).trim().min(1, { error: 'required' }),
  releaseDate: z.string({ error: 'required' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' }),
  trackTitle: z.string({ error: 'required' }).trim().min(1, { error: 'required' }),
  explicit: z.boolean().optional(),
  audio: z.custom<File>(isChosenFile, { error: 'required' }),
  cover: z.custom<File>(isChosenFile, { error: 'required' }),
});

type FileField = 'audio' | 'cover';

/**
 * Streaming limits: a little above the rules, which createSingleRelease applies exactly; they only stop a huge
 * upload early. Past a limit the field gets the same error the rule gives for a file that is too large.
 */
const STREAM_LIMITS: Record<FileField, { maxBytes: number; tooLarge: () => FieldError | undefined }> = {
  audio: {
    maxBytes: AUDIO_MAX_BYTES + 1024 * 1024,
    tooLarge: () => checkAudio({ format: 'wav', durationSeconds: 0, sizeBytes: Number.MAX_SAFE_INTEGER }, 'audio')[0],
  },
  cover: {
    maxBytes: ARTWORK_MAX_BYTES + 1024 * 1024,
    tooLarge: () =>
      checkArtwork({ format: 'png', width: 0, height: 0, sizeBytes: Number.MAX_SAFE_INTEGER }, 'cover')[0],
  },
};

const FILE_FIELDS: FileField[] = ['audio', 'cover'];

function groupByField(errors: readonly FieldError[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const error of errors) (grouped[error.field] ??= []).push(encodeError(error));
  return grouped;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const today = new Date();
  return json({
    artists: await listOwnArtists(user.id),
    defaultReleaseDate: isoDate(new Date(today.getTime() + DEFAULT_LEAD_DAYS * 24 * 60 * 60 * 1000)),
  });
}

type ActionResult = { releaseId: string } | { reply: SubmissionResult<string[]> };

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const maxBytes = Object.fromEntries(FILE_FIELDS.map((field) => [field, STREAM_LIMITS[field].maxBytes]));

  const result = await withMultipartForm(request, { maxBytes }, async (form): Promise<ActionResult> => {
    if (!form.ok) {
      const error = STREAM_LIMITS[form.tooLarge as FileField].tooLarge();
      return { reply: { status: 'error', error: error ? groupByField([error]) : { '': ['upload_failed'] } } };
    }
    const submission = parseWithZod(form.formData, { schema: newReleaseSchema });
    const audio = form.file('audio');
    const cover = form.file('cover');
    if (submission.status !== 'success' || !audio || !cover) {
      return { reply: submission.reply({ hideFields: FILE_FIELDS }) };
    }
    try {
      const { audio: _audio, cover: _cover, ...fields } = submission.value;
      return await createSingleRelease(
        { prisma: getPrisma(), storage: defaultStorage(), now: new Date() },
        { ...fields, ownerId: user.id, audio, cover },
      );
    } catch (error) {
      if (!(error instanceof ReleaseValidationError)) throw error;
      return { reply: submission.reply({ fieldErrors: groupByField(error.errors), hideFields: FILE_FIELDS }) };
    }
  });

  const viaXhr = request.headers.has(XHR_UPLOAD_HEADER);
  if ('releaseId' in result) {
    const location = `/distributions/${result.releaseId}`;
    return viaXhr ? json<UploadResponse>({ redirectTo: location }) : redirect(location);
  }
  return json<UploadResponse>({ reply: result.reply }, { status: 400 });
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
      upload(event.currentTarget.action, formData);
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
              className="sm:max-w-56"
            >
              <Input
                {...getInputProps(fields.releaseDate, {
                  type: 'date',
                  ariaDescribedBy: fields.releaseDate.descriptionId,
                })}
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
            <FieldErrors id={form.errorId} errors={form.errors} />
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
