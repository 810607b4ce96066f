import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { LocalFileStorage } from '@slipcase/services';
import { STATEMENT_READY_EVENT } from '@slipcase/services/royalties/notify-statement-ready';
import { startStatementImport } from '@slipcase/services/statements/import/start-statement-import';
import { writeDemoDsr } from '@slipcase/services/statements/generate/write-demo-dsr';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../../scripts/lib/dev-mail';
import { createActivities } from '../activities';
import { statementMailer } from '../activities/statement-notice';
import { statementMailWorkflowId, TASK_QUEUE } from '../contracts';
import { workflowTestDeps, type WorkflowTestDeps } from '../testing/deps';
import { createTimeSkippingEnv } from '../testing/time-skipping';
import { WORKFLOWS_PATH } from '../worker';

// The real workflow and activities on Temporal's time-skipping test server, a real database and a real SMTP server.
describe('statement import workflow', () => {
  let env: TestWorkflowEnvironment | undefined;
  let db: TestDatabase;
  let smtp: SmtpCatcher;
  let worker: Worker | undefined;
  let running: Promise<void> | undefined;
  let deps: WorkflowTestDeps;
  let storageDir: string;
  const caught: CaughtMail[] = [];

  beforeAll(async () => {
    Runtime.install({ logger: new DefaultLogger('ERROR') });
    storageDir = await mkdtemp(join(tmpdir(), 'statement-import-'));
    [env, db, smtp] = await Promise.all([
      createTimeSkippingEnv(),
      createTestDatabase(),
      startSmtpCatcher({ onMail: (mail) => void caught.push(mail) }),
    ]);
    worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue: TASK_QUEUE,
      workflowsPath: WORKFLOWS_PATH,
      activities: createActivities({
        prisma: db.prisma,
        stores: [],
        settings: DEFAULT_SETTINGS,
        storageDir,
        rails: {},
        statementMail: statementMailer({ smtpUrl: smtp.url, from: 'Slipcase <no-reply@music.example.org>', devPort: 0 }),
        publicUrl: 'https://music.example.org',
      }),
    });
    running = worker.run();
    deps = await workflowTestDeps({ client: env.client, prisma: db.prisma });
  }, 120_000);

  afterAll(async () => {
    worker?.shutdown();
    await running;
    await env?.teardown();
    await smtp?.stop();
    await db?.drop();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('posts two stores’ DSRs of a month, then tells the credited artist by one feed event and one mail naming both, in their language, once', async () => {
    const artist = await createTestUser(db.prisma);
    await db.prisma.user.update({ where: { id: artist.id }, data: { language: 'pt', name: 'Lia' } });
    const release = await createDraftRelease(db.prisma, artist.id);
    const { isrc } = await db.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
    // A second store beside the configured one (a DSR reads the same from any store).
    const importDeps = { ...deps, stores: [...deps.stores, { ...deps.stores[0]!, id: 'zz-second-store', name: 'Second' }] };
    const stores = [deps.stores[0]!.id, 'zz-second-store'];
    const storage = new LocalFileStorage(storageDir);
    const reportOf = async (store: string) => {
      const report = await writeDemoDsr({
        lines: [{ isrc, upc: '400000000001', title: 'Song', artist: 'Lia', country: 'BR', useType: 'OnDemandStream', usages: 4, currency: 'USD', amountMicros: 4_000_000n }],
        period: '2026-08',
        sender: store,
        directory: join(storageDir, 'incoming', store),
      });
      return report.files.map((file) => ({ name: file.split('/').at(-1)!, source: file }));
    };
    const files = await Promise.all(stores.map(reportOf));

    // An operator imports both in a row: each posts, and the month's one mail waits for the other.
    const started = [];
    for (const [index, store] of stores.entries()) {
      started.push(await startStatementImport({ ...importDeps, storage }, { store, period: '2026-08', files: files[index]!, importedById: null }));
    }
    const states = await Promise.all(started.map((each) => deps.statements.result(each.workflowId)));
    expect(states.map((state) => state.status)).toEqual(['posted', 'posted']);
    await env!.client.workflow.getHandle(statementMailWorkflowId('2026-08')).result();

    const mails = caught.filter((mail) => mail.to.includes(artist.email.toLowerCase()));
    expect(mails.map((mail) => mail.subject)).toEqual(['Seu extrato Slipcase de ago. de 2026 está pronto']);
    expect(mails[0]!.text).toContain('Olá, Lia,');
    expect(mails[0]!.text).toContain(`Suas vendas de ago. de 2026 chegaram de ${[...stores].sort().join(' e ')}`);
    expect(mails[0]!.text).toContain('https://music.example.org/royalties');
    const events = await db.prisma.activityEvent.findMany({ where: { ownerId: artist.id, type: STATEMENT_READY_EVENT } });
    expect(events.map((event) => event.reason)).toEqual(['2026-08']);

    // the same file again posts nothing and tells nobody again
    const again = await startStatementImport({ ...deps, storage }, { store: stores[0]!, period: '2026-08', files: files[0]!, importedById: null });
    expect((await deps.statements.result(again.workflowId)).statementId).toBe(states[0]!.statementId);
    expect(caught.filter((mail) => mail.to.includes(artist.email.toLowerCase()))).toHaveLength(1);
    expect(await db.prisma.activityEvent.count({ where: { ownerId: artist.id, type: STATEMENT_READY_EVENT } })).toBe(1);
  }, 120_000);
});
