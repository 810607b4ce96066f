import { json } from '@remix-run/node';

/** Liveness for the start script and load balancers. */
export const loader = () => json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
