import { apiRoute } from '../server/api/operation.server';
import { createArtistOperation, listArtists } from '../server/api/artists.server';

/** GET and POST /v1/artists (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(listArtists, createArtistOperation);
export const loader = route.loader;
export const action = route.action;
