import { allocateLargestRemainder } from './allocate';
import { MICROS_PER_CENT } from './money-units';
import { roundToCent, roundToMicro, USD_PARITY, type UsdRate } from './usd-conversion';

/** One currency's amounts in a statement: their total, the rate they were converted at and their US dollar worth. */
export interface CurrencyTotal {
  currency: string;
  rate: UsdRate;
  totalMicros: bigint;
  usdMicros: bigint;
}

/** The rate of a currency among those given; US dollars need none. */
export function usdRateOf(currency: string, rates: Readonly<Record<string, UsdRate>>): UsdRate | undefined {
  return currency === 'USD' ? USD_PARITY : rates[currency];
}

/** The currencies, in alphabetical order, that have no rate among those given (US dollars never lack one). */
export function currenciesWithoutRate(currencies: Iterable<string>, rates: Readonly<Record<string, UsdRate>>): string[] {
  return [...new Set(currencies)].filter((currency) => usdRateOf(currency, rates) === undefined).sort();
}

/** An amount with its worth in US dollar millionths. */
export interface Converted<T> {
  item: T;
  usdMicros: bigint;
}

/** One currency's conversion so far. */
interface Running<T> {
  rate: UsdRate;
  totalMicros: bigint;
  /** Σ amount × rate's numerator of the amounts converted so far: their exact worth, times the rate's denominator. */
  exact: bigint;
  /** What they were given: `exact / denominator` rounded to the millionth. */
  given: bigint;
  /** Positive amounts kept back for the statement's last cent, oldest first, and their sum. */
  held: { item: T; micros: bigint }[];
  heldMicros: bigint;
  /** The latest refund, kept back for the last cent when the currency has no positive amount. */
  heldRefund: { item: T; micros: bigint } | null;
}

/**
 * Converts a statement's amounts (millionths, refunds negative) to US dollar millionths as they stream, each currency
 * once at its own rate (decision 026): each currency's total is its exact worth rounded to the cent, and its amounts
 * add up to it exactly. The amounts are carried: each gets the running exact total rounded to the millionth less what
 * the ones before it got, so it is within a millionth of its exact worth, a refund is never positive nor a sale
 * negative, and nothing waits for the statement's end but the last cent (the running total rounded to the cent less
 * rounded to the millionth, under half a cent). That goes to the last positive amounts, held back until the end as
 * long as they are worth at least a cent, by largest remainder (to the latest refund held when there is no positive
 * amount). So an amount is converted once the ones after it make up a cent: at once, for all but the last few.
 */
export class CarriedConversion<T> {
  private readonly running = new Map<string, Running<T>>();

  constructor(private readonly rates: Readonly<Record<string, UsdRate>>) {}

  /** Whether amounts in `currency` can be converted (there is a rate for it). */
  converts(currency: string): boolean {
    return usdRateOf(currency, this.rates) !== undefined;
  }

  /** Takes the next amount; returns those whose worth is now known (it, earlier ones held, or none). */
  add(item: T, currency: string, micros: bigint): Converted<T>[] {
    const running = this.runningFor(currency);
    running.totalMicros += micros;
    if (micros < 0n) {
      const released = running.heldRefund;
      running.heldRefund = { item, micros };
      return released ? [this.carry(running, released)] : [];
    }
    if (micros === 0n) return [this.carry(running, { item, micros })];
    running.held.push({ item, micros });
    running.heldMicros += micros;
    const converted: Converted<T>[] = [];
    // The oldest held amount goes once the others make up a cent, with a millionth of margin each.
    const cent = MICROS_PER_CENT + BigInt(running.held.length);
    while (running.held.length > 1 && (running.heldMicros - running.held[0]!.micros) * running.rate.numerator >= cent * running.rate.denominator) {
      const oldest = running.held.shift()!;
      running.heldMicros -= oldest.micros;
      converted.push(this.carry(running, oldest));
    }
    return converted;
  }

  /**
   * Once every amount was added: those held back, their currency's last cent shared among them, and each currency's
   * totals, in alphabetical order.
   */
  finish(): { converted: Converted<T>[]; currencies: CurrencyTotal[] } {
    const converted: Converted<T>[] = [];
    const currencies: CurrencyTotal[] = [];
    for (const currency of [...this.running.keys()].sort()) {
      const running = this.running.get(currency)!;
      const held = running.held.length > 0 ? running.held : running.heldRefund ? [running.heldRefund] : [];
      if (running.held.length > 0 && running.heldRefund) converted.push(this.carry(running, running.heldRefund));
      const parts = held.map((amount) => this.carry(running, amount));
      const lastCent = roundToCent(running.exact, running.rate.denominator) - running.given;
      if (lastCent !== 0n) {
        const weights = parts.map((part) => (part.usdMicros < 0n ? -part.usdMicros : part.usdMicros));
        if (!weights.some((weight) => weight > 0n)) weights[0] = 1n;
        allocateLargestRemainder(lastCent, weights).forEach((share, index) => (parts[index]!.usdMicros += share));
        running.given += lastCent;
      }
      converted.push(...parts);
      currencies.push({ currency, rate: running.rate, totalMicros: running.totalMicros, usdMicros: running.given });
    }
    this.running.clear();
    return { converted, currencies };
  }

  private runningFor(currency: string): Running<T> {
    let running = this.running.get(currency);
    if (running === undefined) {
      const rate = usdRateOf(currency, this.rates);
      if (rate === undefined) throw new Error(`No rate for ${currency}`);
      running = { rate, totalMicros: 0n, exact: 0n, given: 0n, held: [], heldMicros: 0n, heldRefund: null };
      this.running.set(currency, running);
    }
    return running;
  }

  private carry(running: Running<T>, { item, micros }: { item: T; micros: bigint }): Converted<T> {
    running.exact += micros * running.rate.numerator;
    const given = roundToMicro(running.exact, running.rate.denominator);
    const usdMicros = given - running.given;
    running.given = given;
    return { item, usdMicros };
  }
}

/**
 * Converts amounts each in its own currency at once (`CarriedConversion`): each amount's worth in the order given, and
 * each currency's totals in alphabetical order. Every currency must have a rate (`currenciesWithoutRate`).
 */
export function convertEachCurrency(
  amounts: readonly { currency: string; micros: bigint }[],
  rates: Readonly<Record<string, UsdRate>>,
): { usdMicros: bigint[]; currencies: CurrencyTotal[] } {
  const conversion = new CarriedConversion<number>(rates);
  const usdMicros = new Array<bigint>(amounts.length).fill(0n);
  amounts.forEach((amount, index) => {
    for (const { item, usdMicros: usd } of conversion.add(index, amount.currency, amount.micros)) usdMicros[item] = usd;
  });
  const { converted, currencies } = conversion.finish();
  for (const { item, usdMicros: usd } of converted) usdMicros[item] = usd;
  return { usdMicros, currencies };
}
