import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { deviceOf } from '@slipcase/domain';
import { smartLinkPage } from '@slipcase/services/smart-links/smart-link-page';
import { useTranslation } from 'react-i18next';
import { SmartLinkButtons } from '../components/smart-links/smart-link-buttons';
import { BARE_PAGE } from '../lib/chrome';
import { BRAND, errorTitle } from '../lib/meta';
import { serviceDeps } from '../server/deps.server';
import { smartLinkUrl } from '../server/smart-links.server';

/**
 * The public smart link page `/s/{slug}` (001 §3): the release's cover, title and artist, and a button per store,
 * the visitor's device's usual stores first. Rendered on the server with no script of another host and no cookie;
 * anonymous visits come from the public-page cache (web/server/public-pages.ts), so the view is counted by the
 * page's own pixel (`/s/{slug}/seen`), not here.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = await smartLinkPage(await serviceDeps(), { slug: params.slug ?? '', device: deviceOf(request.headers.get('User-Agent') ?? '') });
  if (!page) throw new Response('Not found', { status: 404 });
  const path = `/s/${page.slug}`;
  return json({ ...page, url: smartLinkUrl(path), coverUrl: page.coverVersion ? smartLinkUrl(`${path}/cover?v=${page.coverVersion}`) : null });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  if (error || !data) return errorTitle(matches, error);
  const title = `${data.title} — ${data.artist}`;
  const description = data.buttons.map((button) => button.name).join(' · ');
  return [
    { title: `${title} | ${BRAND}` },
    { name: 'description', content: description },
    { property: 'og:type', content: 'music.album' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: data.url },
    { property: 'og:site_name', content: BRAND },
    ...(data.coverUrl ? [{ property: 'og:image', content: data.coverUrl }, { property: 'og:image:alt', content: title }] : []),
    { name: 'twitter:card', content: data.coverUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(data.coverUrl ? [{ name: 'twitter:image', content: data.coverUrl }] : []),
    { tagName: 'link', rel: 'canonical', href: data.url },
  ];
};

export const handle = BARE_PAGE;

export default function SmartLinkPublicPage() {
  const { t } = useTranslation('smartlinks');
  const { slug, title, artist, coverVersion, buttons } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto flex max-w-sm flex-col items-center gap-5 text-center">
      {coverVersion ? (
        <img src={`/s/${slug}/cover?v=${coverVersion}`} alt={t('public.cover', { title })} width={320} height={320} className="aspect-square w-full max-w-80 rounded-xl object-cover shadow-md" />
      ) : (
        <div aria-hidden className="flex aspect-square w-full max-w-80 items-center justify-center rounded-xl bg-muted text-6xl">♪</div>
      )}
      <header>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{artist}</p>
      </header>
      <SmartLinkButtons slug={slug} buttons={buttons} />
      {/* Counts the view (day, country, device); a cached page cannot. Not shown. */}
      <img src={`/s/${slug}/seen`} alt="" width={1} height={1} className="absolute size-px opacity-0" />
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
