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
});
