import { z } from 'zod';
import { API_HEADERS } from '../api-auth.server';
import { config } from '@slipcase/config';
import { exportMessage } from '@slipcase/services';
import { localFolderProfile } from '@slipcase/store-local-folder';
import { serviceDeps } from '../deps.server';
import { defineOperation } from './operation.server';
import { apiProblems } from './problems.server';
import { ownRelease } from './release-json.server';

export const getReleaseErn = defineOperation({
  operationId: 'getReleaseErn',
  method: 'GET',
  path: '/v1/releases/{id}/ern',
  scope: 'read',
  tag: 'Releases',
  summary: 'The release as an ERN 4.3 NewReleaseMessage',
  description:
    'For an export: built with the feeds’ own builder and valid against the official schema, a test message to no store in particular (the local-folder profile: worldwide streaming and download from the release date). Its files are the original uploads, named as `GET …/artwork` and `GET …/tracks/{trackId}/audio` name them (`resources/<UPC>_01_<NN>.<ext>`, `resources/<UPC>.<ext>`) with their SHA-256. The same release as last changed gives the same bytes. 409 `release_incomplete` with every problem when the release cannot make one yet (a draft without a cover or a track).',
  responses: {
    200: {
      description: 'The message',
      media: ['application/xml'],
      headers: [{ name: 'Content-Disposition', description: 'attachment; filename="<UPC>.xml"', schema: z.string() }],
    },
  },
  refusals: [404, 409],
  async handle({ caller, params }) {
    const release = await ownRelease(caller, params.id ?? '');
    const { settings } = await serviceDeps();
    const built = await exportMessage({ settings, storageDir: config().dirs.storage }, { release, profile: localFolderProfile });
    if ('problems' in built) {
      const fields = [...new Set(built.problems.map((problem) => problem.field).filter(Boolean))].join(', ');
      return apiProblems(409, built.problems, { code: 'release_incomplete', params: { fields } });
    }
    return new Response(built.xml, {
      headers: {
        ...API_HEADERS,
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${release.upc}.xml"`,
      },
    });
  },
});
