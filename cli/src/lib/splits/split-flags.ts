import type { SplitInput } from '@slipcase/services';
import { InvalidInputError, type InputProblem } from '../invalid-input';

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** `ana@example.com=30` → its e-mail and value; null when there is no `=` or either side is empty. */
function pair(text: string): { email: string; value: string } | null {
  const at = text.lastIndexOf('=');
  if (at <= 0 || at === text.length - 1) return null;
  return { email: text.slice(0, at).trim(), value: text.slice(at + 1).trim() };
}

/**
 * The split `splits set` was given: `--owner-share 50 --payee ana@example.com=30 … [--recoup ana@example.com=500]`.
 * Only the flags' form is checked here; the rules (total 100, the owner no payee) are the service's.
 */
export function splitFromFlags(flags: { 'owner-share': string; payee?: string[]; recoup?: string; track?: string }): SplitInput {
  const problems: InputProblem[] = [];
  if (!PERCENT.test(flags['owner-share'].trim())) {
    problems.push({ field: 'owner-share', code: 'invalid_share', message: `Not a percentage: ${flags['owner-share']}. Give 0 to 100 with at most two decimals, e.g. 50` });
  }
  const payees = (flags.payee ?? []).map((text) => {
    const parsed = pair(text);
    if (!parsed || !PERCENT.test(parsed.value)) {
      problems.push({ field: 'payee', code: 'invalid_share', message: `Not <e-mail>=<percent>: ${text}. Give e.g. --payee ana@example.com=30` });
      return { email: '', percent: 0 };
    }
    return { email: parsed.email, percent: Number(parsed.value) };
  });
  const recoup = flags.recoup === undefined ? null : pair(flags.recoup);
  if (flags.recoup !== undefined && !recoup) {
    problems.push({ field: 'recoup', code: 'invalid_amount', message: `Not <e-mail>=<amount>: ${flags.recoup}. Give e.g. --recoup ana@example.com=500` });
  }
  if (problems.length > 0) throw new InvalidInputError(problems);
  return {
    trackId: flags.track ?? null,
    ownerPercent: Number(flags['owner-share']),
    payees,
    ...(recoup && { recoupEmail: recoup.email, recoupAmount: recoup.value }),
  };
}
