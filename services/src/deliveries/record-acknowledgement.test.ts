import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { createDdexStore, LocalFolderTransport, type StorePlugin } from '@slipcase/plugin-contract';
import { sampleProfile } from '@slipcase/plugin-contract/registry/sample-profile';
import { acknowledgementFileName, buildAcknowledgement } from '@slipcase/plugin-contract/testing';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { checkAcknowledgement } from './record-acknowledgement';

const CREATED_AT = '2026-11-27T10:00:00Z';

let db: TestDatabase;
let dir: string;
let transport: LocalFolderTransport;
let store: StorePlugin;
beforeAll(async () => {
  [db, dir] = await Promise.all([createTestDatabase(), mkdtemp(join(tmpdir(), 'slipcase-ack-'))]);
  transport = new LocalFolderTransport(dir);
  store = createDdexStore(sampleProfile('test-store'), transport);
});
afterAll(async () => {
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

let batches = 0;
/** A release delivered to the test store in a batch of its own, not yet acknowledged. */
async function delivered() {
  const owner = await createTestUser(db.prisma);
  const release = await createDraftRelease(db.prisma, owner.id);
  batches += 1;
  const delivery = await db.prisma.delivery.create({
    data: { releaseId: release.id, store: 'test-store', status: 'delivered', batchId: `B${batches}`, messageId: `msg_${batches}` },
  });
  return { delivery, upc: release.upc };
}

/** The store writes its answer into the batch folder. */
async function storeAnswers(batchId: string, messageId: string, icpn: string, fields: { status?: string; errorText?: string } = {}) {
  const xml = buildAcknowledgement({ sender: store.recipient, recipient: { dpid: 'PADPIDA0000000001X', name: 'Slipcase' }, messageId, icpn, createdAt: CREATED_AT, ...fields });
  await transport.put(`${batchId}/${acknowledgementFileName(messageId, CREATED_AT)}`, Buffer.from(xml));
}

const check = (deliveryId: string, stores = [store]) => checkAcknowledgement({ prisma: db.prisma, stores }, { deliveryId, store: 'test-store' });
const recorded = (id: string) => db.prisma.delivery.findUniqueOrThrow({ where: { id }, include: { events: { select: { step: true, detail: true } } } });

describe('checkAcknowledgement', () => {
  it('waits while the store has not answered, then records its acceptance once', async () => {
    const { delivery, upc } = await delivered();
    expect(await check(delivery.id)).toEqual({ status: 'waiting' });
    expect(await recorded(delivery.id)).toMatchObject({ status: 'delivered', ackStatus: null, events: [] });

    // An answer to another message in the batch is not this delivery's.
    await storeAnswers(delivery.batchId!, 'msg_other', upc);
    expect(await check(delivery.id)).toEqual({ status: 'waiting' });

    await storeAnswers(delivery.batchId!, delivery.messageId!, upc);
    expect(await check(delivery.id)).toEqual({ status: 'accepted', detail: 'SuccessfullyIngestedByReleaseDistributor' });
    expect(await recorded(delivery.id)).toMatchObject({
      status: 'acknowledged', ackStatus: 'SuccessfullyIngestedByReleaseDistributor', error: null,
      events: [{ step: 'acknowledged', detail: 'SuccessfullyIngestedByReleaseDistributor' }],
    });
    // Asked again, even with the store gone from the installation: what was recorded, written once.
    expect(await check(delivery.id, [])).toEqual({ status: 'accepted', detail: 'SuccessfullyIngestedByReleaseDistributor' });
    expect((await recorded(delivery.id)).events).toHaveLength(1);
  });

  it('fails the delivery with the store\'s reason when it rejected the message', async () => {
    const { delivery, upc } = await delivered();
    await storeAnswers(delivery.batchId!, delivery.messageId!, upc, { status: 'ProcessingErrorAtReleaseDistributor', errorText: 'Cover too small' });
    const detail = 'ProcessingErrorAtReleaseDistributor: Cover too small';
    expect(await check(delivery.id)).toEqual({ status: 'rejected', detail });
    expect(await recorded(delivery.id)).toMatchObject({
      status: 'failed', ackStatus: 'ProcessingErrorAtReleaseDistributor', ackDetail: 'Cover too small',
      error: `Store test-store rejected the delivery: ${detail}`,
      events: [{ step: 'rejected', detail }],
    });
    expect(await check(delivery.id)).toEqual({ status: 'rejected', detail });
  });

  it('refuses a delivery without a batch, and a store not installed', async () => {
    const { delivery } = await delivered();
    const unbatched = await db.prisma.delivery.update({ where: { id: delivery.id }, data: { batchId: null } });
    await expect(check(unbatched.id)).rejects.toMatchObject({ code: 'invalid_transition' });
    await expect(check(unbatched.id, [])).rejects.toMatchObject({ code: 'not_found', field: 'store' });
  });
});
