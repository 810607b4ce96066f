import { describe, expect, it } from 'vitest';
import { needsUpgradeFor } from './placeholders';

describe('needsUpgradeFor', () => {
  it('asks for an upgrade where the plan lacks the page’s feature only', () => {
    expect(needsUpgradeFor('presave', 'free')).toBe(true);
    expect(needsUpgradeFor('presave', 'pro')).toBe(false);
    expect(needsUpgradeFor('lyrics', 'free')).toBe(false);
  });
});
