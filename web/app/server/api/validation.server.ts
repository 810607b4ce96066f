import { RELEASE_STATUSES } from '@slipcase/domain';
import { checkReleaseSubmission } from '@slipcase/services';
import { z } from 'zod';
import { serviceDeps } from '../deps.server';
import { apiJson, defineOperation } from './operation.server';
import { problemSchema, warningsSchema } from '@slipcase/api-contract/problem-schemas';
import { problemOf } from './problems.server';
import { ownRelease } from './release-json.server';

export const getValidation = defineOperation({
  operationId: 'getValidation',
  method: 'GET',
  path: '/v1/releases/{id}/validation',
  scope: 'read',
  tag: 'Releases',
  summary: 'Every problem the submission would refuse, and the warnings',
  description:
    'The submission’s own check on the release as stored (for a draft the monthly limit included, for a rejected release the reopening’s). `ok` when there is no problem.',
  responses: {
    200: {
      description: 'The check',
      schema: z.object({ status: z.enum(RELEASE_STATUSES), ok: z.boolean(), errors: z.array(problemSchema), warnings: warningsSchema }),
    },
  },
  refusals: [404],
  async handle({ caller, params }) {
    const release = await ownRelease(caller, params.id ?? '');
    const { errors, warnings } = await checkReleaseSubmission(await serviceDeps(), { releaseId: release.id, userId: caller.user.id });
    return apiJson({ status: release.status, ok: errors.length === 0, errors: errors.map(problemOf), warnings: warnings.map(problemOf) });
  },
});
