import { isPremium, type Plan } from './plan';

/** The artist's share of what the platforms pay (001 §6): free 85%, PRO and Advanced 100%. */
export function royaltySharePercent(plan: Plan): number {
  return isPremium(plan) ? 100 : 85;
}

export function royaltyShare(plan: Plan): number {
  return royaltySharePercent(plan) / 100;
}
