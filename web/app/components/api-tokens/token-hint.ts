import { API_TOKEN_PREFIX } from '@slipcase/domain';

/** How a stored token is named on the page: "slc_…abcd" (its prefix and the last four characters kept). */
export const tokenHint = (hint: string) => `${API_TOKEN_PREFIX}…${hint}`;
