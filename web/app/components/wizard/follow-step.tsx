import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ArtistCard, type ArtistCardData } from '../artist-card';
import { Progress } from '../ui/progress';
import { StepButtons } from './step-buttons';

export interface FollowData {
  followed: number;
  required: number;
  locale: string;
  artists: ArtistCardData[];
}

/** Step 6: free users follow at least N PRO artists (a setting); optional on PRO. The cards are the catalogue's. */
export function FollowStep({ data, errors, disabled }: { data: FollowData; errors: string[] | undefined; disabled: boolean }) {
  const { t } = useTranslation('wizard');
  const done = Math.min(data.followed, data.required);
  return (
    <div className="grid gap-5">
      {data.required > 0 ? (
        <div className="grid gap-2">
          <p className="text-sm" data-testid="follow-count">
            {t('follow.count', { followed: data.followed, required: data.required })}
          </p>
          <Progress value={(done / data.required) * 100} aria-label={t('follow.progress')} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('follow.optional')}</p>
      )}
      {data.artists.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{t('follow.empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.artists.map((artist) => (
            <li key={artist.id} className="grid min-w-0">
              <ArtistCard artist={artist} signedIn={!disabled} locale={data.locale} />
            </li>
          ))}
        </ul>
      )}
      {errors?.length ? <p className="text-sm text-destructive">{t('follow.needMore', { required: data.required })}</p> : null}
      {disabled ? null : (
        <Form method="post">
          <StepButtons />
        </Form>
      )}
    </div>
  );
}
