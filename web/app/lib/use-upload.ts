import type { SubmissionResult } from '@conform-to/react';
import { useNavigate } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What an upload resource route answers: where to go on success, or the form's errors. */
export type UploadResponse = { redirectTo: string } | { reply: SubmissionResult<string[]> };

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'processing' };

/**
 * Posts a form with XMLHttpRequest, the one browser API that reports upload progress. Without JavaScript the same
 * form posts normally, and the action answers with a redirect or a page.
 */
export function useUpload({ failure }: { failure: SubmissionResult<string[]> }) {
  const navigate = useNavigate();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [result, setResult] = useState<SubmissionResult<string[]>>();
  const current = useRef<XMLHttpRequest | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const upload = useCallback(
    (url: string, formData: FormData) => {
      current.current?.abort();
      const xhr = new XMLHttpRequest();
      current.current = xhr;
      xhr.open('POST', url);
      xhr.responseType = 'json';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) setState({ phase: 'uploading', percent: (event.loaded / event.total) * 100 });
      };
      // Sent: the server now checks the files (probing audio, reading the image) before it answers.
      xhr.upload.onload = () => setState({ phase: 'processing' });
      xhr.onload = () => {
        current.current = null;
        setState({ phase: 'idle' });
        const body = xhr.response as UploadResponse | null;
        if (body && 'redirectTo' in body) {
          navigate(body.redirectTo);
        } else if (body && 'reply' in body) {
          setResult(body.reply);
        } else if (xhr.responseURL && new URL(xhr.responseURL).pathname !== new URL(url, window.location.href).pathname) {
          // Redirected elsewhere (the session ended, say): follow as a normal page load.
          window.location.assign(xhr.responseURL);
        } else {
          setResult({ ...failure });
        }
      };
      xhr.onerror = () => {
        current.current = null;
        setState({ phase: 'idle' });
        setResult({ ...failure });
      };
      setState({ phase: 'uploading', percent: 0 });
      xhr.send(formData);
    },
    [failure, navigate],
  );

  return { state, result, upload };
}
