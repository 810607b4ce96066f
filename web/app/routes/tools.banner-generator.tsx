import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useSubmit } from '@remix-run/react';
import { BANNER_FORMAT_IDS, BANNER_FORMATS, chosenPalette, isAppError } from '@slipcase/domain';
import { bannerReleases, releaseBannerPalettes } from '@slipcase/services/banners/index';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { Button, buttonVariants } from '../components/ui/button';
import { titleMeta } from '../lib/meta';
import { serviceDeps } from '../server/deps.server';
import { notFoundAs404 } from '../server/not-found.server';
import { requireUser } from '../server/session.server';

/** The owner's releases with a cover, the one shown (`?release=`, else the newest) and its cover's palettes. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const deps = await serviceDeps();
  const releases = await bannerReleases(deps, { userId: user.id });
  const search = new URL(request.url).searchParams;
  const releaseId = search.get('release') ?? releases[0]?.id;
  if (!releaseId) return json({ releases, shown: null, coverMissing: null });
  try {
    const { release, palettes } = await releaseBannerPalettes(deps, { userId: user.id, releaseId });
    const palette = palettes.indexOf(chosenPalette(palettes, search.get('palette')));
    return json({ releases, shown: { release, palettes, palette }, coverMissing: null });
  } catch (error) {
    if (isAppError(error) && error.code === 'artwork_required') return json({ releases, shown: null, coverMissing: releaseId });
    return notFoundAs404(error);
  }
}

export const meta = titleMeta('banners:title');

export default function BannerGeneratorPage() {
  const { t } = useTranslation('banners');
  const { releases, shown, coverMissing } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
      </header>
      {coverMissing ? (
        <EmptyState
          title={t('coverMissing.title')}
          body={t('coverMissing.body')}
          action={
            <Link to={`/distributions/${coverMissing}/edit/artwork`} className={buttonVariants({ variant: 'outline' })}>
              {t('coverMissing.action')}
            </Link>
          }
        />
      ) : shown === null ? (
        <EmptyState
          title={t('empty.title')}
          body={t('empty.body')}
          action={
            <Link to="/distributions/new" className={buttonVariants({ variant: 'outline' })}>
              {t('empty.action')}
            </Link>
          }
        />
      ) : (
        <>
          <Form method="get" className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:flex-row sm:items-end" onChange={(event) => submit(event.currentTarget)}>
            <label className="flex flex-col gap-1 text-sm font-medium sm:min-w-64">
              {t('release.label')}
              <select name="release" defaultValue={shown.release.id} className="h-10 rounded-md border bg-background px-3 text-sm">
                {releases.map((release) => (
                  <option key={release.id} value={release.id}>
                    {release.title} · {release.artist}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="flex flex-col gap-1">
              <legend className="text-sm font-medium">{t('palette.legend')}</legend>
              <div className="flex flex-wrap gap-2" key={shown.release.id}>
                {shown.palettes.map((palette, index) => (
                  <label key={palette.background} className="cursor-pointer rounded-full border-2 border-transparent p-0.5 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
                    <input type="radio" name="palette" value={index} defaultChecked={index === shown.palette} className="sr-only" />
                    <span className="flex h-9 w-9 items-center justify-center rounded-full text-xs font-semibold" style={{ background: palette.background, color: palette.text }}>
                      <span aria-hidden="true">Aa</span>
                      <span className="sr-only">{t('palette.option', { number: index + 1 })}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <Button type="submit" variant="outline" className="sm:ml-auto">
              {t('release.show')}
            </Button>
          </Form>
          <p className="-mt-4 text-xs text-muted-foreground">{t('palette.hint')}</p>
          <BannerPreviews releaseId={shown.release.id} title={shown.release.title} palette={shown.palette} />
        </>
      )}
    </div>
  );
}

function BannerPreviews({ releaseId, title, palette }: { releaseId: string; title: string; palette: number }) {
  const { t } = useTranslation('banners');
  const file = (name: string, download = false) => `/tools/banner-generator/${releaseId}/${name}?palette=${palette}${download ? '&download=1' : ''}`;
  return (
    <section className="space-y-4" aria-label={t('title')}>
      <div className="grid gap-6 md:grid-cols-3">
        {BANNER_FORMAT_IDS.map((format) => {
          const { width, height } = BANNER_FORMATS[format];
          const name = t(`formats.${format}.name`);
          return (
            <figure key={format} className="flex flex-col gap-2 rounded-xl border bg-card p-3" data-testid={`banner-${format}`}>
              <img src={file(`${format}.png`)} width={width} height={height} alt={t('preview', { format: name, title })} className="h-auto max-h-96 w-full rounded-md object-contain" />
              <figcaption className="text-sm">
                <span className="font-medium">{name}</span> · {width}×{height}
                <span className="block text-muted-foreground">{t(`formats.${format}.use`)}</span>
              </figcaption>
              <a href={file(`${format}.png`, true)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                {t('download', { format: name })}
              </a>
            </figure>
          );
        })}
      </div>
      <a href={file('all.zip')} download className={buttonVariants()}>
        {t('downloadAll')}
      </a>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
