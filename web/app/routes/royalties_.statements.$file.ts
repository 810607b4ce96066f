import type { LoaderFunctionArgs } from '@remix-run/node';
import { statementDownload, statementFileName } from '../server/statement-files.server';
import { requireUser } from '../server/session.server';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * `GET /royalties/statements/:period.csv` and `.pdf`: the signed-in user's statement for a sales period. A period
 * they have no royalties in, or any other file name, is 404: nobody else's lines are ever in it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const file = statementFileName(params.file ?? '');
  if (!file) throw notFound();
  return (await statementDownload(user.id, file.period, file.format)) ?? notFound();
}
