import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ARTIST_GENRES, CONTRIBUTOR_ROLES, INSTRUMENTS } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { ConformForm } from '../components/conform-form';
import { FieldErrors, FormErrors } from '../components/form-field';
import { UpdateCoverField } from '../components/update-cover-field';
import { UpdateDiff } from '../components/update-diff';
import { WaitingUpdate } from '../components/waiting-update';
import { Alert } from '../components/ui/alert';
import { Button, buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { NativeSelect } from '../components/ui/select';
import { Textarea } from '../components/ui/textarea';
import { titleWith } from '../lib/meta';
import { releaseUpdateSchema } from '../lib/release-update-schema';
import { loadUpdatePage, receiveUpdate, type UpdatePage } from '../server/release-update.server';
import { requireUser } from '../server/session.server';

async function pageOf(request: Request, releaseId: string | undefined) {
  const user = await requireUser(request);
  const page = releaseId ? await loadUpdatePage(user.id, releaseId) : null;
  if (!page) throw new Response('Not found', { status: 404 });
  return { user, page };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return json((await pageOf(request, params.id)).page);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, page } = await pageOf(request, params.id);
  const { status, ...result } = await receiveUpdate(user.id, page, request);
  return json(result, { status });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => titleWith(data?.release.title);

export default function UpdateReleasePage() {
  const { t } = useTranslation('updates');
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { release } = page;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('heading', { title: release.title })}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
        <Link to={`/distributions/${release.id}`} className="text-sm underline-offset-4 hover:underline">
          {t('back')}
        </Link>
      </div>
      {result?.sent ? (
        <Alert variant="success" role="status">
          {result.sent.needsReview ? t('sent.reviewed') : t('sent.direct')}
        </Alert>
      ) : null}
      {page.waiting && !result?.sent ? <WaitingUpdate waiting={page.waiting} /> : null}
      {!page.updatable ? <Alert>{t('notLive')}</Alert> : page.waiting ? null : <UpdateForm page={page} lastResult={result?.reply} />}
      {result?.preview ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('diff.heading')}</h2>
            </CardTitle>
            <CardDescription>{t('diff.lead')}</CardDescription>
          </CardHeader>
          <CardContent>
            <UpdateDiff {...result.preview} />
          </CardContent>
        </Card>
      ) : null}
      {page.revisions.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('history.heading')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1 text-sm" data-testid="revisions">
              {page.revisions.map((revision) => (
                <li key={revision.id}>
                  {t('history.item', {
                    number: revision.number,
                    fields: revision.fields.map((field) => t(`fields.${field}`)).join(', '),
                    status: t(`status.${revision.status}`),
                  })}
                  {revision.note ? ` (${revision.note})` : null}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function UpdateForm({ page, lastResult }: { page: UpdatePage; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation('updates');
  const { t: tWizard } = useTranslation('wizard');
  const { t: tShell } = useTranslation('shell');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const [form, fields] = useForm({
    id: 'release-update',
    lastResult,
    constraint: getZodConstraint(releaseUpdateSchema),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: releaseUpdateSchema }),
  });
  const { release, shown } = page;
  const genres = ARTIST_GENRES.map((genre) => ({ value: genre, label: tShell(`genres.${genre}`) }));
  const rowsOf = <T,>(rows: readonly T[], blank: T) => [...rows, blank];
  return (
    <ConformForm form={form} method="post" encType="multipart/form-data" className="space-y-6">
      <UpdateCoverField coverUrl={release.coverUrl} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('release')}</h2>
          </CardTitle>
          <CardDescription>{shown.credits ? t('allowed') : t('allowedFree')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label={t('fields.label')} id="label">
            <Input id="label" name="label" defaultValue={release.label} />
          </Field>
          {shown.releaseDate ? (
            <Field label={t('fields.releaseDate')} id="releaseDate">
              <Input id="releaseDate" name="releaseDate" type="date" defaultValue={release.releaseDate} aria-describedby={fields.releaseDate.errors ? fields.releaseDate.errorId : undefined} />
              <FieldErrors id={fields.releaseDate.errorId} errors={fields.releaseDate.errors} />
            </Field>
          ) : null}
          {shown.genre ? (
            <>
              <Field label={t('primaryGenre')} id="primaryGenre">
                <Options id="primaryGenre" name="primaryGenre" value={release.primaryGenre} options={genres} />
              </Field>
              <Field label={t('secondaryGenre')} id="secondaryGenre">
                <Options id="secondaryGenre" name="secondaryGenre" value={release.secondaryGenre} options={genres} blank="—" />
              </Field>
            </>
          ) : null}
        </CardContent>
      </Card>
      {release.tracks.map((track, i) => (
        <Card key={track.id}>
          <CardHeader>
            <CardTitle>
              <h2>{t('track', { number: track.number, title: track.title })}</h2>
            </CardTitle>
            <CardDescription>{t('isrcFixed', { isrc: track.isrc })}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <input type="hidden" name={`tracks[${i}].trackId`} value={track.id} />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={`tracks[${i}].explicit`} defaultChecked={track.explicit} />
              {t('fields.explicit')}
            </label>
            {shown.lyrics ? (
              <Field label={t('fields.lyrics')} id={`lyrics-${i}`}>
                <Textarea id={`lyrics-${i}`} name={`tracks[${i}].lyrics`} defaultValue={track.lyrics} rows={4} />
              </Field>
            ) : null}
            {shown.credits ? (
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">{t('contributors')}</legend>
                {rowsOf(track.contributors, { name: '', role: '', sharePercent: '' }).map((row, j) => (
                  <div key={j} className="grid gap-2 sm:grid-cols-3">
                    <Input aria-label={t('name')} name={`tracks[${i}].contributors[${j}].name`} defaultValue={row.name} />
                    <Options aria-label={t('role')} name={`tracks[${i}].contributors[${j}].role`} value={row.role} blank="—"
                      options={CONTRIBUTOR_ROLES.map((role) => ({ value: role, label: tWizard(`roles.${role}`) }))} />
                    <Input aria-label={t('share')} name={`tracks[${i}].contributors[${j}].sharePercent`} defaultValue={row.sharePercent} inputMode="decimal" />
                  </div>
                ))}
                <legend className="pt-2 text-sm font-medium">{t('performers')}</legend>
                {rowsOf(track.performers, { name: '', instrument: '' }).map((row, j) => (
                  <div key={j} className="grid gap-2 sm:grid-cols-2">
                    <Input aria-label={t('name')} name={`tracks[${i}].performers[${j}].name`} defaultValue={row.name} />
                    <Options aria-label={t('instrument')} name={`tracks[${i}].performers[${j}].instrument`} value={row.instrument} blank="—"
                      options={INSTRUMENTS.map((instrument) => ({ value: instrument, label: tWizard(`instruments.${instrument.replace(/ /g, '_')}`) }))} />
                  </div>
                ))}
              </fieldset>
            ) : null}
          </CardContent>
        </Card>
      ))}
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="preview" variant="outline" disabled={Boolean(busy)}>
          {busy === 'preview' ? t('previewing') : t('preview')}
        </Button>
        <Button type="submit" name="intent" value="send" disabled={Boolean(busy)}>
          {busy === 'send' ? t('sending') : t('send')}
        </Button>
        <Link to={`/distributions/${release.id}`} className={buttonVariants({ variant: 'ghost' })}>
          {t('cancel')}
        </Link>
      </div>
    </ConformForm>
  );
}

function Field({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

function Options({ value, options, blank, ...props }: { id?: string; name: string; value: string; options: { value: string; label: string }[]; blank?: string; 'aria-label'?: string }) {
  return (
    <NativeSelect {...props} defaultValue={value}>
      {blank === undefined ? null : <option value="">{blank}</option>}
      {/* A value the list lacks (an imported instrument, a role since retired) is offered as it is, never sent back blank. */}
      {value && !options.some((option) => option.value === value) ? <option value={value}>{value}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
