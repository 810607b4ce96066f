import { apiRoute } from '../server/api/operation.server';
import { getArtistPage, updateArtistPageOperation } from '../server/api/artist-pages.server';

/** GET and PATCH /v1/artist-pages/{id}: one Slipcase.Me page of the account's. */
const route = apiRoute(getArtistPage, updateArtistPageOperation);
export const loader = route.loader;
export const action = route.action;
