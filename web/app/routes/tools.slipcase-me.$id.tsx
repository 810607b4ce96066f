import { useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { artistPageSchema } from '@slipcase/api-contract/artist-page-schemas';
import {
  ARTIST_FIELD_MAX,
  HANDLE_MAX,
  isAppError,
  isSocialLink,
  parseYouTubeVideoId,
  readPageLook,
  SOCIAL_NETWORKS,
} from '@slipcase/domain';
import { loadArtistPageEditor } from '@slipcase/services/artist-pages/artist-page-editor';
import { pageInsights } from '@slipcase/services/artist-pages/page-insights';
import { useState } from 'react';
import { useCroppedSubmit } from '../components/use-cropped-submit';
import { useTranslation } from 'react-i18next';
import { ArtistPage } from '../components/artist-page/artist-page';
import { PictureField, Section, SocialLinkFields } from '../components/artist-form';
import { TextareaField } from '../components/textarea-field';
import { PageInsightsPanel } from '../components/artist-page/page-insights';
import { LayoutField, PaletteField, PatternField } from '../components/artist-page/page-look-fields';
import { ConformForm } from '../components/conform-form';
import { FormErrors } from '../components/form-field';
import { InputField } from '../components/input-field';
import { Alert } from '../components/ui/alert';
import { Button, buttonVariants } from '../components/ui/button';
import { titleMeta } from '../lib/meta';
import { upgradePath } from '../lib/paths';
import { receivePageForm } from '../server/artist-pages/receive-page-form.server';
import { serviceDeps } from '../server/deps.server';
import { requireUser } from '../server/session.server';

/** The owner's page in the editor, with its visits and followers; anybody else's (or none) is not found. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const deps = await serviceDeps();
  const input = { ownerId: user.id, pageId: params.id ?? '' };
  try {
    const [editor, insights] = await Promise.all([loadArtistPageEditor(deps, input), pageInsights(deps, input)]);
    return json({ editor, insights });
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') throw new Response('Not found', { status: 404 });
    throw error;
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const pageId = params.id ?? '';
  const result = await receivePageForm(request, user, pageId).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'not_found') throw new Response('Not found', { status: 404 });
    throw error;
  });
  if (!result.ok) return json({ reply: result.reply }, { status: result.status });
  return redirect(`/tools/slipcase-me/${pageId}?saved=1`);
}

export const meta = titleMeta('artists:me.editor.title');

type Editor = ReturnType<typeof useLoaderData<typeof loader>>['editor'];

/** What the preview shows of the form as it is now: the saved page with the typed look, bio, links and video. */
function previewOf(editor: Editor, values: FormData | null): Editor['view'] {
  if (!values) return editor.view;
  const text = (name: string) => {
    const value = values.get(name);
    return typeof value === 'string' ? value : '';
  };
  const look = readPageLook({ layout: text('layout'), palette: text('palette'), pattern: text('pattern') });
  const videoId = editor.allows.featuredVideo ? parseYouTubeVideoId(text('videoUrl')) : null;
  return {
    ...editor.view,
    handle: text('handle') || editor.view.handle,
    bio: text('bio').trim() || null,
    look,
    videoId,
    socialLinks: SOCIAL_NETWORKS.flatMap((network) => {
      const url = text(`socialLinks.${network}`).trim();
      return url && isSocialLink(network, url) ? [{ network, url }] : [];
    }),
  };
}

export default function SlipcaseMeEditor() {
  const { t } = useTranslation('artists');
  const { editor, insights } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const { cropper, onSubmit, busy } = useCroppedSubmit();
  const [draft, setDraft] = useState<FormData | null>(null);
  const schema = artistPageSchema(editor.plan);

  const [form, fields] = useForm({
    id: `artist-page-${editor.id}`,
    lastResult: actionData?.reply,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: { ...editor.settings, socialLinks: editor.settings.socialLinks },
    onSubmit,
  });
  const social = fields.socialLinks.getFieldset();
  const preview = previewOf(editor, draft);
  const saved = searchParams.get('saved') === '1' && !actionData;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <p className="text-sm text-muted-foreground">
            <Link to="/tools/slipcase-me" className="underline underline-offset-4">
              {t('me.index.title')}
            </Link>
          </p>
          <h1 className="text-2xl font-semibold tracking-tight break-words">{t('me.editor.heading', { name: editor.view.artistName })}</h1>
        </div>
        <Link to={`/me/${editor.settings.handle}`} className={buttonVariants({ variant: 'outline' })}>
          {t('me.editor.viewPage')}
        </Link>
      </div>
      {saved ? (
        <Alert role="status" data-testid="me-saved">
          {t('me.editor.saved')}
        </Alert>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <ConformForm
          form={form}
          method="post"
          encType="multipart/form-data"
          className="grid min-w-0 gap-6"
          aria-busy={busy}
          onChange={(event) => setDraft(new FormData(event.currentTarget))}
        >
          <Section title={t('me.editor.sections.address')}>
            <InputField meta={fields.handle} label={t('me.index.handle')} hint={t('me.index.handleHint')} maxLength={HANDLE_MAX} autoComplete="off" spellCheck={false} required />
          </Section>
          <Section title={t('me.editor.sections.look')}>
            <LayoutField meta={fields.layout} />
            <PaletteField meta={fields.palette} />
            <PatternField meta={fields.pattern} palette={preview.look.palette} />
          </Section>
          <Section title={t('me.editor.sections.about')} description={t('me.editor.sharedWithProfile')}>
            <TextareaField meta={fields.bio} label={t('form.biography')} hint={t('form.biographyHint', { max: ARTIST_FIELD_MAX.biography })} />
            <PictureField meta={fields.image} cropper={cropper} currentUrl={editor.view.imageUrl} />
          </Section>
          <Section title={t('me.editor.sections.video')} description={t('me.editor.videoHint')}>
            {editor.allows.featuredVideo ? (
              <InputField meta={fields.videoUrl} type="url" label={t('me.editor.videoUrl')} placeholder="https://www.youtube.com/watch?v=" spellCheck={false} />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4" data-testid="me-video-locked">
                <p className="text-sm">{t('me.editor.videoPro')}</p>
                <Link to={upgradePath('slipcase-me')} className={buttonVariants({ size: 'sm' })}>
                  {t('me.editor.upgrade')}
                </Link>
              </div>
            )}
          </Section>
          <Section title={t('me.editor.sections.links')} description={t('me.editor.sharedWithProfile')}>
            <SocialLinkFields fields={social} />
          </Section>
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? t('me.editor.saving') : t('me.editor.save')}
            </Button>
          </div>
        </ConformForm>
        <section aria-labelledby="me-preview-heading" className="grid min-w-0 gap-2 lg:sticky lg:top-4">
          <h2 id="me-preview-heading" className="text-sm font-medium text-muted-foreground">
            {t('me.editor.preview')}
          </h2>
          <div className="max-h-[80vh] overflow-y-auto rounded-xl border" data-testid="me-preview">
            <ArtistPage view={preview} headingLevel={2} />
          </div>
        </section>
      </div>
      <PageInsightsPanel insights={insights} exportBase={`/tools/slipcase-me/${editor.id}/export`} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
