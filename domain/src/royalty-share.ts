import { isPremium, type Plan } from './plan';

/** The artist's share of what the platforms pay (001 §6): free 85%, PRO and Advanced 100%. */
export function royaltySharePercent(plan: Plan): number {
  return isPremium(plan) ? 100 : 85;
}

export function royaltyShare(plan: Plan): number {
  return royaltySharePercent(plan) / 100;
}

/**
 * The artist's part of a royalty line, in whole cents, computed in integers (0.85 * cents is not exact in
 * floating point). Fractions of a cent go toward zero: a correction never takes more than the share.
 */
export function artistShareCents(grossCents: number, plan: Plan): number {
  return Math.trunc((grossCents * royaltySharePercent(plan)) / 100);
}
