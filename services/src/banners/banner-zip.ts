import { BANNER_FORMAT_IDS, chosenPalette } from '@slipcase/domain';
import { zipSync } from 'fflate';
import type { ServiceDeps } from '../deps';
import { bannerFileName } from './banner-file-name';
import { drawBanner, releaseBannerPalettes } from './render-banner';

/** The three banners of a release in one palette, as a ZIP (stored, not deflated: PNGs are compressed already). */
export async function renderBannerZip(
  deps: Pick<ServiceDeps, 'prisma' | 'storage'>,
  input: { userId: string; releaseId: string; palette: string | null },
): Promise<{ fileName: string; zip: Uint8Array }> {
  const { release, palettes } = await releaseBannerPalettes(deps, input);
  const palette = chosenPalette(palettes, input.palette);
  const coverPath = deps.storage.path(release.coverKey);
  const files: Record<string, Uint8Array> = {};
  for (const format of BANNER_FORMAT_IDS) files[bannerFileName(release, format, 'png')] = await drawBanner(release, coverPath, format, palette);
  return { fileName: bannerFileName(release, 'banners', 'zip'), zip: zipSync(files, { level: 0 }) };
}
