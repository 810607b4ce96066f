import { plainWords } from '@slipcase/domain';

/** A file name of plain letters for a banner: `nova-lane-echo-chamber-square.png`. */
export function bannerFileName(release: { artist: string; title: string }, format: string, extension: string): string {
  const plain = plainWords(`${release.artist} ${release.title}`, 80);
  return `${plain || 'banner'}-${format}.${extension}`;
}
