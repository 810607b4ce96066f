/** Subscription plans, the values of the database's `Plan` enum (000 §1, §6). "Lite" is the free plan's internal name. */
export const PLANS = ['free', 'pro', 'advanced'] as const;

export type Plan = (typeof PLANS)[number];

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

/** PRO and Advanced: the paid plans, which the specification grants everything it calls PRO or premium. */
export function isPremium(plan: Plan): boolean {
  return plan !== 'free';
}
