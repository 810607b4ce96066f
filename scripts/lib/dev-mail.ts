/**
 * The local SMTP server `npm start` runs when no SMTP_URL is given, so sign-up and password-reset mails arrive
 * somewhere a developer (and the end-to-end tests) can read them: each message is kept in `dir` as
 * `<timestamp>-<recipient>.eml` (the raw message) and `<timestamp>-<recipient>.json` (`{ to, subject, text }`).
 * The tests' in-process mailbox (web/app/testing/mailbox.ts) runs the same catcher.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface DevMail {
  /** What the web app sends through, e.g. smtp://127.0.0.1:2525 */
  smtpUrl: string;
  /** Where received mails are kept. */
  dir: string;
  stop(): Promise<void>;
}

/** One message as the catcher received it. */
export interface CaughtMail {
  /** Recipients' addresses, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  raw: Buffer;
  receivedAt: Date;
}

export interface SmtpCatcher {
  url: string;
  port: number;
  stop(): Promise<void>;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((entry) => (entry.address ?? '').toLowerCase())).filter(Boolean);
}

/**
 * An SMTP server on 127.0.0.1 (no authentication, no TLS: it never leaves the machine) that parses every message
 * and hands it to `onMail`. Port 0 picks a free port.
 */
export async function startSmtpCatcher(options: {
  port?: number;
  onMail: (mail: CaughtMail) => void | Promise<void>;
}): Promise<SmtpCatcher> {
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) =>
            options.onMail({
              to: addresses(parsed.to),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              raw,
              receivedAt: new Date(),
            }),
          )
          .then(() => callback(), (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => console.error(`[slipcase-mail] ${error.message}`));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A name part safe in any file system: the address with anything unusual replaced. */
function fileSafe(value: string): string {
  return value.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 100);
}

export async function startDevMail(options: { port: number; dir: string }): Promise<DevMail> {
  mkdirSync(options.dir, { recursive: true });
  let sequence = 0;
  const catcher = await startSmtpCatcher({
    port: options.port,
    onMail: (mail) => {
      // The sequence keeps two mails of the same millisecond apart and the names in arrival order.
      const stamp = `${mail.receivedAt.toISOString().replace(/[:.]/g, '-')}-${String(sequence++).padStart(4, '0')}`;
      const base = join(options.dir, `${stamp}-${fileSafe(mail.to.join(',') || 'unknown')}`);
      writeFileSync(`${base}.eml`, mail.raw);
      // Written aside and renamed, so a reader polling for .json files never sees half of one.
      writeFileSync(`${base}.json.part`, `${JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text }, null, 2)}\n`);
      renameSync(`${base}.json.part`, `${base}.json`);
      console.log(`[slipcase-mail] to ${mail.to.join(', ')}: ${mail.subject}`);
    },
  });
  return { smtpUrl: catcher.url, dir: options.dir, stop: catcher.stop };
}
