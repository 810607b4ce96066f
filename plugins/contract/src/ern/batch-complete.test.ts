import { describe, expect, it } from 'vitest';
import { xpath, xpathAll } from '../testing/xpath';
import { validateXml } from '../validation/validate-xml';
import { buildBatchComplete, type BatchCompleteInput } from './batch-complete';

const manifest = (overrides: Partial<BatchCompleteInput> = {}): BatchCompleteInput => ({
  batchId: '20260115100000123',
  sender: { dpid: 'PADPIDA0000000001X', name: 'Slipcase & Co' },
  recipient: { dpid: 'PADPIDA0000000002Y', name: 'Local folder' },
  createdAt: '2026-01-15T10:00:00.123Z',
  isTest: false,
  messages: [
    { messageId: 'dlv_1', url: '0199990000012/0199990000012.xml', icpn: '0199990000012', deliveryType: 'NewReleaseDelivery', sha256: 'a'.repeat(64) },
  ],
  ...overrides,
});

describe('buildBatchComplete', () => {
  it('writes a ManifestMessage that ern-c-sftp 1.8 accepts, naming the batch folder and the message with its hash', async () => {
    const xml = buildBatchComplete(manifest());
    await validateXml(xml, 'ern-c-sftp-1.8');
    expect(await xpath(xml, 'string(/*/RootDirectory)')).toBe('/20260115100000123');
    expect(await xpath(xml, 'string(/*/IsTestFlag)')).toBe('false');
    expect(await xpath(xml, 'string(/*/MessageHeader/MessageSender/PartyName/FullName)')).toBe('Slipcase & Co');
    expect(await xpath(xml, 'string(/*/MessageInBatch/URL)')).toBe('0199990000012/0199990000012.xml');
    expect(await xpath(xml, 'string(/*/MessageInBatch/HashSum/HashSumValue)')).toBe('a'.repeat(64));
    expect(await xpath(xml, 'string(/*/MessageInBatch/HashSum/HashSumAlgorithmType)')).toBe('SHA-256');
  });

  it('counts and lists every message of the batch', async () => {
    const messages = ['0199990000012', '0199990000029'].map((icpn, index) => ({
      messageId: `dlv_${index}`,
      url: `${icpn}/${icpn}.xml`,
      icpn,
      deliveryType: 'TakeDown' as const,
      sha256: String(index).repeat(64),
    }));
    const xml = buildBatchComplete(manifest({ messages, isTest: true }));
    await validateXml(xml, 'ern-c-sftp-1.8');
    expect(await xpath(xml, 'string(/*/NumberOfMessages)')).toBe('2');
    expect(await xpathAll(xml, '/*/MessageInBatch/IncludedReleaseId/ICPN')).toEqual(['0199990000012', '0199990000029']);
    expect(await xpathAll(xml, '/*/MessageInBatch/DeliveryType')).toEqual(['TakeDown', 'TakeDown']);
  });

  it('refuses an empty batch', () => {
    expect(() => buildBatchComplete(manifest({ messages: [] }))).toThrow(/at least one message/);
  });
});
