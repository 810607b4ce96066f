import { BANNER_FORMAT_IDS, type BannerPalette } from '@slipcase/domain';
import { zipSync } from 'fflate';
import type { ServiceDeps } from '../deps';
import { drawBanner, releaseBannerPalettes } from './render-banner';

/** A file name of plain letters for a banner: `nova-lane-echo-chamber-square.png`. */
export function bannerFileName(release: { artist: string; title: string }, format: string, extension: string): string {
  const plain = `${release.artist} ${release.title}`
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${plain || 'banner'}-${format}.${extension}`;
}

/** The three banners of a release in one palette, as a ZIP (stored, not deflated: PNGs are compressed already). */
export async function renderBannerZip(
  deps: Pick<ServiceDeps, 'prisma' | 'storage'>,
  input: { userId: string; releaseId: string; palette: (palettes: BannerPalette[]) => BannerPalette },
): Promise<{ fileName: string; zip: Uint8Array }> {
  const { release, palettes } = await releaseBannerPalettes(deps, input);
  const palette = input.palette(palettes);
  const coverPath = deps.storage.path(release.coverKey);
  const files: Record<string, Uint8Array> = {};
  for (const format of BANNER_FORMAT_IDS) files[bannerFileName(release, format, 'png')] = await drawBanner(release, coverPath, format, palette);
  return { fileName: bannerFileName(release, 'banners', 'zip'), zip: zipSync(files, { level: 0 }) };
}
