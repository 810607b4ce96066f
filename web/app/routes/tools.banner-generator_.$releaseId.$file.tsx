import type { LoaderFunctionArgs } from '@remix-run/node';
import { isAppError, isBannerFormat, type BannerFormat } from '@slipcase/domain';
import { renderBanner, renderBannerZip } from '@slipcase/services/banners/index';
import { serviceDeps } from '../server/deps.server';
import { notFoundAs404 } from '../server/not-found.server';
import { requireUser } from '../server/session.server';

/** `<format>.png` or `all.zip`: anything else is not a file of the generator. */
function fileOf(name: string): { format: BannerFormat; kind: 'png' } | { kind: 'zip' } | null {
  if (name === 'all.zip') return { kind: 'zip' };
  const format = name.endsWith('.png') ? name.slice(0, -4) : '';
  return isBannerFormat(format) ? { format, kind: 'png' } : null;
}

/** Another account's release, an unknown one, or one whose cover storage no longer has: nothing to draw. */
function nothingToDraw(error: unknown): never {
  if (isAppError(error) && error.code === 'artwork_required') throw new Response('Not found', { status: 404 });
  return notFoundAs404(error);
}

/** A banner of the owner's release, drawn on request (`?palette=<n>`; `?download=1` saves it under a plain name). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const file = fileOf(params.file ?? '');
  if (!file) throw new Response('Not found', { status: 404 });
  const search = new URL(request.url).searchParams;
  const deps = await serviceDeps();
  const input = { userId: user.id, releaseId: params.releaseId ?? '', palette: search.get('palette') };
  const headers = { 'Cache-Control': 'private, max-age=300', 'X-Content-Type-Options': 'nosniff' };
  if (file.kind === 'zip') {
    const { fileName, zip } = await renderBannerZip(deps, input).catch(nothingToDraw);
    return new Response(new Uint8Array(zip), { headers: { ...headers, 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${fileName}"` } });
  }
  const { fileName, png } = await renderBanner(deps, { ...input, format: file.format }).catch(nothingToDraw);
  const disposition = search.get('download') === '1' ? `attachment; filename="${fileName}"` : 'inline';
  return new Response(new Uint8Array(png), { headers: { ...headers, 'Content-Type': 'image/png', 'Content-Disposition': disposition } });
}
