export { bannerRelease, bannerReleases, type BannerRelease } from './banner-releases';
export { bannerFileName } from './banner-file-name';
export { renderBannerZip } from './banner-zip';
export { coverPalettes, drawBanner, releaseBannerPalettes, renderBanner } from './render-banner';
