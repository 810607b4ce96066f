import { Form, useFetcher } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Progress } from '../ui/progress';
import { StepButtons } from './step-buttons';

export interface FollowData {
  followed: number;
  required: number;
  artists: { id: string; name: string; genre: string; country: string | null; verified: boolean; followers: number; following: boolean }[];
}

function FollowButton({ artistId, following, disabled }: { artistId: string; following: boolean; disabled: boolean }) {
  const { t } = useTranslation('wizard');
  const fetcher = useFetcher();
  // Shown as done at once; the page's data follows when the post returns.
  const pending = fetcher.formData?.get('intent');
  const shown = pending ? pending === 'follow' : following;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="artistId" value={artistId} />
      <Button type="submit" name="intent" value={shown ? 'unfollow' : 'follow'} size="sm" variant={shown ? 'outline' : 'default'} disabled={disabled} aria-pressed={shown}>
        {shown ? t('follow.following') : t('follow.follow')}
      </Button>
    </fetcher.Form>
  );
}

/** Step 6: free users follow at least N PRO artists (a setting); optional on PRO. */
export function FollowStep({ data, errors, disabled }: { data: FollowData; errors: string[] | undefined; disabled: boolean }) {
  const { t } = useTranslation('wizard');
  const { t: tShell } = useTranslation('shell');
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
        <ul className="grid gap-3 sm:grid-cols-2">
          {data.artists.map((artist) => (
            <li key={artist.id} className="flex items-center justify-between gap-3 rounded-md border p-3">
              <div className="min-w-0">
                <p className="flex items-center gap-2 truncate font-medium">
                  {artist.name}
                  {artist.verified ? <Badge variant="info">{t('follow.verified')}</Badge> : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  {tShell(`genres.${artist.genre}`, { defaultValue: artist.genre })} · {t('follow.followers', { count: artist.followers })}
                </p>
              </div>
              <FollowButton artistId={artist.id} following={artist.following} disabled={disabled} />
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
