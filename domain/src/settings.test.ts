import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings } from './settings';

describe('settings', () => {
  it('uses the defaults when nothing is set', () => {
    expect(readSettings({})).toEqual(DEFAULT_SETTINGS);
  });

  it('lets an operator override identifiers and the DDEX sender', () => {
    const settings = readSettings({ SLIPCASE_UPC_PREFIX: '0123456', SLIPCASE_DDEX_SENDER_DPID: 'PADPIDA2014120301K' });
    expect(settings.upcCompanyPrefix).toBe('0123456');
    expect(settings.ddexSenderDpid).toBe('PADPIDA2014120301K');
    expect(settings.isrcPrefix).toBe(DEFAULT_SETTINGS.isrcPrefix);
  });

  it('lets an operator override the limits the specification leaves unnamed', () => {
    const settings = readSettings({ SLIPCASE_MONTHLY_RELEASE_LIMIT_FREE: '4', SLIPCASE_MINIMUM_WITHDRAWAL_CENTS: ' 2500 ' });
    expect(settings.monthlyReleaseLimitFree).toBe(4);
    expect(settings.minimumWithdrawalCents).toBe(2500);
    expect(settings.monthlyReleaseLimitAdvanced).toBe(DEFAULT_SETTINGS.monthlyReleaseLimitAdvanced);
    expect(readSettings({ SLIPCASE_MONTHLY_RELEASE_LIMIT_PRO: '' }).monthlyReleaseLimitPro).toBe(DEFAULT_SETTINGS.monthlyReleaseLimitPro);
  });

  it('refuses a limit that is not a whole number', () => {
    expect(() => readSettings({ SLIPCASE_MONTHLY_RELEASE_LIMIT_FREE: 'two' })).toThrow(/SLIPCASE_MONTHLY_RELEASE_LIMIT_FREE/);
    expect(() => readSettings({ SLIPCASE_MINIMUM_WITHDRAWAL_CENTS: '10.50' })).toThrow(/whole number/);
  });
});
