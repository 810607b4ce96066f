import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDevMail, type DevMail } from './dev-mail';

let dir: string;
let mail: DevMail;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'slipcase-dev-mail-'));
  mail = await startDevMail({ port: 0, dir: join(dir, 'mail') });
});
afterAll(async () => {
  await mail?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the dev mail server', () => {
  it('keeps each message as .eml and .json, logging one line per mail', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(mail.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    const transport = nodemailer.createTransport({ url: mail.smtpUrl });
    await transport.sendMail({ from: 'Slipcase <no-reply@example.test>', to: 'Nova <Nova@Example.test>', subject: 'Your code', text: 'Code: 123456' });
    await transport.sendMail({ from: 'no-reply@example.test', to: 'other@example.test', subject: 'Second', text: 'Hi' });
    transport.close();

    const files = readdirSync(mail.dir).sort();
    expect(files).toHaveLength(4);
    const [firstEml, firstJson] = files;
    expect(firstEml).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-0000-nova@example\.test\.eml$/);
    expect(firstJson).toBe(firstEml!.replace(/\.eml$/, '.json'));
    expect(JSON.parse(readFileSync(join(mail.dir, firstJson!), 'utf8'))).toEqual({
      to: ['nova@example.test'],
      subject: 'Your code',
      text: 'Code: 123456\n',
    });
    expect(readFileSync(join(mail.dir, firstEml!), 'utf8')).toContain('Subject: Your code');
    expect(files[2]).toMatch(/-0001-other@example\.test\.eml$/);
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      '[slipcase-mail] to nova@example.test: Your code',
      '[slipcase-mail] to other@example.test: Second',
    ]);
    log.mockRestore();
  });
});
