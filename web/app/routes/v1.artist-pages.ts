import { apiRoute } from '../server/api/operation.server';
import { createArtistPageOperation, listArtistPages } from '../server/api/artist-pages.server';

/** GET and POST /v1/artist-pages: the account's Slipcase.Me pages. */
const route = apiRoute(listArtistPages, createArtistPageOperation);
export const loader = route.loader;
export const action = route.action;
