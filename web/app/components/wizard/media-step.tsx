import type { SubmissionResult } from '@conform-to/react';
import { Form, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import type { ReleaseDraft } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages';
import { formatDuration } from '../../lib/format';
import { UploadWidget } from '../upload-widget';
import { StepButtons } from './step-buttons';
import { TrackForm } from './track-form';

export interface TracksData {
  languages: { value: string; label: string }[];
  canEnterCodes: boolean;
  trackIds: string[];
  problems: string[][];
}

/**
 * Steps 2 and 3: the cover, and the tracks. What is stored is listed; files are added with the upload widget
 * (resumable uploads, checked on the server).
 */
export function MediaStep({
  step,
  releaseId,
  draft,
  errors,
  disabled,
  tracks,
  lastTrack,
}: {
  step: 'artwork' | 'tracks';
  releaseId: string;
  draft: ReleaseDraft;
  errors: string[] | undefined;
  disabled: boolean;
  /** The tracks step's forms: the ids, languages and each track's problems. */
  tracks?: TracksData | null;
  /** The answer to the last track form posted. */
  lastTrack?: { trackId: string; reply: SubmissionResult<string[]> } | null;
}) {
  const { t } = useTranslation('wizard');
  const { t: tCommon } = useTranslation();
  const revalidator = useRevalidator();
  // Each finished audio upload is a new track: a fresh widget then waits for the next one.
  const [added, setAdded] = useState(0);
  const uploaded = () => {
    setAdded((count) => count + 1);
    revalidator.revalidate();
  };
  return (
    <div className="grid gap-5">
      {disabled ? null : step === 'artwork' ? (
        <UploadWidget kind="artwork" releaseId={releaseId} onComplete={() => revalidator.revalidate()} />
      ) : (
        <UploadWidget key={added} kind="audio" releaseId={releaseId} onComplete={uploaded} />
      )}
      {step === 'artwork' ? (
        draft.hasArtwork ? (
          <img src={`/distributions/${releaseId}/cover`} alt={t('artwork.current')} className="size-48 rounded-md border object-cover" />
        ) : (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{t('artwork.empty')}</p>
        )
      ) : draft.tracks.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{t('tracks.empty')}</p>
      ) : (
        <ol className="grid gap-2">
          {draft.tracks.map((track) => (
            <li key={track.number} className="flex justify-between gap-3 rounded-md border p-3 text-sm">
              <span>{track.title ? `${track.number}. ${track.title}` : t('track.headingUntitled', { number: track.number })}</span>
              <span className="text-muted-foreground">{track.durationMs ? formatDuration(track.durationMs) : ''}</span>
            </li>
          ))}
        </ol>
      )}
      {tracks
        ? draft.tracks.map((track, index) => {
            const trackId = tracks.trackIds[index];
            if (!trackId) return null;
            return (
              <div key={trackId} className="rounded-lg border p-4">
                <TrackForm
                  // What the server saved (the autofixed performer too) shows once it changes.
                  key={JSON.stringify(track)}
                  trackId={trackId}
                  track={track}
                  languages={tracks.languages}
                  canEnterCodes={tracks.canEnterCodes}
                  lastResult={lastTrack?.trackId === trackId ? lastTrack.reply : undefined}
                  problems={tracks.problems[index] ?? []}
                  disabled={disabled}
                />
              </div>
            );
          })
        : null}
      {errors?.length ? <p className="text-sm text-destructive">{errors.map((error) => errorMessage(tCommon, error)).join(' ')}</p> : null}
      {disabled ? null : (
        <Form method="post">
          <StepButtons />
        </Form>
      )}
    </div>
  );
}
