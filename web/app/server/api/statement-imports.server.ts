import { BODY_TOO_LARGE } from '@slipcase/api-contract/http-status';
import {
  statementImportFormSchema,
  statementImportParamsSchema,
  statementImportPath,
  statementImportStartedSchema,
  statementImportStatusSchema,
  statementRematchBodySchema,
  statementRematchResultSchema,
  suspenseQuerySchema,
  suspenseSchema,
} from '@slipcase/api-contract/statement-console-schemas';
import { statementImportListSchema, statementImportsQuerySchema } from '@slipcase/api-contract/statement-import-schemas';
import { isAppError } from '@slipcase/domain';
import { z } from 'zod';
import { rematchReport, rematchStatements, runStatementImport, statementImportStatus, suspenseReport } from '@slipcase/services';
import { listedStatements } from '@slipcase/services/statements/list-statements';
import { STATEMENT_MAX_FILES } from '@slipcase/services/statements/import/start-statement-import';
import { apiError } from '../api-auth.server';
import { serviceDeps, workflowServiceDeps } from '../deps.server';
import { STATEMENT_FORM, statementImportRequest } from '../statements/statement-console.server';
import { apiJson, defineOperation } from './operation.server';
import { withRequestForm } from './request-form.server';
import { requireStaff } from './staff.server';

const TAG = 'Royalties';

/** A use case's refusal as the API answers it; anything else is a failure of ours. */
function refusal(error: unknown): Response {
  if (!isAppError(error)) throw error;
  return apiError(error.code, { field: error.field, params: error.params });
}

export const listStatementImports = defineOperation({
  operationId: 'listStatementImports',
  method: 'GET',
  path: '/v1/operator/statements',
  scope: 'review',
  tag: TAG,
  summary: 'The store statements imported, the newest first (staff)',
  description:
    'Each statement’s store, sales month, status, lines, total per currency with its rate, worth and suspense in US dollars, who imported it when, and a failed import’s problem: what the operators’ statements page and `slipcase statements list` show.',
  query: statementImportsQuerySchema,
  responses: { 200: { description: 'The statements', schema: statementImportListSchema } },
  refusals: [400],
  async handle({ caller, query }) {
    requireStaff(caller);
    const statements = await listedStatements((await serviceDeps()).prisma, { limit: query.limit ?? 50 });
    return apiJson({ statements });
  },
});

/** `POST /v1/operator/statements`, its files limited as `limits` says (the console's limits; smaller in tests). */
export function importStatementOperationWith(limits: { maxFileBytes: number; maxText: string }) {
  return defineOperation({
    operationId: 'importStatement',
    method: 'POST',
    path: '/v1/operator/statements',
    scope: 'review',
    tag: TAG,
    summary: 'Import a store’s sales statement: store the files and start the import (staff)',
    description: `What the operators’ statements page and \`slipcase statements import\` do: the files are stored, then the import workflow reads and checks every line, matches them to tracks by ISRC and to releases by UPC, and posts the whole statement or nothing (lines matching nothing go to suspense). The answer (202) comes once the files are stored and the import started, with its id and \`Location\`: follow it with \`GET /v1/operator/statements/imports/{id}\` until it is \`posted\`, \`duplicate\` (the same files were imported already: nothing posted again) or \`failed\` (nothing posted; \`problem\` says why, with its part and line). The store, the period and the rates are checked before a file is stored (400).`,
    upload: {
      fields: statementImportFormSchema,
      files: {
        name: 'files',
        description: `The statement’s files (DDEX DSR flat files, \`.tsv\` or \`.txt\`, or CSV, gzipped or not), a split report’s parts in order, at most ${STATEMENT_MAX_FILES} of at most ${limits.maxText} each; one over that is a 413 \`statement_too_large\`.`,
      },
    },
    responses: {
      202: {
        description: 'The import started',
        schema: statementImportStartedSchema,
        headers: [{ name: 'Location', description: 'Where the import is followed: `/v1/operator/statements/imports/{id}`.', schema: z.string() }],
      },
    },
    refusals: [400, 413],
    creates: { at: '/v1/operator/statements/imports/{id}', pointer: '/workflowId' },
    async handle({ caller, request }) {
      requireStaff(caller);
      return withRequestForm(request, { ...STATEMENT_FORM, maxFileBytes: limits.maxFileBytes }, async (form) => {
        if (!form.ok && form.reason === 'too_large') {
          return apiError('statement_too_large', { status: BODY_TOO_LARGE, field: 'files', params: { max: limits.maxText } });
        }
        if (!form.ok) return apiError('invalid_input', { field: 'body' });
        try {
          const { workflowId, sha256 } = await runStatementImport(await workflowServiceDeps(), statementImportRequest(form, caller.user.id), { wait: false });
          return apiJson({ workflowId, sha256, status: 'importing' }, 202, { Location: `/v1/${statementImportPath(workflowId)}` });
        } catch (error) {
          return refusal(error);
        }
      });
    },
  });
}

export const importStatementOperation = importStatementOperationWith({ maxFileBytes: STATEMENT_FORM.maxFileBytes, maxText: STATEMENT_FORM.maxText });

export const getStatementImportOperation = defineOperation({
  operationId: 'getStatementImport',
  method: 'GET',
  path: '/v1/operator/statements/imports/{id}',
  scope: 'review',
  tag: TAG,
  summary: 'How an import started by `POST /v1/operator/statements` stands (staff)',
  description:
    '`importing` (with the lines read so far, once the import has said), then how it ended: `posted` (the statement, its totals and suspense), `duplicate` (the same files were imported already) or `failed` (nothing posted; `problem` says why, with its part and line). `slipcase statements import` asks this until the import has ended. 404 for an id no import has.',
  params: statementImportParamsSchema,
  responses: { 200: { description: 'How the import stands', schema: statementImportStatusSchema } },
  refusals: [400, 404],
  async handle({ caller, params }) {
    requireStaff(caller);
    try {
      return apiJson(await statementImportStatus(await workflowServiceDeps(), params.id ?? ''));
    } catch (error) {
      return refusal(error);
    }
  },
});

export const rematchStatementsOperation = defineOperation({
  operationId: 'rematchStatements',
  method: 'POST',
  path: '/v1/operator/statements/rematch',
  scope: 'review',
  tag: TAG,
  summary: 'Match the suspense again, after an ISRC or UPC was corrected in the catalogue (staff)',
  description:
    'Every posted statement’s suspense, or one statement’s (`statementId`): each item that now matches a track or release moves out of suspense in one balanced transaction per statement, shared as the statement’s posting would have. A statement that is not posted is refused (409 `statement_not_posted`), as the operators’ suspense page and `slipcase statements rematch` refuse it. Running it again moves nothing.',
  body: statementRematchBodySchema,
  responses: { 200: { description: 'What moved', schema: statementRematchResultSchema } },
  refusals: [400, 404, 409],
  async handle({ caller, body }) {
    requireStaff(caller);
    try {
      const result = await rematchStatements({ prisma: (await serviceDeps()).prisma, now: new Date() }, { statementId: body.statementId });
      return apiJson(rematchReport(result));
    } catch (error) {
      return refusal(error);
    }
  },
});

export const getSuspense = defineOperation({
  operationId: 'getSuspense',
  method: 'GET',
  path: '/v1/operator/suspense',
  scope: 'review',
  tag: TAG,
  summary: 'The money of posted statements matching no track or release, by ISRC or UPC (staff)',
  description: 'What the operators’ suspense page and `slipcase statements suspense` show, exact to the micro-dollar: the total, and each code’s lines, worth and statements, the largest first.',
  query: suspenseQuerySchema,
  responses: { 200: { description: 'The suspense', schema: suspenseSchema } },
  refusals: [400],
  async handle({ caller, query }) {
    requireStaff(caller);
    return apiJson(await suspenseReport({ prisma: (await serviceDeps()).prisma }, { limit: query.limit ?? 100 }));
  },
});
