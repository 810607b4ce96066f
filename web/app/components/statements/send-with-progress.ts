/** What the server answered a form sent with {@link sendWithProgress}, or why nothing came back. */
export type SentForm<T> = { status: number; body: T | null } | { status: 0; body: null };

/**
 * Posts a form with XMLHttpRequest, whose upload reports its progress (fetch cannot), and reads the answer as
 * JSON. `onProgress` gets 0 to 100 as the bytes leave.
 */
export function sendWithProgress<T>(url: string, body: FormData, onProgress: (percent: number) => void): Promise<SentForm<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    });
    request.addEventListener('load', () => resolve({ status: request.status, body: (request.response as T | null) ?? null }));
    request.addEventListener('error', () => resolve({ status: 0, body: null }));
    request.addEventListener('abort', () => resolve({ status: 0, body: null }));
    request.send(body);
  });
}
