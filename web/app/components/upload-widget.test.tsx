import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaResponse } from '../lib/media-upload';
import { renderTranslated } from '../testing/render';
import { UploadWidget } from './upload-widget';

interface TusOptions {
  endpoint: string;
  metadata: Record<string, string>;
  retryDelays: number[];
  fingerprint: () => Promise<string>;
  onProgress: (sent: number, total: number) => void;
  onSuccess: (payload: unknown) => void;
  onError: (error: Error) => void;
}

// The tus client, replaced by one the test drives: it records each upload and its options.
const tus = vi.hoisted(() => ({
  uploads: [] as Array<{ file: File; options: TusOptions; url: string | null; started: boolean; resumedFrom: unknown; aborted: boolean }>,
  previous: [] as unknown[],
}));
vi.mock('tus-js-client', () => ({
  Upload: class {
    url: string | null = null;
    started = false;
    aborted = false;
    resumedFrom: unknown = null;
    constructor(
      readonly file: File,
      readonly options: TusOptions,
    ) {
      tus.uploads.push(this);
    }
    findPreviousUploads() {
      return Promise.resolve(tus.previous);
    }
    resumeFromPreviousUpload(previous: unknown) {
      this.resumedFrom = previous;
    }
    start() {
      this.started = true;
    }
    abort() {
      this.aborted = true;
      return Promise.resolve();
    }
  },
}));

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
beforeEach(() => {
  tus.uploads.length = 0;
  tus.previous = [];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (body: MediaResponse, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const UPLOAD_URL = '/uploads/tus/0123456789abcdef0123456789abcdef';

async function startedUpload(index = 0) {
  await waitFor(() => expect(tus.uploads[index]?.started).toBe(true));
  return tus.uploads[index]!;
}

function choose(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

const cover = () => new File([new Uint8Array(2048)], 'cover.png', { type: 'image/png' });
const song = () => new File([new Uint8Array(4096)], 'Night Drive.wav', { type: 'audio/wav' });

describe('UploadWidget', () => {
  it('goes from choosing through uploading (a progress bar) and processing to complete', async () => {
    const onComplete = vi.fn();
    await renderTranslated(<UploadWidget kind="artwork" releaseId="r1" onComplete={onComplete} />);
    expect(screen.getByText('A square JPEG or PNG, at least 1500 × 1500 px, under 20 MB.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cover artwork')).toHaveAttribute('accept', expect.stringContaining('.png'));

    choose('Cover artwork', cover());
    const upload = await startedUpload();
    expect(upload.options.endpoint).toBe('/uploads/tus');
    expect(upload.options.metadata).toEqual({ filename: 'cover.png', filetype: 'image/png', kind: 'artwork', releaseId: 'r1' });
    expect(upload.options.retryDelays.length).toBeGreaterThan(2);
    expect(await upload.options.fingerprint()).toContain('r1');

    act(() => upload.options.onProgress(512, 2048));
    expect(screen.getByRole('progressbar', { name: 'Upload progress of cover.png' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading cover.png: 25%');

    let respond: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (respond = resolve)));
    upload.url = UPLOAD_URL;
    act(() => upload.options.onSuccess({}));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Checking cover.png…'));
    expect(fetchMock).toHaveBeenCalledWith('/distributions/r1/media', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ uploadId: '0123456789abcdef0123456789abcdef', kind: 'artwork' });

    const result: MediaResponse = { ok: true, kind: 'artwork', cover: { format: 'png', width: 1500, height: 1500, bytes: 2048, url: '/distributions/r1/cover?v=1' } };
    await act(async () => respond(new Response(JSON.stringify(result))));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('cover.png is uploaded.'));
    expect(onComplete).toHaveBeenCalledWith(result);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Replace' })).toBeInTheDocument();
  });

  it('shows the server’s refusal with Replace only: trying the same file again would not help', async () => {
    fetchMock.mockReturnValueOnce(
      answer({ ok: false, error: { code: 'image_too_small', message: '…', field: 'artwork', params: { min: 1500 } } }, 422),
    );
    await renderTranslated(<UploadWidget kind="artwork" releaseId="r1" />);
    choose('Cover artwork', cover());
    const upload = await startedUpload();
    upload.url = UPLOAD_URL;
    act(() => upload.options.onSuccess({}));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('cover.png could not be used.');
    expect(alert).toHaveTextContent('Image dimensions are too small. Minimum required size is 1500px.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Replace' })).toBeInTheDocument();
  });

  it('offers Retry after a network failure, which sends the same file again', async () => {
    await renderTranslated(<UploadWidget kind="audio" releaseId="r1" trackId="t1" />);
    choose('Audio file', song());
    const first = await startedUpload();
    expect(first.options.metadata).toMatchObject({ kind: 'audio', releaseId: 'r1', trackId: 't1' });
    act(() => first.options.onError(new Error('connection reset')));

    expect(await screen.findByRole('alert')).toHaveTextContent('Night Drive.wav could not be used.');
    const retry = screen.getByRole('button', { name: 'Retry' });
    retry.focus();
    expect(retry).toHaveFocus();
    fireEvent.click(retry);
    const second = await startedUpload(1);
    expect(second.file.name).toBe('Night Drive.wav');
  });

  it('says the file is too large when tus refuses it (413)', async () => {
    await renderTranslated(<UploadWidget kind="audio" releaseId="r1" />);
    choose('Audio file', song());
    const upload = await startedUpload();
    const refusal = Object.assign(new Error('response code 413'), {
      originalResponse: { getStatus: () => 413, getBody: () => 'Maximum size exceeded\n' },
    });
    act(() => upload.options.onError(refusal));
    expect(await screen.findByRole('alert')).toHaveTextContent('File is too large. Maximum allowed size is 100 MB.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('refuses a file of the wrong kind in the browser, sending nothing', async () => {
    await renderTranslated(<UploadWidget kind="audio" releaseId="r1" />);
    choose('Audio file', new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unsupported audio format. Use WAV, FLAC, AIFF or MP3.');
    expect(tus.uploads).toEqual([]);
  });

  it('resumes an upload begun earlier with the same file, and says so', async () => {
    tus.previous = [{ creationTime: new Date().toString(), uploadUrl: UPLOAD_URL, size: 4096, metadata: {}, urlStorageKey: 'k' }];
    await renderTranslated(<UploadWidget kind="audio" releaseId="r1" />);
    choose('Audio file', song());
    const upload = await startedUpload();
    expect(upload.resumedFrom).toBe(tus.previous[0]);
    act(() => upload.options.onProgress(2048, 4096));
    expect(screen.getByRole('status')).toHaveTextContent('Resuming Night Drive.wav where it stopped: 50%');
  });

  it('opens the file picker from a keyboard-reachable button, and cancels an upload', async () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    await renderTranslated(<UploadWidget kind="audio" releaseId="r1" />);
    const chooseButton = screen.getByRole('button', { name: 'Choose an audio file' });
    chooseButton.focus();
    expect(chooseButton).toHaveFocus();
    fireEvent.click(chooseButton);
    expect(click).toHaveBeenCalled();
    click.mockRestore();

    choose('Audio file', song());
    const upload = await startedUpload();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(upload.aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Choose an audio file' })).toBeInTheDocument();
  });

  it('speaks the page’s language', async () => {
    await renderTranslated(<UploadWidget kind="artwork" releaseId="r1" />, 'es');
    expect(screen.getByRole('button', { name: 'Elegir una imagen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Portada')).toBeInTheDocument();
  });
});
