import { AppError } from '@slipcase/domain';

/**
 * The owner's artist a command names by id or exact name, among the candidates found (oldest first). A name
 * several artists share must be given as an id.
 */
export function pickArtist<A extends { id: string }>(candidates: readonly A[], ref: string, owner: string): A {
  const byId = candidates.find((artist) => artist.id === ref);
  if (byId) return byId;
  const [first] = candidates;
  if (!first) throw new AppError('not_found', 'artist', {}, `Artist ${ref} not found among ${owner}'s artists`);
  if (candidates.length > 1) {
    const ids = candidates.map((artist) => artist.id).join(', ');
    throw new AppError('required', 'artist', {}, `${owner} has several artists named ${ref} (${ids}): choose one by id`);
  }
  return first;
}
