import { isCode } from '@slipcase/domain';
import { loginRequestSchema } from '@slipcase/api-contract/auth-schemas';
import { cleanString } from '@slipcase/api-contract/clean-input';
import { z } from 'zod';

const required = () => cleanString('line', { error: 'required' }).trim().min(1, { error: 'required' });

/**
 * Signing in, on the page and through `POST /v1/auth/login` (000 §3: username, password, captcha, lang): the API
 * contract's body, and where the page sends the user afterwards. `captcha_id` names the picture the answer is for.
 */
export const loginSchema = loginRequestSchema.extend({
  redirect: cleanString().optional(),
});

/** A two-factor code (000 §5: 6 digits), on the sign-in step and in the settings. */
export const codeSchema = z.object({
  code: required().refine(isCode, { error: 'code_invalid' }),
});
