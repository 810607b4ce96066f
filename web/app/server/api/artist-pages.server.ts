import {
  artistPageFields,
  artistPageInput,
  artistPageListSchema,
  artistPageResponseSchema,
  createArtistPageSchema,
  type ArtistPageResponse,
} from '@slipcase/api-contract/artist-page-schemas';
import { isAppError } from '@slipcase/domain';
import { loadArtistPageEditor, saveArtistPage } from '@slipcase/services/artist-pages/artist-page-editor';
import { createArtistPage, listMyArtistPages } from '@slipcase/services/artist-pages/my-artist-pages';
import { pageInsights } from '@slipcase/services/artist-pages/page-insights';
import { artistPagePath } from '@slipcase/services/artist-pages/artist-page-changed';
import { z } from 'zod';
import { apiError } from '../api-auth.server';
import { serviceDeps } from '../deps.server';
import { apiJson, defineOperation } from './operation.server';
import { apiProblems } from './problems.server';

const TAG = 'Artist pages';

/** The answer of `work`, or its use case's AppError as the `/v1` refusal; anything else goes on up. */
async function answering(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error)) return apiError(error.code, { field: error.field, params: error.params });
    throw error;
  }
}

/** The owner's page as `/v1` and `slipcase me show` give it. */
export async function artistPageAnswer(ownerId: string, pageId: string): Promise<ArtistPageResponse> {
  const deps = await serviceDeps();
  const [editor, insights] = await Promise.all([loadArtistPageEditor(deps, { ownerId, pageId }), pageInsights(deps, { ownerId, pageId })]);
  const { settings } = editor;
  return {
    id: editor.id,
    artistId: editor.artistId,
    artistName: editor.view.artistName,
    path: artistPagePath(settings.handle),
    settings: { ...settings, videoUrl: settings.videoUrl || null, bio: settings.bio || null, socialLinks: { ...settings.socialLinks } },
    allows: editor.allows,
    visitsLast30Days: insights.visitsTotal,
    followers: insights.details?.followersTotal ?? null,
  };
}

export const listArtistPages = defineOperation({
  operationId: 'listArtistPages',
  method: 'GET',
  path: '/v1/artist-pages',
  scope: 'read',
  tag: TAG,
  summary: 'The account’s artists, each with its Slipcase.Me page or null',
  responses: { 200: { description: 'The artists and their pages', schema: artistPageListSchema } },
  refusals: [],
  async handle({ caller }) {
    const rows = await listMyArtistPages(await serviceDeps(), { ownerId: caller.user.id });
    return apiJson({
      artists: rows.map((row) => ({
        artistId: row.artistId,
        artistName: row.artistName,
        page: row.page ? { id: row.page.id, handle: row.page.handle, path: artistPagePath(row.page.handle) } : null,
      })),
    });
  },
});

export const createArtistPageOperation = defineOperation({
  operationId: 'createArtistPage',
  method: 'POST',
  path: '/v1/artist-pages',
  scope: 'write',
  tag: TAG,
  summary: 'Start an artist’s Slipcase.Me page at /me/{handle}',
  description: 'A handle of the wrong shape is 400 `invalid_handle`, one another page has 409 `handle_taken`; an artist with a page already 409 `invalid_transition`.',
  body: createArtistPageSchema,
  responses: { 201: { description: 'The page made', schema: z.object({ page: artistPageResponseSchema }) } },
  refusals: [400, 404, 409],
  handle: ({ caller, body }) =>
    answering(async () => {
      const { pageId } = await createArtistPage(await serviceDeps(), { ownerId: caller.user.id, artistId: body.artistId, handle: body.handle ?? '' });
      return apiJson({ page: await artistPageAnswer(caller.user.id, pageId) }, 201);
    }),
});

export const getArtistPage = defineOperation({
  operationId: 'getArtistPage',
  method: 'GET',
  path: '/v1/artist-pages/{id}',
  scope: 'read',
  tag: TAG,
  summary: 'A page of the account’s: its settings, what the plan allows, visits in the last 30 days and followers (PRO)',
  responses: { 200: { description: 'The page', schema: z.object({ page: artistPageResponseSchema }) } },
  refusals: [404],
  handle: ({ caller, params }) => answering(async () => apiJson({ page: await artistPageAnswer(caller.user.id, params.id ?? '') })),
});

export const updateArtistPageOperation = defineOperation({
  operationId: 'updateArtistPage',
  method: 'PATCH',
  path: '/v1/artist-pages/{id}',
  scope: 'write',
  tag: TAG,
  summary: 'Change a page: handle, layout, palette, pattern, featured video (PRO), and the artist’s bio and social links',
  description:
    'Only the fields sent change (an empty string clears an optional one), and only if all of them pass the editor’s rules: otherwise nothing is stored (400 with every problem; 409 `handle_taken`).',
  body: artistPageFields.omit({ image: true }).strict(),
  responses: { 200: { description: 'The page as changed', schema: z.object({ page: artistPageResponseSchema }) } },
  refusals: [400, 404, 409],
  handle: ({ caller, params, body }) =>
    answering(async () => {
      const ownerId = caller.user.id;
      const pageId = params.id ?? '';
      const current = await loadArtistPageEditor(await serviceDeps(), { ownerId, pageId });
      const merged = { ...current.settings, ...body, socialLinks: { ...current.settings.socialLinks, ...body.socialLinks } };
      const saved = await saveArtistPage(await serviceDeps(), { ownerId, pageId, page: artistPageInput(merged) });
      if (!saved.ok) return apiProblems(saved.errors.some((error) => error.code === 'handle_taken') ? 409 : 400, saved.errors);
      return apiJson({ page: await artistPageAnswer(ownerId, pageId) });
    }),
});
