import type { FieldError } from './errors';

/** Contact details of the account settings (000 §2, §3): phone code and number, preferred contact method. */
export const CONTACT_METHODS = ['email', 'sms', 'whatsapp'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const PHONE_NUMBER_MIN_DIGITS = 4;
export const PHONE_NUMBER_MAX_DIGITS = 15;

/** A phone number without its country code: 4 to 15 digits (E.164 allows 15 in all). Null when it passes. */
export function phoneNumberProblem(digits: string): Pick<FieldError, 'code' | 'params'> | null {
  if (!/^\d*$/.test(digits)) return { code: 'invalid_characters' };
  if (digits.length < PHONE_NUMBER_MIN_DIGITS) return { code: 'too_short', params: { min: PHONE_NUMBER_MIN_DIGITS } };
  if (digits.length > PHONE_NUMBER_MAX_DIGITS) return { code: 'too_long', params: { max: PHONE_NUMBER_MAX_DIGITS } };
  return null;
}

/**
 * The phone fields together: a number needs its country code (a code alone is dropped, not refused), and SMS or
 * WhatsApp as the preferred contact method needs a number.
 */
export function checkContactDetails(input: {
  phoneCode: string | null;
  phoneNumber: string | null;
  contactMethod: ContactMethod;
}): FieldError[] {
  const { phoneCode, phoneNumber, contactMethod } = input;
  const errors: FieldError[] = [];
  if (phoneNumber) {
    const problem = phoneNumberProblem(phoneNumber);
    if (problem) errors.push({ field: 'phoneNumber', ...problem });
    if (!phoneCode) errors.push({ field: 'phoneCode', code: 'required' });
  } else if (contactMethod !== 'email') {
    errors.push({ field: 'phoneNumber', code: 'required' });
  }
  return errors;
}
