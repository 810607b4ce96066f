import type { ApiScope } from '@slipcase/domain';
import { z } from 'zod';
import type { OperationDoc } from './operation-doc';

/** Documented here, served by route modules of their own: the document itself, and the caller's account. */
export type PlainOperation = Pick<OperationDoc, 'operationId' | 'method' | 'path' | 'tag' | 'summary' | 'description' | 'responses'> & {
  /** Null: open to anybody, no token or session needed (`security: []`). */
  scope: ApiScope | null;
};

const apiUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  subscription: z.object({ plan_name: z.string(), status: z.string(), current_period_end: z.string().nullable() }).nullable(),
  freeze: z.boolean(),
  banned: z.boolean(),
  impersonate: z.boolean(),
});

export const PLAIN_OPERATIONS: readonly PlainOperation[] = [
  {
    operationId: 'getOpenApi',
    method: 'GET',
    path: '/v1/openapi.json',
    scope: null,
    tag: 'API',
    summary: 'This document',
    responses: { 200: { description: 'The OpenAPI 3.1 document of /v1', schema: z.object({ openapi: z.string() }).loose() } },
  },
  {
    operationId: 'getUser',
    method: 'GET',
    path: '/v1/api/user',
    scope: 'read',
    tag: 'API',
    summary: 'The caller’s account (what `slipcase login` checks a token with)',
    responses: { 200: { description: 'The User record', schema: apiUserSchema } },
  },
];
