import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E } from './env';

export { codeIn, resetLinkIn } from '../web/app/testing/mailbox';

/** What the dev mail server (scripts/lib/dev-mail.ts) keeps of each mail, beside its .eml. */
export interface StoredMail {
  to: string[];
  subject: string;
  text: string;
}

const MAIL_DIR = join(E2E.dataDir, 'mail');
const taken = new Set<string>();

/**
 * The oldest mail to `to` not read yet, waiting for it up to `timeoutMs`: each mail is read once, in the order
 * the platform sent them (file names start with the time they arrived).
 */
export async function nextMail(to: string, timeoutMs = 30_000): Promise<StoredMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).filter((name) => name.endsWith('.json')).sort() : [];
    for (const name of files) {
      if (taken.has(name)) continue;
      const mail = JSON.parse(readFileSync(join(MAIL_DIR, name), 'utf8')) as StoredMail;
      if (!mail.to.includes(address)) continue;
      taken.add(name);
      return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${MAIL_DIR} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
