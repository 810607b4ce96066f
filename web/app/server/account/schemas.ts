import { checkContactDetails, CONTACT_METHODS, isCallingCode, isEmail, passwordProblem } from '@slipcase/domain';
import { z } from 'zod';
import { encodeError } from '../../lib/error-messages';

/** The account settings' forms, checked in the browser and again in the actions. Messages are error codes. */
const NAME_MAX = 100;
const name = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(NAME_MAX, { error: encodeError({ code: 'too_long', params: { max: NAME_MAX } }) });

const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .refine(isEmail, { error: 'invalid_email' });

export const profileSchema = z
  .object({
    firstName: name,
    lastName: name,
    email,
    phoneCode: z.string().refine(isCallingCode, { error: 'invalid_choice' }).optional(),
    // Spaces people type between groups of digits are not part of the number.
    phoneNumber: z
      .string()
      .transform((value) => value.replace(/\s+/g, ''))
      .optional(),
    contactMethod: z.enum(CONTACT_METHODS, { error: 'invalid_choice' }),
  })
  .superRefine((value, context) => {
    const errors = checkContactDetails({
      phoneCode: value.phoneCode ?? null,
      phoneNumber: value.phoneNumber || null,
      contactMethod: value.contactMethod,
    });
    for (const error of errors) context.addIssue({ code: 'custom', path: [error.field], message: encodeError(error) });
  });

export const passwordSchema = z
  .object({
    currentPassword: z.string({ error: 'required' }),
    newPassword: z.string({ error: 'required' }).refine((password) => passwordProblem(password) === null, { error: 'password_weak' }),
    confirmPassword: z.string({ error: 'required' }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ['confirmPassword'], error: 'passwords_mismatch' });

export const notificationsSchema = z.object({
  emailNotifications: z.boolean().optional(),
  marketingEmails: z.boolean().optional(),
  pushNotifications: z.boolean().optional(),
});

export const payoneerSchema = z.object({ payoneerEmail: email });
