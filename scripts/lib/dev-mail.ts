/**
 * The local SMTP server `npm start` runs when no SMTP_URL is given, so sign-up mails arrive somewhere a developer
 * can read them. Stub: the auth work fills it in.
 */
export interface DevMail {
  /** What the web app sends through, e.g. smtp://127.0.0.1:2525 */
  smtpUrl: string;
  /** Where received mails are kept. */
  dir: string;
  stop(): Promise<void>;
}

export async function startDevMail(_options: { port: number; dir: string }): Promise<DevMail | null> {
  return null;
}
