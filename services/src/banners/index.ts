export { bannerRelease, bannerReleases, type BannerRelease } from './banner-releases';
export { bannerFileName, renderBannerZip } from './banner-zip';
export { coverPalettes, drawBanner, releaseBannerPalettes, renderBanner } from './render-banner';
