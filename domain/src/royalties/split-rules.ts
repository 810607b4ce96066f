import { isEmail } from '../account-rules';
import type { FieldError } from '../errors';
import { shareHundredths } from '../track-rules';
import { parseDecimalMicros } from '../statements/decimal-micros';

export interface SplitDraft {
  ownerEmail: string;
  ownerPercent: number | null;
  payees: readonly { email: string; percent: number | null }[];
  /** The payee (by e-mail) who recoups an amount first, and the amount in US dollars ('500', '250.50'). */
  recoupEmail?: string | null;
  recoupAmount?: string | null;
}

export const SPLIT_MAX_PAYEES = 20;

function totalShown(hundredths: number): string {
  return `${Math.trunc(hundredths / 100)}${hundredths % 100 === 0 ? '' : `.${String(hundredths % 100).padStart(2, '0').replace(/0$/, '')}`}`;
}

/**
 * A split's rules: each payee a valid e-mail, not the owner's and not twice; each share 0 to 100 with two
 * decimals; owner and payees total exactly 100 %; at most SPLIT_MAX_PAYEES payees; a recoup amount is a positive
 * decimal and goes to one of the payees.
 */
export function checkSplit(draft: SplitDraft): FieldError[] {
  const errors: FieldError[] = [];
  const owner = draft.ownerEmail.trim().toLowerCase();
  const seen = new Set<string>();
  if (draft.payees.length > SPLIT_MAX_PAYEES) errors.push({ code: 'split_too_many_payees', field: 'payees', params: { max: SPLIT_MAX_PAYEES } });
  if (shareHundredths(draft.ownerPercent) === null) errors.push({ code: 'invalid_share', field: 'ownerPercent' });
  draft.payees.forEach((payee, index) => {
    const email = payee.email.trim().toLowerCase();
    const field = `payees.${index}`;
    if (!isEmail(email)) errors.push({ code: 'invalid_email', field: `${field}.email` });
    else if (email === owner) errors.push({ code: 'split_payee_is_owner', field: `${field}.email` });
    else if (seen.has(email)) errors.push({ code: 'split_payee_duplicate', field: `${field}.email` });
    seen.add(email);
    if (shareHundredths(payee.percent) === null) errors.push({ code: 'invalid_share', field: `${field}.percent` });
  });
  const shares = [draft.ownerPercent, ...draft.payees.map((payee) => payee.percent)].map(shareHundredths);
  if (shares.every((share) => share !== null)) {
    const total = shares.reduce<number>((sum, share) => sum + share!, 0);
    if (total !== 10_000) errors.push({ code: 'split_total', field: 'payees', params: { total: totalShown(total) } });
  }
  const recoupEmail = draft.recoupEmail?.trim().toLowerCase() || null;
  const recoupAmount = draft.recoupAmount?.trim() || null;
  if (recoupEmail || recoupAmount) {
    const amount = recoupAmount === null ? null : parseDecimalMicros(recoupAmount);
    if (amount === null || amount <= 0n || recoupAmount!.startsWith('-')) errors.push({ code: 'invalid_amount', field: 'recoupAmount' });
    if (!recoupEmail || !seen.has(recoupEmail)) errors.push({ code: 'split_recoup_payee', field: 'recoupEmail' });
  }
  return errors;
}
