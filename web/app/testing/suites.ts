import type { TestDatabase } from '@slipcase/db/testing';
import { startStripeMock, type StripeMock } from '@slipcase/services/payouts/rails/testing/stripe-mock';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from './database';
import { useMailbox, type Mailbox } from './mailbox';
import { useDevOidc, type DevOidc } from './oidc';

// Setups shared by test files: each use…() registers its own hooks, so call it at the top of a file; the object it
// returns is filled in by those hooks (read its fields inside tests and hooks, not at the file's top level).

type User = Awaited<ReturnType<typeof createUser>>;

/**
 * A test database and a mailbox the app sends to. With `seed.user`, also that user (`user`: username `seed.user`,
 * address `${seed.user}@example.test`, password 'right-password-1!'); without it, `user` stays unset.
 */
export function useMailTestDatabase(seed: { user?: string } = {}): {
  readonly database: TestDatabase;
  readonly mailbox: Mailbox;
  readonly user: User;
} {
  const setup = {} as { database: TestDatabase; mailbox: Mailbox; user: User };
  beforeAll(async () => {
    setup.database = await useTestDatabase();
    setup.mailbox = await useMailbox();
    if (seed.user) setup.user = await createUser(setup.database, { username: seed.user, password: 'right-password-1!' });
  });
  afterAll(async () => {
    await setup.mailbox?.stop();
    await setup.database?.drop();
  });
  return setup;
}

/** The dev "Google" and "Apple" OIDC providers the app signs in with (no database). */
export function useOidcProviders(): { readonly oidc: DevOidc } {
  const setup = {} as { oidc: DevOidc };
  beforeAll(async () => {
    setup.oidc = await useDevOidc();
  });
  afterAll(async () => {
    await setup.oidc?.stop();
  });
  return setup;
}

/** A test database and the dev "Google" and "Apple" OIDC providers the app signs in with. */
export function useOidcTestDatabase(): { readonly database: TestDatabase; readonly oidc: DevOidc } {
  const setup = useOidcProviders() as { database: TestDatabase; oidc: DevOidc };
  beforeAll(async () => {
    setup.database = await useTestDatabase();
  });
  afterAll(async () => {
    await setup.database?.drop();
  });
  return setup;
}

export interface BillingTestUser {
  readonly database: TestDatabase;
  /** Unset with `{ stripeMock: false }`. */
  readonly mock: StripeMock;
  /** The current test's user (`${prefix}${sequence}`, password 'pw-123456!'), signed in with `cookie`. */
  readonly userId: string;
  readonly cookie: string;
  /** 1 for the file's first test, 2 for the next…: for names and ids unique to a test. */
  readonly sequence: number;
  /** Points the app's Stripe client at stripe-mock (for the current test; not with `{ stripeMock: false }`). */
  pointAtStripeMock(): void;
  /** Points the app's Stripe client at an address nobody answers (for the current test). */
  pointAtUnreachableStripe(): void;
}

/**
 * A test database, stripe-mock (unless `{ stripeMock: false }`), and a fresh signed-in user per test. The Stripe
 * variables are cleared before the file and after each test (so the billing sandbox answers until a test points
 * the app at Stripe), and spies restored after each test.
 */
export function useBillingTestUser(prefix: string, { stripeMock = true }: { stripeMock?: boolean } = {}): BillingTestUser {
  const setup = {
    sequence: 0,
    pointAtStripeMock() {
      process.env.STRIPE_SECRET_KEY = 'sk_test_slipcase';
      process.env.STRIPE_API_URL = `http://${setup.mock.host}:${setup.mock.port}`;
    },
    pointAtUnreachableStripe() {
      process.env.STRIPE_SECRET_KEY = 'sk_test_unreachable';
      process.env.STRIPE_API_URL = 'http://127.0.0.1:9';
    },
  } as { -readonly [K in keyof BillingTestUser]: BillingTestUser[K] };
  const clearStripe = () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_API_URL;
  };
  beforeAll(async () => {
    clearStripe();
    const [database, mock] = await Promise.all([useTestDatabase(), stripeMock ? startStripeMock() : undefined]);
    setup.database = database;
    if (mock) setup.mock = mock;
  });
  afterAll(async () => {
    await setup.mock?.stop();
    await setup.database?.drop();
  });
  beforeEach(async () => {
    setup.sequence += 1;
    ({ id: setup.userId } = await createUser(setup.database, { username: `${prefix}${setup.sequence}`, password: 'pw-123456!' }));
    setup.cookie = await sessionCookie(setup.userId);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearStripe();
  });
  return setup;
}
