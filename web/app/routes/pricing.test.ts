import { describe, expect, it } from 'vitest';
import { loader } from './pricing';

describe('/pricing', () => {
  it('sends to the plans, not the home page', () => {
    const response = loader();
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/pro');
  });
});
