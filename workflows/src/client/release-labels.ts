import type { SearchAttributePair } from '@temporalio/common';
import {
  ARTIST_ATTRIBUTE,
  OWNER_ATTRIBUTE,
  RELEASE_ID_ATTRIBUTE,
  STORE_ATTRIBUTE,
  UPC_ATTRIBUTE,
  releaseSummary,
  type ReleaseLabels,
} from '../contracts';

/**
 * The start options that let an operator find a release's workflow in the Temporal UI (release id, UPC, artist,
 * owner and the stores it goes to) and read it there as "Title — Artist".
 */
export function releaseStartLabels(releaseId: string, labels: ReleaseLabels | undefined, stores: readonly string[] | undefined, what?: string) {
  const typedSearchAttributes: SearchAttributePair[] = [{ key: RELEASE_ID_ATTRIBUTE, value: releaseId }];
  if (!labels) return { typedSearchAttributes };
  typedSearchAttributes.push(
    { key: UPC_ATTRIBUTE, value: labels.upc },
    { key: ARTIST_ATTRIBUTE, value: labels.artist },
    { key: OWNER_ATTRIBUTE, value: labels.ownerId },
  );
  if (stores && stores.length > 0) typedSearchAttributes.push({ key: STORE_ATTRIBUTE, value: [...stores] });
  return {
    typedSearchAttributes,
    staticSummary: releaseSummary(labels, what),
    staticDetails: `Release ${releaseId} · UPC ${labels.upc} · owner ${labels.ownerId}`,
  };
}
