import type { PrismaClient } from '@slipcase/db';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';
import type { CatalogueSource } from './catalogue-source';

/**
 * Where `slipcase export` reads: the server the CLI is signed in to, else this machine's database and storage as
 * the account `--as` names (`local` is only called then, so a label's machine never opens a database).
 */
export async function catalogueSourceFor(
  commandLine: TypedCommandLine,
  local: () => Promise<{ prisma: PrismaClient; as: string | undefined }>,
): Promise<CatalogueSource> {
  const api = await signedInClient(commandLine);
  if (api) return (await import('./catalogue-source-remote')).remoteCatalogue(api);
  const [{ localCatalogue }, { prisma, as }] = await Promise.all([import('./catalogue-source-local'), local()]);
  return localCatalogue(prisma, as);
}
