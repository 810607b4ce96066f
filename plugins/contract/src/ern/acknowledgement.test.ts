import { describe, expect, it } from 'vitest';
import { buildAcknowledgement, type AcknowledgementInput } from '../testing/build-acknowledgement';
import { validateXml, XmlValidationError } from '../validation/validate-xml';
import { acknowledgementOutcome, isAcknowledgementFile, parseAcknowledgement } from './acknowledgement';

const ack = (overrides: Partial<AcknowledgementInput> = {}): AcknowledgementInput => ({
  sender: { dpid: 'PADPIDA0000000002Y', name: 'Store' },
  recipient: { dpid: 'PADPIDA0000000001X', name: 'Slipcase' },
  messageId: 'dlv_contract_1',
  batchId: '20260115100000123',
  icpn: '0199990000012',
  createdAt: '2026-01-16T08:00:00.250Z',
  ...overrides,
});

const FILE = 'ACK_dlv_contract_1_20260116080000250.xml';

describe('buildAcknowledgement', () => {
  it('writes an AcknowledgementMessage that ern-c-sftp 1.8 accepts', async () => {
    await expect(validateXml(buildAcknowledgement(ack()), 'ern-c-sftp-1.8')).resolves.toBeUndefined();
    await expect(validateXml(buildAcknowledgement(ack({ status: 'RightsConflict', errorText: 'x & <y>' })), 'ern-c-sftp-1.8')).resolves.toBeUndefined();
  });
});

describe('parseAcknowledgement', () => {
  it('reads an acceptance: the message acknowledged, the release, when', async () => {
    expect(await parseAcknowledgement(buildAcknowledgement(ack()), FILE)).toEqual({
      file: FILE,
      messageId: 'dlv_contract_1',
      icpn: '0199990000012',
      accepted: true,
      status: 'SuccessfullyIngestedByReleaseDistributor',
      createdAt: '2026-01-16T08:00:00Z',
    });
  });

  it('reads a rejection with the store\'s error text and the file statuses that are not FileOK', async () => {
    const xml = buildAcknowledgement(
      ack({ status: 'ProcessingErrorAtReleaseDistributor', errorText: 'Cover < 3000 px & blurry', fileStatus: 'ResourceCorrupt' }),
    );
    expect(await parseAcknowledgement(xml, FILE)).toMatchObject({
      accepted: false,
      status: 'ProcessingErrorAtReleaseDistributor',
      errorText: 'Cover < 3000 px & blurry; ResourceCorrupt',
    });
  });

  it('does not count an ingested release as accepted when a file of it failed', async () => {
    const parsed = await parseAcknowledgement(buildAcknowledgement(ack({ fileStatus: 'SignatureOrHashSumWrongOrMissing' })), FILE);
    expect(parsed.accepted).toBe(false);
    expect(parsed.errorText).toBe('SignatureOrHashSumWrongOrMissing');
  });

  it('reads the status about the message the file is named after, when the store answers several at once', async () => {
    const other = buildAcknowledgement(ack({ messageId: 'dlv_other', status: 'RightsConflict', icpn: '0199990000029' }));
    const about = buildAcknowledgement(ack({ messageId: `dlv_"quoted"` }));
    const block = (xml: string) => xml.slice(xml.indexOf('<ReleaseStatus>'), xml.lastIndexOf('</ReleaseStatus>') + '</ReleaseStatus>'.length);
    const both = other.replace(block(other), `${block(other)}\n${block(about)}`);
    expect(await parseAcknowledgement(both, 'ACK_dlv_"quoted"_20260116080000250.xml')).toMatchObject({
      messageId: 'dlv_"quoted"',
      accepted: true,
      icpn: '0199990000012',
    });
    expect(await parseAcknowledgement(both, 'ACK_dlv_unknown_20260116080000250.xml')).toMatchObject({
      messageId: 'dlv_other',
      accepted: false,
      status: 'RightsConflict',
    });
  });

  it('validates first, naming the file in libxml2\'s messages', async () => {
    const invalid = buildAcknowledgement(ack()).replace('<ReleaseStatus>SuccessfullyIngestedByReleaseDistributor<', '<ReleaseStatus>Great<');
    const failure = parseAcknowledgement(invalid, FILE);
    await expect(failure).rejects.toBeInstanceOf(XmlValidationError);
    await expect(failure).rejects.toThrow(new RegExp(`${FILE}:line \\d+: Element 'ReleaseStatus': .*'Great'`));
    await expect(parseAcknowledgement('<not-xml', FILE)).rejects.toBeInstanceOf(XmlValidationError);
  });

  it('never reads files or entities a document points at', async () => {
    const hostile = buildAcknowledgement(ack({ errorText: 'PLACEHOLDER' }))
      .replace('?>', '?>\n<!DOCTYPE x [<!ENTITY secret SYSTEM "file:///etc/hostname">]>')
      .replace('PLACEHOLDER', '&secret;');
    const failure = parseAcknowledgement(hostile, FILE);
    await expect(failure).rejects.toBeInstanceOf(XmlValidationError);
    await expect(failure).rejects.toThrow(/DOCTYPE has no place/);
  });
});

describe('acknowledgement outcomes', () => {
  it('accepts ingested and available releases, waits on releases in transit, rejects the rest', () => {
    expect(acknowledgementOutcome('SuccessfullyIngestedByReleaseDistributor')).toBe('accepted');
    expect(acknowledgementOutcome('ReleaseMadeAvailableToConsumers')).toBe('accepted');
    expect(acknowledgementOutcome('ReleaseReceivedByReleaseDistributor')).toBe('pending');
    expect(acknowledgementOutcome('ProcessingErrorAtReleaseDistributor')).toBe('rejected');
    expect(acknowledgementOutcome('ReleaseViolatesTermsOfService')).toBe('rejected');
    expect(acknowledgementOutcome('UserDefined')).toBe('rejected');
  });

  it('knows acknowledgement files by name', () => {
    expect(isAcknowledgementFile(FILE)).toBe(true);
    expect(isAcknowledgementFile('BatchComplete_20260115100000123.xml')).toBe(false);
    expect(isAcknowledgementFile('ACK_.xml')).toBe(false);
  });
});
