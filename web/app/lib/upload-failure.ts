import type { ErrorCode } from '@slipcase/domain';
import type { DetailedError } from 'tus-js-client';
import { fileTooLargeError, type UploadKind } from './media-upload';

// What the upload widget makes of a failure: the error to show, and whether trying again may help.

export interface UploadFailure {
  code: ErrorCode;
  params?: Record<string, string | number>;
  /** Whether trying the same file again may work (a network or server failure, not a refused file). */
  retryable: boolean;
}

const RETRYABLE: ReadonlySet<ErrorCode> = new Set(['network_error', 'upload_failed', 'server_error', 'session_expired']);

export const failure = (code: ErrorCode, params?: Record<string, string | number>): UploadFailure => ({
  code,
  ...(params && { params }),
  retryable: RETRYABLE.has(code),
});

/** What the tus endpoint's refusal says: its JSON error when it sent one, else what the status means. */
export function tusFailure(kind: UploadKind, error: Error | DetailedError): UploadFailure {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return failure('network_error');
  const status = response.getStatus();
  try {
    const body = JSON.parse(response.getBody()) as { error?: { code?: ErrorCode; params?: Record<string, string | number> } };
    if (body.error?.code) return failure(body.error.code, body.error.params);
  } catch {
    // Not one of ours (tus' own answers are plain text).
  }
  if (status === 413) {
    const tooLarge = fileTooLargeError(kind);
    return failure(tooLarge.code, tooLarge.params);
  }
  if (status === 401) return failure('session_expired');
  if (status === 403) return failure('permission_denied');
  if (status === 404 || status === 410) return failure('not_found');
  return failure('upload_failed');
}

/** The upload's id: the last segment of the URL tus gave it. */
export const uploadIdOf = (url: string): string => decodeURIComponent(url.replace(/\/+$/, '').split('/').pop() ?? '');
