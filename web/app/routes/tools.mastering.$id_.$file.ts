import type { LoaderFunctionArgs } from '@remix-run/node';
import { masteringJobOf } from '@slipcase/services/mastering/index';
import { serviceDeps } from '../server/deps.server';
import { notFoundAs404 } from '../server/not-found.server';
import { requireUser } from '../server/session.server';
import { storedFileResponse } from '../server/stored-file.server';

const FILES = {
  'master.wav': { key: 'wavKey', contentType: 'audio/wav' },
  'master.mp3': { key: 'mp3Key', contentType: 'audio/mpeg' },
} as const;

/** `GET /tools/mastering/:id/master.wav|mp3`: a completed job's master, to its owner only (404 for anyone else). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const file = FILES[params.file as keyof typeof FILES] as (typeof FILES)[keyof typeof FILES] | undefined;
  if (!file) throw new Response('Not found', { status: 404 });
  const job = await masteringJobOf(await serviceDeps(), { userId: user.id, jobId: params.id ?? '' }).catch(notFoundAs404);
  const key = job[file.key];
  if (job.status !== 'succeeded' || !key) throw new Response('Not found', { status: 404 });
  const response = await storedFileResponse(key, { contentType: file.contentType, cacheControl: 'private, no-store' });
  const name = `${job.fileName.replace(/\.[^.]+$/, '').replace(/["\\]/g, '')} (${job.preset} master).${params.file!.slice(-3)}`;
  response.headers.set('Content-Disposition', `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`);
  return response;
}
