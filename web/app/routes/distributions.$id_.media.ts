import { json, type ActionFunctionArgs } from '@remix-run/node';
import { httpStatusOf, SERVER_FAILURE } from '@slipcase/api-contract/http-status';
import { isBlocked, type ErrorCode, type FieldError } from '@slipcase/domain';
import { encodeError, errorMessage } from '../lib/error-messages';
import { isUploadKind, type MediaResponse } from '../lib/media-upload';
import { fixedT } from '../lib/translate';
import { serviceDeps } from '../server/deps.server';
import { processUpload } from '../server/media/process-upload.server';
import { uploadStore } from '../server/media/tus-store.server';
import { pageLocale } from '../server/page-locale.server';
import { getSessionUser } from '../server/session.server';

const HEADERS = { 'Cache-Control': 'no-store' } as const;

/**
 * `POST /distributions/:id/media` with `{ uploadId, kind, trackId? }`: what the upload widget calls once tus has the
 * whole file. Answers `{ ok: true, kind: 'audio', track, replaced }` or `{ ok: true, kind: 'artwork', cover }`, else
 * `{ ok: false, error: { code, message, field, params } }` with the message in the caller's language and a status:
 * 400 a malformed call, 401 signed out, 403 blocked, 404 not the caller's release, track or upload, 409 the release
 * is no longer a draft (or the track limit is reached), 422 the file is refused or the upload is not finished.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await getSessionUser(request);
  const locale = await pageLocale(request, user);
  const answer = (status: number, code: ErrorCode, field: string, errorParams: FieldError['params'] = {}) => {
    const message = errorMessage(fixedT(locale), encodeError({ code, params: errorParams }));
    return json<MediaResponse>({ ok: false, error: { code, message, field, params: errorParams } }, { status, headers: HEADERS });
  };

  if (request.method !== 'POST') return answer(405, 'invalid_input', '');
  if (!user) return answer(401, 'session_expired', '');
  if (isBlocked(user)) return answer(403, 'permission_denied', '');

  const body: unknown = await request.json().catch(() => null);
  const { uploadId, kind, trackId } = (body ?? {}) as Record<string, unknown>;
  if (!isUploadKind(kind)) return answer(400, 'invalid_input', 'kind');
  if (typeof uploadId !== 'string' || uploadId === '') return answer(400, 'invalid_input', 'uploadId');
  if (trackId !== undefined && trackId !== null && (typeof trackId !== 'string' || trackId === '')) {
    return answer(400, 'invalid_input', 'trackId');
  }

  try {
    const result = await processUpload(
      { ...(await serviceDeps()), uploads: uploadStore() },
      { userId: user.id, uploadId, kind, releaseId: params.id ?? '', trackId: trackId ?? null },
    );
    if (!result.ok) return answer(httpStatusOf(result.error.code), result.error.code, result.error.field, result.error.params);
    return json<MediaResponse>(result, { headers: HEADERS });
  } catch (error) {
    console.error('[media] processing an upload failed', error);
    return answer(SERVER_FAILURE, 'upload_failed', kind);
  }
}

export function loader() {
  return json({ ok: false }, { status: 405, headers: { ...HEADERS, Allow: 'POST' } });
}
