import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePayoneerPayout {
  payoutId: string;
  clientReferenceId: string;
  payeeId: string;
  amount: number;
  currency: string;
  description: string;
  status: 'Transferred' | 'Cancelled';
}

export interface FakePayoneer {
  baseUrl: string;
  programId: string;
  token: string;
  /** Payouts accepted, by client_reference_id. */
  payouts: Map<string, FakePayoneerPayout>;
  /** The next `times` requests answer 503, as an outage would. */
  failNext(times: number): void;
  close(): Promise<void>;
}

type Body = Record<string, unknown>;

/**
 * Payoneer's Mass Payout API (v4) as far as PayoneerRail uses it, on a loopback port: submit payouts, read a
 * payout's status. It follows the shapes of the public material (see payoneer-rail.ts for what is assumed), and
 * refuses what Payoneer would: a wrong token (401), an unknown program (404), a payee not registered in the
 * program, a missing field, a non-positive amount, a reference already used (400). The error sub codes are made
 * up: the rail reports them as text and decides nothing on them.
 */
export async function startFakePayoneer(options: { payees: string[]; programId?: string; token?: string }): Promise<FakePayoneer> {
  const programId = options.programId ?? '100012345678';
  const token = options.token ?? 'payoneer-test-token';
  const payees = new Set(options.payees);
  const payouts = new Map<string, FakePayoneerPayout>();
  let outages = 0;

  const send = (response: ServerResponse, status: number, body: Body) => {
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };
  const error = (response: ServerResponse, status: number, description: string, subCode: number) =>
    send(response, status, {
      error: status === 404 ? 'Not Found' : status === 401 ? 'Unauthorized' : 'Bad Request',
      error_description: description,
      error_details: { code: status, sub_code: subCode },
    });

  function submit(body: Body, response: ServerResponse): void {
    const payments = body.Payments;
    if (!Array.isArray(payments) || payments.length === 0) return error(response, 400, 'Payments is required', 1000);
    const accepted: FakePayoneerPayout[] = [];
    for (const payment of payments as Body[]) {
      const { client_reference_id: reference, payee_id: payee, amount, currency, description } = payment;
      if (typeof reference !== 'string' || !reference) return error(response, 400, 'client_reference_id is required', 1000);
      if (typeof payee !== 'string' || !payee) return error(response, 400, 'payee_id is required', 1000);
      if (typeof amount !== 'number' || !(amount > 0)) return error(response, 400, 'amount must be greater than zero', 1000);
      if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return error(response, 400, 'Invalid currency', 1000);
      if (typeof description !== 'string' || !description) return error(response, 400, 'description is required', 1000);
      if (!payees.has(payee)) return error(response, 400, `Payee ${payee} does not exist`, 10005);
      if (payouts.has(reference) || accepted.some((p) => p.clientReferenceId === reference)) {
        return error(response, 400, `Client reference id ${reference} already exists`, 10301);
      }
      accepted.push({
        payoutId: String(1_636_595_700 + payouts.size + accepted.length),
        clientReferenceId: reference,
        payeeId: payee,
        amount,
        currency,
        description,
        status: 'Transferred',
      });
    }
    for (const payout of accepted) payouts.set(payout.clientReferenceId, payout);
    send(response, 200, { result: 'Payments Created' });
  }

  function status(reference: string, response: ServerResponse): void {
    const payout = payouts.get(reference);
    if (!payout) return error(response, 404, 'Payout not found', 2306);
    send(response, 200, {
      result: {
        payout_id: payout.payoutId,
        status: payout.status,
        amount: payout.amount,
        currency: payout.currency,
        payee_id: payout.payeeId,
        payout_date: new Date().toISOString(),
      },
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (outages > 0) {
      outages -= 1;
      return send(response, 503, { error: 'Service Unavailable' });
    }
    if (request.headers.authorization !== `Bearer ${token}`) return error(response, 401, 'Invalid access token', 401);
    const url = new URL(request.url ?? '/', 'http://payoneer.test');
    const prefix = `/v4/programs/${programId}`;
    if (!url.pathname.startsWith(`${prefix}/`)) return error(response, 404, 'Program not found', 404);
    const path = url.pathname.slice(prefix.length);
    const statusPath = /^\/payouts\/([^/]+)\/status$/.exec(path);
    if (request.method === 'POST' && path === '/masspayouts') {
      let text = '';
      for await (const chunk of request) text += String(chunk);
      let body: Body;
      try {
        body = JSON.parse(text) as Body;
      } catch {
        return error(response, 400, 'Malformed JSON', 1000);
      }
      return submit(body, response);
    }
    if (request.method === 'GET' && statusPath) return status(decodeURIComponent(statusPath[1]!), response);
    return error(response, 404, 'Not found', 404);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((cause: unknown) => send(response, 500, { error: String(cause) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    programId,
    token,
    payouts,
    failNext: (times) => {
      outages = times;
    },
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
