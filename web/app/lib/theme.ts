import type { Theme } from '@slipcase/domain';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}
