import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Upload as TusUpload } from 'tus-js-client';
import { encodeError, errorMessage } from '../lib/error-messages';
import {
  checkChosenFile,
  mediaPath,
  TUS_PATH,
  UPLOAD_ACCEPT,
  type MediaRequest,
  type MediaResponse,
  type MediaSuccess,
  type UploadKind,
} from '../lib/media-upload';
import { failure, tusFailure, uploadIdOf, type UploadFailure } from '../lib/upload-failure';
import { cn } from '../lib/utils';
import { Button } from './ui/button';
import { Progress } from './ui/progress';

export interface UploadWidgetProps {
  kind: UploadKind;
  /** The draft release the file goes to. */
  releaseId: string;
  /** Audio: the track whose audio the file replaces; without it the first file becomes a new track. */
  trackId?: string;
  /** The file picker's `accept`; by default the kind's extensions and types. */
  accept?: string;
  /** The visible label; by default "Audio file" / "Cover artwork". */
  label?: string;
  disabled?: boolean;
  /** Called once the server has checked and filed the upload: the new or updated track, or the cover. */
  onComplete?: (result: MediaSuccess) => void;
  className?: string;
}

export type UploadWidgetState =
  | { phase: 'idle' }
  | { phase: 'preparing'; file: File }
  | { phase: 'uploading'; file: File; percent: number; resumed: boolean }
  | { phase: 'processing'; file: File }
  | { phase: 'complete'; file: File; result: MediaSuccess }
  | { phase: 'failed'; file: File; failure: UploadFailure };

/** tus chunks: each PATCH carries at most this much, so a proxy's body limit or a request timeout never bites. */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** After a network failure tus waits this long (ms) before each new attempt, resuming from the server's offset. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];

/**
 * A file upload for the release wizard (docs/decisions/016): the file goes to the server with the tus protocol
 * (resumable: an interrupted upload, even after a reload, continues where it stopped), then the server checks
 * it and files it. Shows preparing, the upload's progress, processing, complete, or the failure with Retry (when
 * trying again may help) and Replace.
 */
export function UploadWidget({ kind, releaseId, trackId, accept, label, disabled = false, onComplete, className }: UploadWidgetProps) {
  const { t } = useTranslation('uploads');
  const { t: tCommon } = useTranslation('common');
  const [state, setState] = useState<UploadWidgetState>({ phase: 'idle' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const current = useRef<{ upload: TusUpload | null; cancelled: boolean } | null>(null);
  // A new track made by this widget: a later file replaces its audio rather than adding another track.
  const [ownTrackId, setOwnTrackId] = useState<string | undefined>(undefined);
  const targetTrackId = trackId ?? ownTrackId;
  const inputId = useId();
  const hintId = useId();

  useEffect(
    () => () => {
      // Leaving the page stops sending; the upload stays resumable.
      if (current.current) current.current.cancelled = true;
      void current.current?.upload?.abort(false);
    },
    [],
  );

  const process = useCallback(
    async (file: File, uploadUrl: string, attempt: { cancelled: boolean }) => {
      setState({ phase: 'processing', file });
      const body: MediaRequest = { uploadId: uploadIdOf(uploadUrl), kind, ...(targetTrackId && { trackId: targetTrackId }) };
      let answer: MediaResponse | null = null;
      try {
        const response = await fetch(mediaPath(releaseId), {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        });
        answer = (await response.json().catch(() => null)) as MediaResponse | null;
      } catch {
        if (!attempt.cancelled) setState({ phase: 'failed', file, failure: failure('network_error') });
        return;
      }
      if (attempt.cancelled) return;
      if (!answer) {
        setState({ phase: 'failed', file, failure: failure('upload_failed') });
      } else if (!answer.ok) {
        setState({ phase: 'failed', file, failure: failure(answer.error.code, answer.error.params) });
      } else {
        if (answer.kind === 'audio' && !trackId) setOwnTrackId(answer.track.id);
        setState({ phase: 'complete', file, result: answer });
        onComplete?.(answer);
      }
    },
    [kind, releaseId, targetTrackId, trackId, onComplete],
  );

  const start = useCallback(
    async (file: File) => {
      if (current.current) current.current.cancelled = true;
      void current.current?.upload?.abort(false);
      const early = checkChosenFile(kind, file);
      if (early) {
        setState({ phase: 'failed', file, failure: { ...failure(early.code, early.params), retryable: false } });
        return;
      }
      const attempt: { upload: TusUpload | null; cancelled: boolean } = { upload: null, cancelled: false };
      current.current = attempt;
      setState({ phase: 'preparing', file });
      try {
        const tus = await import('tus-js-client');
        const fingerprintOf = `slipcase:${kind}:${releaseId}:${targetTrackId ?? 'new'}:${file.name}:${file.type}:${file.size}:${file.lastModified}`;
        let resumed = false;
        const upload: TusUpload = new tus.Upload(file, {
          endpoint: TUS_PATH,
          chunkSize: CHUNK_BYTES,
          retryDelays: RETRY_DELAYS,
          metadata: {
            filename: file.name,
            filetype: file.type,
            kind,
            releaseId,
            ...(targetTrackId && { trackId: targetTrackId }),
          },
          // Resuming is for the same file to the same place: the release, kind and track are part of the print.
          fingerprint: () => Promise.resolve(fingerprintOf),
          storeFingerprintForResuming: true,
          removeFingerprintOnSuccess: true,
          onProgress: (sent, total) => {
            if (!attempt.cancelled) {
              setState({ phase: 'uploading', file, resumed, percent: total > 0 ? Math.floor((sent / total) * 100) : 0 });
            }
          },
          onSuccess: () => {
            if (!attempt.cancelled) void process(file, upload.url ?? '', attempt);
          },
          onError: (error) => {
            if (!attempt.cancelled) setState({ phase: 'failed', file, failure: tusFailure(kind, error) });
          },
        });
        attempt.upload = upload;
        const previous = await upload.findPreviousUploads();
        if (attempt.cancelled) return;
        const [latest] = [...previous].sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime));
        if (latest) {
          resumed = true;
          upload.resumeFromPreviousUpload(latest);
        }
        setState({ phase: 'uploading', file, resumed, percent: 0 });
        upload.start();
      } catch {
        if (!attempt.cancelled) setState({ phase: 'failed', file, failure: failure('upload_failed') });
      }
    },
    [kind, releaseId, targetTrackId, process],
  );

  const cancel = () => {
    if (current.current) current.current.cancelled = true;
    void current.current?.upload?.abort(false);
    current.current = null;
    setState({ phase: 'idle' });
  };

  const choose = () => input.current?.click();

  const onFiles = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void start(file);
    if (input.current) input.current.value = '';
  };

  const busy = state.phase === 'preparing' || state.phase === 'uploading' || state.phase === 'processing';

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !busy) onFiles(event.dataTransfer.files);
  };

  const name = 'file' in state ? state.file.name : '';
  const heading = label ?? t(`${kind}.label`);

  return (
    <div
      data-slot="upload-widget"
      data-state={state.phase}
      className={cn(
        'grid gap-3 rounded-lg border border-dashed p-4 transition-colors',
        dragging && 'border-primary bg-primary/5',
        state.phase === 'failed' && 'border-destructive/50',
        className,
      )}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled && !busy) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="grid gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {heading}
        </label>
        <p id={hintId} className="text-muted-foreground text-sm">
          {t(`${kind}.hint`)}
        </p>
      </div>
      <input
        ref={input}
        id={inputId}
        type="file"
        className="sr-only"
        tabIndex={-1}
        accept={accept ?? UPLOAD_ACCEPT[kind]}
        aria-describedby={hintId}
        disabled={disabled || busy}
        onChange={(event) => onFiles(event.currentTarget.files)}
      />

      <div role="status" aria-live="polite" className="text-sm">
        {state.phase === 'preparing' && t('state.preparing', { name })}
        {state.phase === 'uploading' &&
          t(state.resumed && state.percent > 0 ? 'state.resuming' : 'state.uploading', { name, percent: state.percent })}
        {state.phase === 'processing' && t('state.processing', { name })}
        {state.phase === 'complete' && t('state.complete', { name })}
      </div>
      {(state.phase === 'uploading' || state.phase === 'preparing') && (
        <Progress value={state.phase === 'uploading' ? state.percent : 0} aria-label={t('progress', { name })} />
      )}
      {state.phase === 'processing' && <Progress value={100} aria-label={t('progress', { name })} className="animate-pulse" />}

      {state.phase === 'failed' && (
        <div role="alert" className="text-destructive grid gap-1 text-sm">
          <p className="font-medium">{t('state.failed', { name })}</p>
          <p>{errorMessage(tCommon, encodeError({ code: state.failure.code, params: state.failure.params }))}</p>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-2">
        {state.phase === 'idle' && (
          <>
            <Button type="button" variant="outline" onClick={choose} disabled={disabled}>
              {t(`${kind}.choose`)}
            </Button>
            <span className="text-muted-foreground text-sm">{t(`${kind}.drop`)}</span>
          </>
        )}
        {busy && state.phase !== 'processing' && (
          <Button type="button" variant="ghost" onClick={cancel}>
            {t('cancel')}
          </Button>
        )}
        {state.phase === 'failed' && state.failure.retryable && (
          <Button type="button" onClick={() => void start(state.file)} disabled={disabled}>
            {t('retry')}
          </Button>
        )}
        {(state.phase === 'failed' || state.phase === 'complete') && (
          <Button type="button" variant="outline" onClick={choose} disabled={disabled}>
            {t('replace')}
          </Button>
        )}
      </div>
    </div>
  );
}
