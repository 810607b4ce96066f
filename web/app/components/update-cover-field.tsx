import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT } from '../lib/media-upload';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';
import { Input } from './ui/input';

/** The update form's artwork: the cover the stores have, and a new one to send instead (checked on the server). */
export function UpdateCoverField({ coverUrl }: { coverUrl: string | null }) {
  const { t } = useTranslation('updates');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('artwork.heading')}</h2>
        </CardTitle>
        <CardDescription>{t('artwork.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-4">
        {coverUrl ? (
          <img src={coverUrl} alt={t('artwork.current')} width={112} height={112} className="size-28 rounded border object-cover" />
        ) : (
          <p className="text-sm text-muted-foreground">{t('artwork.none')}</p>
        )}
        <div className="grid gap-1.5">
          <label htmlFor="cover" className="text-sm font-medium">
            {t('artwork.choose')}
          </label>
          <Input id="cover" name="cover" type="file" accept={UPLOAD_ACCEPT.artwork} />
        </div>
      </CardContent>
    </Card>
  );
}

/** The cover an update proposes next to the one the stores have, for the operator reviewing it. */
export function ProposedCover({ releaseId, revisionId, coverVersion }: { releaseId: string; revisionId: string; coverVersion: string | null }) {
  const { t } = useTranslation('updates');
  const release = encodeURIComponent(releaseId);
  const covers = [
    { label: t('review.coverCurrent'), src: `/distributions/${release}/cover?v=${coverVersion ?? ''}` },
    { label: t('review.coverProposed'), src: `/distributions/${release}/updates/${encodeURIComponent(revisionId)}/cover` },
  ];
  return (
    <div className="flex flex-wrap gap-4" data-testid="proposed-cover">
      {covers.map((cover) => (
        <figure key={cover.src} className="space-y-1">
          <img src={cover.src} alt={cover.label} width={160} height={160} className="size-40 rounded border object-cover" />
          <figcaption className="text-xs text-muted-foreground">{cover.label}</figcaption>
        </figure>
      ))}
    </div>
  );
}
