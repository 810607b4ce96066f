import { isCode, isEmail, passwordProblem, usernameProblem } from '@slipcase/domain';
import { cleanString } from '@slipcase/api-contract/clean-input';
import { z } from 'zod';
import { encodeError } from './error-messages';

/**
 * The forms of sign-up, e-mail verification and password reset, defined once: the pages validate with them in
 * the browser (conform) and in their actions, the /v1 endpoints in theirs. Messages are error codes.
 * Field names are the API's (snake_case), so one schema serves both.
 */

const NAME_MAX = 100;
const TRACKING_MAX = 200;
/** The placeholders of usernameProblem's codes (3 to 30 characters). */
const USERNAME_PARAMS = { too_short: { min: 3 }, too_long: { max: 30 } } as const;

const requiredText = () => cleanString('line', { error: 'required' }).trim().min(1, { error: 'required' });

const nameField = () => requiredText().max(NAME_MAX, { error: encodeError({ code: 'too_long', params: { max: NAME_MAX } }) });

export const emailField = requiredText().refine(isEmail, { error: 'invalid_email' });

const usernameField = requiredText().superRefine((value, context) => {
  const problem = usernameProblem(value);
  if (!problem) return;
  const params = problem in USERNAME_PARAMS ? USERNAME_PARAMS[problem as keyof typeof USERNAME_PARAMS] : undefined;
  context.addIssue({ code: 'custom', message: encodeError({ code: problem, params }) });
});

const passwordField = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .refine((value) => passwordProblem(value) === null, { error: 'password_weak' });

/** Referral and campaign values ride along from the landing link; too long is cut, never an error the user can't fix. */
const trackingField = cleanString()
  .transform((value) => value.trim().slice(0, TRACKING_MAX) || undefined)
  .optional();

type WithPasswords = { password?: unknown; password_confirmation?: unknown };

/** "Passwords do not match" on the confirmation, checked even while other fields have errors. */
function withMatchingPasswords<T extends z.ZodType<WithPasswords & Record<string, unknown>>>(schema: T) {
  return schema.refine(
    (value: WithPasswords) => value.password_confirmation === undefined || value.password === value.password_confirmation,
    {
      error: 'passwords_mismatch',
      path: ['password_confirmation'],
      when: (payload) => {
        const input = payload.value as WithPasswords | undefined;
        return typeof input?.password === 'string' && typeof input.password_confirmation === 'string';
      },
    },
  );
}

export const registrationFields = {
  first_name: nameField(),
  last_name: nameField(),
  username: usernameField,
  email: emailField,
  password: passwordField,
  password_confirmation: z.string({ error: 'required' }).min(1, { error: 'required' }),
  referred_by_user: trackingField,
  utm_source: trackingField,
  utm_medium: trackingField,
  utm_campaign: trackingField,
};

/** POST /v1/auth/register; `lang` (en, es, pt, tr) is the account's language, else the request's. */
export const registrationSchema = withMatchingPasswords(z.object({ ...registrationFields, lang: cleanString().optional() }));
export type RegistrationInput = z.output<typeof registrationSchema>;

/**
 * An unticked checkbox sends nothing, and conform shows errors only for the fields a submission carried: the
 * box is added empty so "accept the terms" shows on the first try (in the browser and without JavaScript).
 */
export function withCheckbox(formData: FormData, name: string): FormData {
  if (!formData.has(name)) formData.set(name, '');
  return formData;
}

/** The sign-up page: the same, and the terms must be accepted (see withCheckbox). */
export const signupSchema = withMatchingPasswords(
  z.object({ ...registrationFields, terms: z.literal('on', { error: 'required' }), redirect: cleanString().optional() }),
);

export const verifyEmailSchema = z.object({
  email: emailField,
  code: requiredText().refine(isCode, { error: 'code_invalid' }),
  redirect: cleanString().optional(),
});

export const forgotPasswordSchema = z.object({ email: emailField });

/** The verify page's "send the code again" button: the address alone, as the forgot-password form sends it. */
export const resendCodeSchema = forgotPasswordSchema;

/** The reset page: the link's token travels in a hidden field. */
export const resetPasswordSchema = withMatchingPasswords(
  z.object({
    token: cleanString('line', { error: 'reset_link_invalid' }).min(1, { error: 'reset_link_invalid' }),
    password: passwordField,
    password_confirmation: z.string({ error: 'required' }).min(1, { error: 'required' }),
  }),
);

/** POST /v1/auth/password-reset/{token}: the confirmation is optional, checked when given. */
export const apiResetPasswordSchema = withMatchingPasswords(
  z.object({ password: passwordField, password_confirmation: z.string().optional() }),
);
