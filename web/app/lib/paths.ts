/** Where the "Upgrade" buttons lead; `from` tells the upgrade page which button was used. */
export function upgradePath(from: string): string {
  return `/upgrade?${new URLSearchParams({ from })}`;
}

/** A same-site path with its `lang` query set to a language (what the footer's language buttons lead to). */
export function withLangQuery(path: string, lng: string): string {
  const url = new URL(path, 'http://local');
  url.searchParams.set('lang', lng);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A release's own page. */
export const releasePath = (releaseId: string) => `/distributions/${releaseId}`;

/** Where the owner changes a release the stores have (an update), rather than the wizard of a draft. */
export const releaseUpdatePath = (releaseId: string) => `${releasePath(releaseId)}/update`;

/** The mastering tool, a job's page there, and one of a job's files (`master.wav`, `master.mp3`). */
export const MASTERING_PATH = '/tools/mastering';
export const masteringJobPath = (jobId: string) => `${MASTERING_PATH}/${encodeURIComponent(jobId)}`;
export const masteringFilePath = (jobId: string, file: string) => `${masteringJobPath(jobId)}/${file}`;
