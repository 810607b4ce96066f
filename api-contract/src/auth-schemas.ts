import { z } from 'zod';
import { cleanString } from './clean-input';

const required = () => cleanString('line', { error: 'required' }).trim().min(1, { error: 'required' });

/**
 * `POST /v1/auth/login`'s body, the specification's payload (000 §7: username, password, captcha, lang), and the
 * sign-in page's form. Every check a JSON Schema can state is here, for the OpenAPI document (decision 027); whether
 * the captcha's answer is right is said in the operation's words.
 */
export const loginRequestSchema = z.object({
  username: required().meta({ description: 'A username or an e-mail address.' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }),
  captcha: required().meta({ description: 'The characters the captcha shows, in any case.' }),
  captcha_id: cleanString('line', { error: 'invalid_input' })
    .optional()
    .meta({
      description:
        'The `id` GET /v1/auth/captcha answered. Left out (or blank): the captcha last drawn for this browser, which that call remembers in the `__captcha` cookie.',
    }),
  lang: cleanString('line', { error: 'invalid_input' }).optional().meta({ description: 'The interface language (en, es, pt, tr): the account’s, when it has none saved.' }),
});

export type LoginRequest = z.output<typeof loginRequestSchema>;
