import type { LoaderFunctionArgs } from '@remix-run/node';
import { isStaff, type FormFileType } from '@slipcase/domain';
import { submissionFile } from '@slipcase/services/forms/form-submissions';
import { serviceDeps } from '../server/deps.server';
import { requireUser } from '../server/session.server';
import { openStoredFile } from '../server/stored-file.server';

const CONTENT_TYPES: Record<FormFileType, string> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg', mp3: 'audio/mpeg', wav: 'audio/wav' };

/** A file sent with a submission, to its submitter and staff only (anyone else: 404), always as a download. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const file = await submissionFile(await serviceDeps(), { submissionId: params.id ?? '', key: params.key ?? '', userId: isStaff(user.role) ? null : user.id });
  const stored = file ? await openStoredFile(file.storageKey) : null;
  if (!file || !stored) throw new Response('Not found', { status: 404 });
  return new Response(stored.body, {
    headers: {
      'Content-Type': CONTENT_TYPES[file.type],
      'Content-Length': String(stored.size),
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
