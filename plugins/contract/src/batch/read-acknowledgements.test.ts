import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgementFileName, buildAcknowledgement, type AcknowledgementInput } from '../testing/build-acknowledgement';
import { XmlValidationError } from '../validation/validate-xml';
import { LocalFolderTransport } from './local-folder-transport';
import { readBatchAcknowledgements } from './read-acknowledgements';

const BATCH = '20260115100000123';

const ack = (overrides: Partial<AcknowledgementInput>): AcknowledgementInput => ({
  sender: { dpid: 'PADPIDA0000000002Y', name: 'Store' },
  recipient: { dpid: 'PADPIDA0000000001X', name: 'Slipcase' },
  messageId: 'dlv_1',
  batchId: BATCH,
  icpn: '0199990000012',
  createdAt: '2026-01-16T08:00:00Z',
  ...overrides,
});

describe('readBatchAcknowledgements', () => {
  let tmp: string;
  let transport: LocalFolderTransport;
  const write = (input: AcknowledgementInput) =>
    transport.put(`${BATCH}/${acknowledgementFileName(input.messageId, input.createdAt)}`, Buffer.from(buildAcknowledgement(input)));

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-acks-'));
    transport = new LocalFolderTransport(tmp);
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('is empty while the store has written nothing, even before the batch folder exists', async () => {
    expect(await readBatchAcknowledgements(transport, BATCH)).toEqual([]);
    await transport.put(`${BATCH}/BatchComplete_${BATCH}.xml`, Buffer.from('<x/>'));
    expect(await readBatchAcknowledgements(transport, BATCH)).toEqual([]);
  });

  it('reads the store\'s decisions newest first, leaving out those that only say the release is on its way', async () => {
    await write(ack({ status: 'ReleaseReceivedByReleaseDistributor', createdAt: '2026-01-16T07:00:00Z' }));
    await write(ack({ status: 'ProcessingErrorAtReleaseDistributor', errorText: 'bad cover', createdAt: '2026-01-16T08:00:00Z' }));
    await write(ack({ createdAt: '2026-01-17T08:00:00Z' }));
    const acks = await readBatchAcknowledgements(transport, BATCH);
    expect(acks.map(({ file, accepted, status }) => ({ file, accepted, status }))).toEqual([
      { file: 'ACK_dlv_1_20260117080000000.xml', accepted: true, status: 'SuccessfullyIngestedByReleaseDistributor' },
      { file: 'ACK_dlv_1_20260116080000000.xml', accepted: false, status: 'ProcessingErrorAtReleaseDistributor' },
    ]);
    expect(acks[1]?.errorText).toBe('bad cover');
  });

  it('refuses an acknowledgement the schema rejects, naming its file', async () => {
    const invalid = buildAcknowledgement(ack({ messageId: 'dlv_2' })).replace('<ICPN>', '<Nope>').replace('</ICPN>', '</Nope>');
    await transport.put(`${BATCH}/ACK_dlv_2_20260118000000000.xml`, Buffer.from(invalid));
    const failure = readBatchAcknowledgements(transport, BATCH);
    await expect(failure).rejects.toBeInstanceOf(XmlValidationError);
    await expect(failure).rejects.toThrow(/ACK_dlv_2_20260118000000000\.xml:line/);
  });
});
