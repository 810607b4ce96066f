import { config } from '@slipcase/config';

/** Where links point: SLIPCASE_PUBLIC_URL, else the local web app's address (as the web's mails do). */
export function publicUrl(): string {
  const { web } = config();
  return web.publicUrl ?? `http://localhost:${web.port}`;
}
