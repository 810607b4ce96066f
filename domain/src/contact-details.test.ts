import { describe, expect, it } from 'vitest';
import { checkContactDetails, phoneNumberProblem } from './contact-details';

describe('phoneNumberProblem', () => {
  it('takes 4 to 15 digits', () => {
    expect(phoneNumberProblem('1234')).toBeNull();
    expect(phoneNumberProblem('123456789012345')).toBeNull();
    expect(phoneNumberProblem('123')).toEqual({ code: 'too_short', params: { min: 4 } });
    expect(phoneNumberProblem('1234567890123456')).toEqual({ code: 'too_long', params: { max: 15 } });
    expect(phoneNumberProblem('555-1234')).toEqual({ code: 'invalid_characters' });
  });
});

describe('checkContactDetails', () => {
  it('accepts e-mail contact without a phone, and a full phone', () => {
    expect(checkContactDetails({ phoneCode: null, phoneNumber: null, contactMethod: 'email' })).toEqual([]);
    expect(checkContactDetails({ phoneCode: '+34', phoneNumber: '612345678', contactMethod: 'whatsapp' })).toEqual([]);
  });

  it('needs a phone number for SMS and WhatsApp', () => {
    for (const contactMethod of ['sms', 'whatsapp'] as const) {
      expect(checkContactDetails({ phoneCode: null, phoneNumber: null, contactMethod })).toEqual([
        { field: 'phoneNumber', code: 'required' },
      ]);
    }
  });

  it('needs the code with the number, and lets a code alone pass', () => {
    expect(checkContactDetails({ phoneCode: null, phoneNumber: '612345678', contactMethod: 'email' })).toEqual([
      { field: 'phoneCode', code: 'required' },
    ]);
    expect(checkContactDetails({ phoneCode: '+34', phoneNumber: null, contactMethod: 'email' })).toEqual([]);
  });
});
