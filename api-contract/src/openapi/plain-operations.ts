import type { ApiScope } from '@slipcase/domain';
import { z } from 'zod';
import { loginRequestSchema } from '../auth-schemas';
import type { OperationDoc } from './operation-doc';

/** Documented here, served by route modules of their own: the document itself, the caller's account, signing in. */
export type PlainOperation = Pick<OperationDoc, 'operationId' | 'method' | 'path' | 'tag' | 'summary' | 'description' | 'responses' | 'body'> & {
  /** Null: open to anybody, no token or session needed (`security: []`). */
  scope: ApiScope | null;
  /** The statuses of its own refusals, besides every call's. */
  refusals?: readonly number[];
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
  {
    operationId: 'login',
    method: 'POST',
    path: '/v1/auth/login',
    scope: null,
    tag: 'API',
    summary: 'Sign in with a username or e-mail address, the password and a captcha (000 §7)',
    description:
      'Answers the User record and the session cookie; `{ two_factor: true }` when a code must follow (POST /v1/auth/twofactor-confirm); `{ verification_required: true, email }` when the e-mail address is unconfirmed. Each captcha is good for one try within 5 minutes: a wrong answer, or no captcha drawn for this browser, is 400 `captcha_invalid`; an unknown account 401 `invalid_username`, a wrong password 401 `invalid_password`; too many failures 429 `too_many_attempts` with `Retry-After`. A form body (application/x-www-form-urlencoded) with the same fields is taken too.',
    body: loginRequestSchema,
    refusals: [400, 401, 429],
    responses: {
      200: {
        description: 'Signed in, or the step that comes first',
        schema: z.union([
          z.object({ user: apiUserSchema }),
          z.object({ two_factor: z.literal(true) }),
          z.object({ verification_required: z.literal(true), email: z.string() }),
        ]),
      },
    },
  },
];
