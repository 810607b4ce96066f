import { PayoutRefusedError, type PayoutRail, type PayoutReceipt, type PayoutRequest } from './rail';

export interface PayoneerRailOptions {
  /** Without the version: 'https://api.payoneer.com', 'https://api.sandbox.payoneer.com'. */
  baseUrl: string;
  /** The program (partner) id Payoneer gave the platform. */
  programId: string;
  /**
   * A bearer token of the program, or a function returning a fresh one. Payoneer issues them through its OAuth2
   * client-credentials login, which this rail does not do itself.
   */
  token: string | (() => Promise<string>);
}

/** What Payoneer's payout status endpoint returns under `result`, as far as this rail reads it. */
interface PayoneerPayoutStatus {
  payout_id: string | number;
  status: string;
  cancel_reason_code?: number;
  cancel_reason_description?: string;
}

interface PayoneerResponse {
  status: number;
  body: {
    result?: unknown;
    error?: string;
    error_description?: string;
    error_details?: { code?: number; sub_code?: number };
  };
}

/**
 * Pays through Payoneer's Mass Payout API (v4): one payment per call, with the payout id as
 * `client_reference_id`. What the public material shows, and this rail relies on:
 * - `POST /v4/programs/{programId}/masspayouts` with `{ Payments: [{ client_reference_id, payee_id, amount,
 *   currency, description }] }` answers `{ result: "Payments Created" }`, without the payment's id;
 * - `GET /v4/programs/{programId}/payouts/{client_reference_id}/status` answers `{ result: { payout_id, status,
 *   ... } }`, or 404 when no payment has that reference.
 * Assumed, not seen documented: that Payoneer refuses a second payment with a reference it already has (the rail
 * does not depend on it: it asks for the status first, and again after a refusal); that a 4xx other than 401,
 * 408 and 429 means the request itself is refused; that `amount` is in units of the currency (2 decimals).
 * The payee id is the id the payee was registered under in the program: Slipcase passes the Payoneer e-mail the
 * artist entered, so payees must be registered with it.
 */
export class PayoneerRail implements PayoutRail {
  readonly method = 'payoneer';

  constructor(private readonly options: PayoneerRailOptions) {}

  async pay(request: PayoutRequest): Promise<PayoutReceipt> {
    const earlier = await this.payoutStatus(request.payoutId);
    if (earlier) return this.receipt(earlier);

    const submitted = await this.call('POST', '/masspayouts', {
      Payments: [
        {
          client_reference_id: request.payoutId,
          payee_id: request.destination,
          amount: request.amountCents / 100,
          currency: request.currency,
          description: 'Slipcase royalties',
        },
      ],
    });
    if (submitted.status < 200 || submitted.status >= 300) {
      // Refused because another attempt of the same payout got there first? Then that payment is the answer.
      const raced = isRefusal(submitted.status) ? await this.payoutStatus(request.payoutId) : null;
      if (raced) return this.receipt(raced);
      throw this.failure(submitted, 'submit the payout');
    }

    const created = await this.payoutStatus(request.payoutId);
    // Accepted but not reported yet: a retry finds it by its reference instead of paying again.
    if (!created) throw new Error(`Payoneer accepted payout ${request.payoutId} but does not report its status yet`);
    return this.receipt(created);
  }

  private async payoutStatus(payoutId: string): Promise<PayoneerPayoutStatus | null> {
    const response = await this.call('GET', `/payouts/${encodeURIComponent(payoutId)}/status`);
    if (response.status === 404) return null;
    if (response.status !== 200) throw this.failure(response, 'read the payout status');
    const result = response.body.result as PayoneerPayoutStatus | undefined;
    if (result?.payout_id === undefined) throw new Error(`Payoneer's payout status has no payout_id: ${JSON.stringify(response.body)}`);
    return result;
  }

  private receipt(payout: PayoneerPayoutStatus): PayoutReceipt {
    if (payout.status.toLowerCase() === 'cancelled') {
      throw new PayoutRefusedError(
        'payoneer',
        String(payout.cancel_reason_code ?? 'cancelled'),
        `Payoneer cancelled the payout: ${payout.cancel_reason_description ?? 'no reason given'}`,
      );
    }
    return { externalId: String(payout.payout_id) };
  }

  private failure(response: PayoneerResponse, what: string): Error {
    const { error, error_description: description, error_details: details } = response.body;
    const message = `Payoneer could not ${what}: HTTP ${response.status} ${description ?? error ?? ''}`.trim();
    if (!isRefusal(response.status)) return new Error(message);
    return new PayoutRefusedError('payoneer', String(details?.sub_code ?? details?.code ?? response.status), message);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<PayoneerResponse> {
    const { baseUrl, programId, token } = this.options;
    const bearer = typeof token === 'string' ? token : await token();
    const url = `${baseUrl.replace(/\/+$/, '')}/v4/programs/${encodeURIComponent(programId)}${path}`;
    const response = await fetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${bearer}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let parsed: PayoneerResponse['body'] = {};
    try {
      parsed = text ? (JSON.parse(text) as PayoneerResponse['body']) : {};
    } catch {
      parsed = { error: text.slice(0, 200) };
    }
    return { status: response.status, body: parsed };
  }
}

/** A client error that retrying cannot fix; 401 (an expired token), 408 and 429 can pass. */
function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}
