import type { PrismaClient } from '@slipcase/db';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';
import type { UploadDesk } from './upload-desk';

/**
 * Where `slipcase upload` sends the catalogue: the server the CLI is signed in to, else the local database as the
 * account `--as` names (`local` is only called then, so a label's machine never opens one).
 */
export async function uploadDeskFor(
  commandLine: TypedCommandLine,
  local: () => Promise<{ prisma: PrismaClient; as: string | undefined }>,
): Promise<UploadDesk> {
  const api = await signedInClient(commandLine);
  if (api) return (await import('./upload-desk-remote')).remoteUploadDesk(api);
  const [{ localUploadDesk }, { prisma, as }] = await Promise.all([import('./upload-desk-local'), local()]);
  return localUploadDesk(prisma, as);
}
